// The map's data state over the map: loading, an error with Retry, or why nothing is shown.
import { Button, Loader, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorDetail } from '@forest-city/api-contract/error-detail';
import { apiFailureKind } from '@forest-city/contracts';
import { NAMESPACE } from '../../contract';
import type { useInfrastructureItems } from './use-infrastructure-items';

export function StatusMessage({
  data,
  searchText,
  emptyYear = null,
}: {
  data: ReturnType<typeof useInfrastructureItems>;
  searchText: string;
  /** The year chosen, when nothing shown had been begun or planned by then. */
  emptyYear?: number | null;
}) {
  const { t } = useTranslation(NAMESPACE);
  let content: React.ReactNode = null;
  if (data.pending) {
    content = (
      <Stack align="center" gap={6}>
        <Loader size="sm" aria-hidden="true" />
        <Text size="sm">{t('state.loading')}</Text>
      </Stack>
    );
  } else if (data.error) {
    content = (
      <Stack align="center" gap={6}>
        <Text size="sm" fw={600}>
          {t('state.error')}
        </Text>
        {/* Whose fault it is (the visitor's input, the service, a timeout, an unreadable answer): never the map's code (D4). */}
        <Text size="sm">{t(`errors.${apiFailureKind(data.error)}`)}</Text>
        <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
          {apiErrorDetail(data.error.message)}
        </Text>
        <Button size="compact-sm" onClick={data.retry}>
          {t('state.retry')}
        </Button>
      </Stack>
    );
  } else if (data.empty) {
    content = <Text size="sm">{data.empty === 'noMatch' ? t('state.noMatch', { text: searchText.trim() }) : t(`state.${data.empty}`)}</Text>;
  } else if (emptyYear !== null) {
    content = <Text size="sm">{t('time.emptyYear', { year: emptyYear })}</Text>;
  }
  return (
    <div
      role="status"
      aria-live="polite"
      style={{ position: 'absolute', zIndex: 3, top: '45%', left: '50%', transform: 'translate(-50%, -50%)', pointerEvents: 'none', maxWidth: '80%' }}
    >
      {content && (
        <Paper shadow="md" p="md" radius="md" style={{ pointerEvents: 'auto', textAlign: 'center' }} data-testid="map-status">
          {content}
        </Paper>
      )}
    </div>
  );
}
