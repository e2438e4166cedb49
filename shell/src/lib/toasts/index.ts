// The toasts feature as the rest of shell sees it: other features and the app import only these.
export { ToastProvider } from './ToastProvider';
export { useNotify } from './use-notify';
