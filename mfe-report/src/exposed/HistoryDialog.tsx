import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type HistoryDialogProps } from '../contract';
import { SectionTabs } from '../app/SectionTabs';
import { ContentDialog } from '../features/content';
import { HISTORY_DEFAULT_TAB, HISTORY_SECTIONS } from '../features/history';
import { ShowYearContext } from '../features/timeline';
import { useLang } from '../lib/localized';

function HistoryDialog({ opened, onClose, tab, onTabChange, onShowYear }: HistoryDialogProps) {
  const { t } = useLang();
  const title = t('history.title');
  return (
    <ContentDialog opened={opened} onClose={onClose} title={title} fullScreen>
      {/* The timeline's events offer "Show <year> on the map" only when the host handles it. */}
      <ShowYearContext.Provider value={onShowYear}>
        <SectionTabs sections={HISTORY_SECTIONS} defaultTab={HISTORY_DEFAULT_TAB} tab={tab} onTabChange={onTabChange} label={t('history.tabs')} />
      </ShowYearContext.Provider>
    </ContentDialog>
  );
}
export default withSelfProviders(HistoryDialog, 'HistoryDialog', NAMESPACE);
