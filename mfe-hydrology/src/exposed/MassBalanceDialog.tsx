import { withSelfProviders } from '../app/self-providers';
import { MassBalanceDialog } from '../features/mass-balance/MassBalanceDialog';

export default withSelfProviders(MassBalanceDialog, 'MassBalanceDialog');
