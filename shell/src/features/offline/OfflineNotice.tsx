// "You're offline. Showing data from <date>." while the browser is offline, or while the API's
// answers come from the service worker's cache because the data service cannot be reached. A
// banner, not a toast: it stays as long as it is true (toasts last 5 s and can be switched off).
import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { intlLocale } from '@forest-city/contracts';
import { useLanguage } from '../../i18n/use-language';
import { useOfflineState } from './offline-state';

/** The text of the notice, or null when there is nothing to say. */
export function offlineNoticeKey(online: boolean, fromCache: boolean, hasDate: boolean): string | null {
  if (!online) return hasDate ? 'offline.offlineWithDate' : 'offline.offline';
  if (fromCache) return hasDate ? 'offline.cachedWithDate' : 'offline.cached';
  return null;
}

export function OfflineNotice() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { online, fromCache, cachedAt } = useOfflineState();
  const key = offlineNoticeKey(online, fromCache, cachedAt !== null);
  if (!key) return null;
  const date = cachedAt ? new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(cachedAt) : '';
  return (
    <Alert color="yellow" variant="light" radius={0} py={6} icon={<IconWifiOff size={18} aria-hidden />} role="status" aria-live="polite" data-testid="offline-notice">
      {t(key, { date })}
    </Alert>
  );
}
