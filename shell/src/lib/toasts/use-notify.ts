// Toasts that respect the "Notifications" setting: off silences the default (informational)
// toasts; destructive ones still show, because they report that something the visitor just
// asked for failed.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useShellSettings } from '../settings-store';
import { showToast, type ToastInput } from './show-toast';

export function useNotify() {
  const { i18n } = useTranslation('common');
  const { settings } = useShellSettings();
  const enabled = settings.notifications;
  // The close button's name in the language at the time of the toast (a language change shows one).
  return useCallback((input: ToastInput): string | null => (enabled || input.variant === 'destructive' ? showToast(input, i18n.t('common:labels.close')) : null), [enabled, i18n]);
}
