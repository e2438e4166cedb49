import { withSelfProviders } from '../app/self-providers';
import { PlaceholderDialog } from '../features/placeholder/PlaceholderDialog';
import type { ReportDialogProps } from '../contract';

function ReportDialog(props: ReportDialogProps) {
  return <PlaceholderDialog {...props} titleKey="report.title" />;
}
export default withSelfProviders(ReportDialog, 'ReportDialog');
