import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { withSelfProviders } from '@forest-city/remote-kit';
import { NAMESPACE, type ReportDialogProps } from '../contract';
import { ContentDialog } from '../features/content';
import { memo } from 'react';
import { AnalyticalReport } from '../app/AnalyticalReport';
import { useLang } from '../lib/localized';

// Memoized: the host keeps the dialog mounted while closed, and opening it again changes only
// `opened`, so the content is not rendered again.
const KeptAnalyticalReport = memo(AnalyticalReport);

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
        <KeptAnalyticalReport tab={tab} onTabChange={onTabChange} />
      </div>
    </ContentDialog>
  );
}
export default withSelfProviders(ReportDialog, 'ReportDialog', NAMESPACE);
