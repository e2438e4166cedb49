import type { ReactNode } from 'react';
import { Anchor, Box, Group } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../federation/RemoteSlot';
import type { ReportPageProps } from '@forest-city/contracts';
import { URL_PARAMS, useUrlState } from '../url-state/url-state';
import { useChangeLanguage } from '../i18n/use-change-language';
import { useLanguage } from '../i18n/use-language';
import { OfflineNotice } from '../features/offline';

/**
 * The page around the report while it loads or when it cannot (its remote unreachable, or offline
 * and never kept): the dashboard's title and a way back to it, never a dead end. The report, once
 * there, brings its own header.
 */
function ReportFrame({ children }: { children: ReactNode }) {
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

const inReportFrame = (content: ReactNode) => <ReportFrame>{content}</ReportFrame>;

/** /forest-city-report: the analytical report as a full page, served by mfe-report. */
export function ReportPageRoute() {
  const { t } = useTranslation('common');
  const { params, replace } = useUrlState();
  const lang = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <>
      <OfflineNotice />
      <RemoteSlot<ReportPageProps>
        remote="report"
        module="ReportPage"
        section={t('dialogs.report')}
        frame={inReportFrame}
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
