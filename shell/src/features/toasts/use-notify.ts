// Toasts that respect the "Notifications" setting: off silences the default (informational)
// toasts; destructive ones still show, because they report that something the visitor just
// asked for failed.
import { useCallback } from 'react';
import { useShellSettings } from '../settings';
import { showToast, type ToastInput } from './toast-store';

export function useNotify() {
  const { settings } = useShellSettings();
  const enabled = settings.notifications;
  return useCallback((input: ToastInput): string | null => (enabled || input.variant === 'destructive' ? showToast(input) : null), [enabled]);
}
