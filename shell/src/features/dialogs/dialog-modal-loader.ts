// The dialog modal's chunk (DialogModal.tsx): one loader for the preload and the lazy component.
import { lazy } from 'react';

export const loadDialogModal = () => import('./DialogModal').then((m) => ({ default: m.DialogModal }));

/** A new lazy component: React keeps a failed lazy load for good, so a remount after a failure takes a new one. */
export const createLazyDialogModal = () => lazy(loadDialogModal);
