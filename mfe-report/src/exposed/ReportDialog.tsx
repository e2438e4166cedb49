import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type ReportDialogProps } from '../contract';
import { ContentDialog } from '../features/content';
import { AnalyticalReport } from '../app/AnalyticalReport';
import { useLang } from '../lib/localized';

function ReportDialog({ opened, onClose, tab, onTabChange }: ReportDialogProps) {
  const { t } = useLang();
  return (
    <ContentDialog
      opened={opened}
      onClose={onClose}
      title={t('report.title')}
      size={1000}
      actions={
        <Anchor component={Link} to={tab ? `/forest-city-report?tab=${encodeURIComponent(tab)}` : '/forest-city-report'} size="sm" mr="auto">
          {t('report.openPage')}
        </Anchor>
      }
    >
      <div className="fc-report">
        <AnalyticalReport tab={tab} onTabChange={onTabChange} />
      </div>
    </ContentDialog>
  );
}
export default withSelfProviders(ReportDialog, 'ReportDialog', NAMESPACE);
