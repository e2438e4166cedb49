// The dialogs feature as the rest of shell sees it: other features and the app import only these.
export { DialogHost } from './DialogHost';
export { useDrawerPreload, useDialogPreload, useIdleDialogPreload } from './use-dialog-preload';
export { useDialogState } from './use-dialog-state';
