// The three navigation labels of the spec's Screens and routes, each a real URL: the dashboard, and the
// dashboard with the History or Future Development dialog open (?dialog=...).
import { Button, Group, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { URL_PARAMS, openedEntry, useUrlState } from '../../url-state/url-state';

export const NAV_ITEMS = [
  { id: 'map', labelKey: 'nav.map', dialog: null },
  { id: 'history', labelKey: 'nav.history', dialog: 'history' },
  { id: 'future', labelKey: 'nav.future', dialog: 'future' },
] as const;

export function NavigationLinks({ orientation = 'horizontal', onNavigate }: { orientation?: 'horizontal' | 'vertical'; onNavigate?: () => void }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const { params } = useUrlState();
  const dialog = params.get(URL_PARAMS.dialog);
  // Keep the visitor's layers and search; only the dialog changes.
  const hrefFor = (dialogId: string | null) => {
    const next = new URLSearchParams(location.pathname === '/' ? params : undefined);
    next.delete(URL_PARAMS.dialog);
    next.delete(URL_PARAMS.tab);
    if (dialogId) next.set(URL_PARAMS.dialog, dialogId);
    const qs = next.toString();
    return qs ? `/?${qs}` : '/';
  };
  const items = NAV_ITEMS.map((item) => {
    const current = location.pathname === '/' && (item.dialog === null ? !dialog || !['history', 'future'].includes(dialog) : dialog === item.dialog);
    return (
      <Button
        key={item.id}
        component={Link}
        to={hrefFor(item.dialog)}
        state={item.dialog ? openedEntry('dialog') : undefined}
        variant={current ? 'light' : 'subtle'}
        size="compact-sm"
        justify={orientation === 'vertical' ? 'flex-start' : undefined}
        aria-current={current ? 'page' : undefined}
        onClick={onNavigate}
        data-nav={item.id}
      >
        {t(item.labelKey)}
      </Button>
    );
  });
  return (
    <nav aria-label={t('nav.label')}>
      {orientation === 'vertical' ? (
        <Stack gap={4}>{items}</Stack>
      ) : (
        <Group gap={4} wrap="nowrap">
          {items}
        </Group>
      )}
    </nav>
  );
}
