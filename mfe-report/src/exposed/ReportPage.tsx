import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type ReportPageProps } from '../contract';
import { AnalyticalReport } from '../app/AnalyticalReport';
import { ReportPageView } from '../features/report';

function ReportPage({ tab, onTabChange, backHref, lang, onLanguageChange }: ReportPageProps) {
  return (
    <ReportPageView backHref={backHref} lang={lang} onLanguageChange={onLanguageChange}>
      <AnalyticalReport tab={tab} onTabChange={onTabChange} />
    </ReportPageView>
  );
}
export default withSelfProviders(ReportPage, 'ReportPage', NAMESPACE);
