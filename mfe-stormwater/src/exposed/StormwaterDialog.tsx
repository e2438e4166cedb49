import { withSelfProviders } from '../app/self-providers';
import { StormwaterApproachesDialog } from '../features/approaches/components/StormwaterApproachesDialog';
import type { StormwaterDialogProps } from '../contract';

function StormwaterDialog(props: StormwaterDialogProps) {
  return <StormwaterApproachesDialog {...props} />;
}
export default withSelfProviders(StormwaterDialog, 'StormwaterDialog');
