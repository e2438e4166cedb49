// The item dialog's chunk (ItemDialogContent.tsx), fetched on the first open. Through onDemand, not
// React.lazy: a lazy component suspends on its first render even when its code is there, and React
// then holds the revealed dialog back for up to 300 ms. A module of its own so component tests can
// stub the load.
import { onDemand } from '@forest-city/remote-kit';

export const itemDialog = onDemand(() => import('./ItemDialogContent'));
