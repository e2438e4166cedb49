import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type FutureDevelopmentDialogProps } from '../contract';
import { SectionTabs } from '../app/SectionTabs';
import { ContentDialog } from '../features/content';
import { FUTURE_DEFAULT_TAB, FUTURE_SECTIONS } from '../features/future';
import { useLang } from '../lib/localized';

function FutureDevelopmentDialog({ opened, onClose, tab, onTabChange }: FutureDevelopmentDialogProps) {
  const { t } = useLang();
  return (
    <ContentDialog opened={opened} onClose={onClose} title={t('future.title')}>
      <SectionTabs sections={FUTURE_SECTIONS} defaultTab={FUTURE_DEFAULT_TAB} tab={tab} onTabChange={onTabChange} label={t('future.tabs')} />
    </ContentDialog>
  );
}
export default withSelfProviders(FutureDevelopmentDialog, 'FutureDevelopmentDialog', NAMESPACE);
