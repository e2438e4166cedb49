import { useTranslation } from 'react-i18next';
import { RemoteSlot } from '../federation/RemoteSlot';
import type { ReportPageProps } from 'mfe-report/contract';
import { useSearchParams } from 'react-router-dom';

/** /forest-city-report: the analytical report as a full page, served by mfe-report. */
export function ReportPageRoute() {
  const { t } = useTranslation('common');
  const [params, setParams] = useSearchParams();
  return (
    <RemoteSlot<ReportPageProps>
      remote="report"
      module="ReportPage"
      section={t('dialogs.report')}
      props={{
        tab: params.get('tab') ?? undefined,
        onTabChange: (tab) => setParams({ tab }, { replace: true }),
      }}
    />
  );
}
