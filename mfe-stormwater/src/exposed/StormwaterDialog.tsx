import { withSelfProviders } from '../app/self-providers';
import { PlaceholderDialog } from '../features/placeholder/PlaceholderDialog';
import type { StormwaterDialogProps } from '../contract';

function StormwaterDialog(props: StormwaterDialogProps) {
  return <PlaceholderDialog {...props} titleKey="title" />;
}
export default withSelfProviders(StormwaterDialog, 'StormwaterDialog');
