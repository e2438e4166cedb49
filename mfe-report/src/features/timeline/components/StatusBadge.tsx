import { Badge } from '@mantine/core';
import { useLang } from '../../../lib/localized';
import { isTimelineStatus, statusColour } from '../status-colour';

export function StatusBadge({ status }: { status: string }) {
  const { t } = useLang();
  return (
    <Badge color={statusColour(status)} variant="filled" data-status={status} size="sm">
      {isTimelineStatus(status) ? t(`status.${status}`) : t('status.unknown')}
    </Badge>
  );
}
