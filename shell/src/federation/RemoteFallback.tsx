import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function RemoteLoading({ section }: { section: string }) {
  const { t } = useTranslation('common');
  return (
    <Center p="xl" role="status" aria-live="polite" h="100%">
      <Group gap="sm">
        <Loader size="sm" />
        <Text>{t('remote.loading', { section })}</Text>
      </Group>
    </Center>
  );
}

interface RemoteFallbackProps {
  /** Translated name of the section. */
  section: string;
  error: unknown;
  /** "load": the remote could not be fetched (Retry loads it again); "render": it threw while rendering (Retry reloads the page). */
  reason: 'load' | 'render';
  onRetry: () => void;
}

export function RemoteFallback({ section, error, reason, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center p="xl" h="100%">
      <Alert color="red" variant="light" title={t('remote.unavailableTitle', { section })} role="alert" maw={520} data-testid="remote-fallback" data-reason={reason}>
        <Stack gap="sm">
          <Text size="sm">{t(reason === 'load' ? 'remote.unavailableBody' : 'remote.failedBody')}</Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-word' }}>
            {detail}
          </Text>
          <Group>
            <Button onClick={onRetry} variant="filled" color="red">
              {t('remote.retry')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Center>
  );
}
