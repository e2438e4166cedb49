import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RemoteLoadError, type RemoteFailureReason } from './remote-errors';

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

/**
 * The visitor reads the section's name and a plain reason in their language; the technical detail
 * (the federation runtime's message, with URLs) is for support only: in the console (logged by the
 * federation plugin) and in a collapsed "details" here.
 */
export function RemoteFallback({ section, error, reason, onRetry }: RemoteFallbackProps) {
  const { t } = useTranslation('common');
  const detail = error instanceof Error ? error.message : String(error);
  const failure: RemoteFailureReason | undefined = error instanceof RemoteLoadError ? error.reason : undefined;
  const body = reason === 'render' ? t('remote.failedBody') : t(`remote.fallback.${failure ?? 'unreachable'}`);
  return (
    <Center p="xl" h="100%">
      <Alert
        color="red"
        variant="light"
        title={t('remote.unavailableTitle', { section })}
        role="alert"
        maw={520}
        data-testid="remote-fallback"
        data-reason={reason}
        data-failure={failure}
      >
        <Stack gap="sm">
          <Text size="sm">{body}</Text>
          <Group>
            <Button onClick={onRetry} variant="filled" color="red">
              {t('remote.retry')}
            </Button>
          </Group>
          <details>
            <Text component="summary" size="xs" c="dimmed" style={{ cursor: 'pointer' }}>
              {t('remote.fallback.details')}
            </Text>
            <Text size="xs" c="dimmed" dir="ltr" style={{ wordBreak: 'break-word' }} data-testid="remote-fallback-detail">
              {detail}
            </Text>
          </details>
        </Stack>
      </Alert>
    </Center>
  );
}
