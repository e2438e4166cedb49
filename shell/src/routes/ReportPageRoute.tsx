import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../federation/RemoteSlot';
import type { ReportPageProps } from '@forest-city/contracts';
import { URL_PARAMS, useUrlState } from '../url-state/url-state';
import { useChangeLanguage } from '../i18n/use-change-language';
import { useLanguage } from '../i18n/use-language';

/** /forest-city-report: the analytical report as a full page, served by mfe-report. */
export function ReportPageRoute() {
  const { t } = useTranslation('common');
  const { params, replace } = useUrlState();
  const lang = useLanguage();
  const changeLanguage = useChangeLanguage();
  return (
    <RemoteSlot<ReportPageProps>
      remote="report"
      module="ReportPage"
      section={t('dialogs.report')}
      props={{
        tab: params.get(URL_PARAMS.tab) ?? undefined,
        onTabChange: (tab) => replace({ [URL_PARAMS.tab]: tab }),
        lang,
        onLanguageChange: (lng) => void changeLanguage(lng),
      }}
    />
  );
}
