// The item dialog's chunk (ItemDialogContent.tsx), fetched on the first open. A module of its own so
// component tests can stub the load.
export const loadItemDialog = () => import('./ItemDialogContent').then((m) => ({ default: m.ItemDialogContent }));
