// The one Analytical Report component: inside the dashboard's dialog and on the full page at
// /forest-city-report. Sections, notes and sources are the same in both places.
import { useMantineStyleNonce } from '@mantine/core';
import { SectionTabs } from '../../content';
import { useLang } from '../../../lib/localized';
import { REPORT_DEFAULT_TAB, REPORT_SECTIONS } from '../report-sections';
import { REPORT_PRINT_CSS } from '../print-styles';

export interface AnalyticalReportProps {
  tab?: string;
  onTabChange?: (tab: string) => void;
}

export function AnalyticalReport({ tab, onTabChange }: AnalyticalReportProps) {
  const { t } = useLang();
  // The page's Content-Security-Policy takes inline <style> only with its nonce (docs/deploying.md, "Security").
  const styleNonce = useMantineStyleNonce();
  return (
    <div className="fc-report-body">
      <style nonce={styleNonce?.()}>{REPORT_PRINT_CSS}</style>
      <SectionTabs sections={REPORT_SECTIONS} defaultTab={REPORT_DEFAULT_TAB} tab={tab} onTabChange={onTabChange} label={t('report.tabs')} />
    </div>
  );
}
