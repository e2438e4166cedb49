import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type ReportPageProps } from '../contract';
import { ReportPageView } from '../features/report/components/ReportPageView';

function ReportPage({ tab, onTabChange, backHref }: ReportPageProps) {
  return <ReportPageView tab={tab} onTabChange={onTabChange} backHref={backHref} />;
}
export default withSelfProviders(ReportPage, 'ReportPage', NAMESPACE);
