import { withSelfProviders } from '../app/self-providers';
import { PlaceholderDialog } from '../features/placeholder/PlaceholderDialog';
import type { MassBalanceDialogProps } from '../contract';

function MassBalanceDialog(props: MassBalanceDialogProps) {
  return <PlaceholderDialog {...props} titleKey="massBalance.title" fullScreen />;
}
export default withSelfProviders(MassBalanceDialog, 'MassBalanceDialog');
