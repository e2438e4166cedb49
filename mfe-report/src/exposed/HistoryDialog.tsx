import { withSelfProviders } from '../app/self-providers';
import { PlaceholderDialog } from '../features/placeholder/PlaceholderDialog';
import type { HistoryDialogProps } from '../contract';

function HistoryDialog(props: HistoryDialogProps) {
  return <PlaceholderDialog {...props} titleKey="history.title" fullScreen />;
}
export default withSelfProviders(HistoryDialog, 'HistoryDialog');
