// Loading and error state of the dashboard's data (items + metrics). Never an endless spinner:
// the queries do not retry (spec: Business constants), so a failure shows here with Retry at once,
// worded by whose fault it is (the visitor's input, the service, a timeout, an unreadable answer).
import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiErrorDetail } from '@forest-city/api-contract/error-detail';
import { apiErrorKey } from '../../lib/errors';

interface DataStatusProps {
  loading: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}

export function DataStatus({ loading, error, onRetry, retrying }: DataStatusProps) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <Alert color="red" variant="light" title={t('data.errorTitle')} role="alert" data-testid="data-error">
        <Stack gap="xs">
          <Text size="sm">{t(apiErrorKey(error))}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {apiErrorDetail(error.message)}
          </Text>
          <Group>
            <Button size="xs" color="red" onClick={onRetry} loading={retrying}>
              {t('errors.retry')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }
  if (loading) {
    return (
      <Group gap="sm" role="status" aria-live="polite" data-testid="data-loading" wrap="nowrap">
        <Loader size="sm" />
        <Text size="sm">{t('data.loading')}</Text>
      </Group>
    );
  }
  return null;
}
