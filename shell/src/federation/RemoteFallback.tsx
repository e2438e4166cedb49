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

export function RemoteFallback({ section, error, onRetry }: { section: string; error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Center p="xl" h="100%">
      <Alert color="red" variant="light" title={t('remote.unavailableTitle', { section })} role="alert" maw={520} data-testid="remote-fallback">
        <Stack gap="sm">
          <Text size="sm">{t('remote.unavailableBody')}</Text>
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
