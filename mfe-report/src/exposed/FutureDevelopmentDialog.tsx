import { withSelfProviders } from '../app/self-providers';
import { PlaceholderDialog } from '../features/placeholder/PlaceholderDialog';
import type { FutureDevelopmentDialogProps } from '../contract';

function FutureDevelopmentDialog(props: FutureDevelopmentDialogProps) {
  return <PlaceholderDialog {...props} titleKey="future.title" />;
}
export default withSelfProviders(FutureDevelopmentDialog, 'FutureDevelopmentDialog');
