import { withSelfProviders } from '../app/self-providers';
import { ReportPageView } from '../features/report/components/ReportPageView';
import type { ReportPageProps } from '../contract';

function ReportPage({ tab, onTabChange, backHref, lang, onLanguageChange }: ReportPageProps) {
  return <ReportPageView tab={tab} onTabChange={onTabChange} backHref={backHref} lang={lang} onLanguageChange={onLanguageChange} />;
}
export default withSelfProviders(ReportPage, 'ReportPage');
