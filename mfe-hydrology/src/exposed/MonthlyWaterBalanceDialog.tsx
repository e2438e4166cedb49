import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE } from '../contract';
import { MonthlyWaterBalanceDialog } from '../features/monthly/MonthlyWaterBalanceDialog';

export default withSelfProviders(MonthlyWaterBalanceDialog, 'MonthlyWaterBalanceDialog', NAMESPACE);
