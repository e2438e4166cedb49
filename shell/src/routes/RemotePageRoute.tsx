import type { ReactNode } from 'react';
import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../federation/RemoteSlot';
import type { ReportPageProps } from '@forest-city/contracts';
import { moduleLabel, pageFor, useModuleCatalog } from '../federation/module-catalog';
import { MissingModule } from '../federation/MissingModule';
import { URL_PARAMS, useUrlState } from '../url-state/url-state';
import { useChangeLanguage } from '../i18n/use-change-language';
import { useLanguage } from '../i18n/use-language';
import { OfflineNotice } from '../features/offline';

/**
 * The page around a remote's page while it loads or when it cannot (its remote unreachable, or offline
 * and never kept): the dashboard's title and a way back to it, never a dead end. The page, once
 * there, brings its own header.
 */
function PageFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  return (
    <>
      <Group component="header" justify="space-between" wrap="wrap" gap="xs" px="md" py="sm" data-testid="report-frame-header">
        <Anchor component={Link} to="/" fw={700} c="inherit" underline="never">
          {t('header.title')}
        </Anchor>
        <Anchor component={Link} to="/">
          {t('notFound.back')}
        </Anchor>
      </Group>
      <Box component="main" p="md">
        {children}
      </Box>
    </>
  );
}

const inPageFrame = (content: ReactNode) => <PageFrame>{content}</PageFrame>;

/** A remote's page (the module a remote publishes as kind "page" for `route`): /forest-city-report, the analytical report. */
export function RemotePageRoute({ route }: { route: string }) {
  const { t } = useTranslation('common');
  const { params, replace } = useUrlState();
  const lang = useLanguage();
  const changeLanguage = useChangeLanguage();
  const catalog = useModuleCatalog();
  const page = pageFor(catalog, route);
  if (!page) return inPageFrame(<MissingModule section={t('remote.unnamedSection')} catalog={catalog} />);
  return (
    <>
      <OfflineNotice />
      <RemoteSlot<ReportPageProps>
        remote={page.remote}
        module={page.name}
        section={moduleLabel(page, lang)}
        frame={inPageFrame}
        props={{
          tab: params.get(URL_PARAMS.tab) ?? undefined,
          onTabChange: (tab) => replace({ [URL_PARAMS.tab]: tab }),
          lang,
          onLanguageChange: (lng) => void changeLanguage(lng),
        }}
      />
    </>
  );
}
