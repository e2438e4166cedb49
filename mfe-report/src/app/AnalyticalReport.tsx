// The one Analytical Report component: inside the dashboard's dialog and on the full page at
// /forest-city-report. Sections, notes and sources are the same in both places.
import { useRef } from 'react';
import { useAdoptedStyles } from '@forest-city/remote-kit';
import { SectionTabs } from './SectionTabs';
import { useLang } from '../lib/localized';
import { REPORT_DEFAULT_TAB, REPORT_SECTIONS } from '../features/report';
import printSheet from './print.css?sheet';

export interface AnalyticalReportProps {
  tab?: string;
  onTabChange?: (tab: string) => void;
}

export function AnalyticalReport({ tab, onTabChange }: AnalyticalReportProps) {
  const { t } = useLang();
  // A constructed sheet, not a <style> element: a partner's policy allows no inline style.
  const body = useRef<HTMLDivElement>(null);
  useAdoptedStyles(body, printSheet);
  return (
    <div className="fc-report-body" ref={body}>
      <SectionTabs sections={REPORT_SECTIONS} defaultTab={REPORT_DEFAULT_TAB} tab={tab} onTabChange={onTabChange} label={t('report.tabs')} />
    </div>
  );
}
