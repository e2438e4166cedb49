import { withSelfProviders } from '../app/self-providers';
import { MonthlyWaterBalanceDialog } from '../features/monthly/MonthlyWaterBalanceDialog';

export default withSelfProviders(MonthlyWaterBalanceDialog, 'MonthlyWaterBalanceDialog');
