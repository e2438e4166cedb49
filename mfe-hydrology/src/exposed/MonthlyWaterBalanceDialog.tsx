import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE } from '../contract';
import { MonthlyWaterBalanceDialog } from '../features/monthly';

export default withSelfProviders(MonthlyWaterBalanceDialog, 'MonthlyWaterBalanceDialog', NAMESPACE);
