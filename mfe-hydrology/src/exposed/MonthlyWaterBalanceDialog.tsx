import { withSelfProviders } from '../app/self-providers';
import { PlaceholderDialog } from '../features/placeholder/PlaceholderDialog';
import type { MonthlyWaterBalanceDialogProps } from '../contract';

function MonthlyWaterBalanceDialog(props: MonthlyWaterBalanceDialogProps) {
  return <PlaceholderDialog {...props} titleKey="monthly.title" />;
}
export default withSelfProviders(MonthlyWaterBalanceDialog, 'MonthlyWaterBalanceDialog');
