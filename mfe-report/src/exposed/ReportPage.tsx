import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type ReportPageProps } from '../contract';
import { ReportPageView } from '../features/report';

function ReportPage({ tab, onTabChange, backHref, lang, onLanguageChange }: ReportPageProps) {
  return <ReportPageView tab={tab} onTabChange={onTabChange} backHref={backHref} lang={lang} onLanguageChange={onLanguageChange} />;
}
export default withSelfProviders(ReportPage, 'ReportPage', NAMESPACE);
