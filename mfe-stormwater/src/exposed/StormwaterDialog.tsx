import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type StormwaterDialogProps } from '../contract';
import { StormwaterApproachesDialog } from '../features/approaches';

function StormwaterDialog(props: StormwaterDialogProps) {
  return <StormwaterApproachesDialog {...props} />;
}
export default withSelfProviders(StormwaterDialog, 'StormwaterDialog', NAMESPACE);
