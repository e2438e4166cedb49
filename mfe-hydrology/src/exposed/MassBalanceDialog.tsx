import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE } from '../contract';
import { MassBalanceDialog } from '../features/mass-balance';

export default withSelfProviders(MassBalanceDialog, 'MassBalanceDialog', NAMESPACE);
