// The WebGL canvas failed: its code did not arrive, or the browser cannot draw it. Retry tries again
// in place; the rest of the map stays usable.
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../contract';

/**
 * The canvas's code did not arrive (network, server) as opposed to a browser that cannot draw it: a
 * classic chunk's ChunkLoadError, or an ES-module chunk's failed `import()` (the remotes' production
 * chunks; Chromium, Firefox and Safari word it differently).
 */
const LOAD_FAILED = /loading (css )?chunk .* failed|failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed/i;
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && (error.name === 'ChunkLoadError' || LOAD_FAILED.test(error.message));
}

export function CanvasError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Paper p="md" withBorder style={{ position: 'absolute', zIndex: 3, top: '30%', left: 16, right: 16, marginInline: 'auto', maxWidth: 420 }} role="alert">
      <Stack align="center" gap={6}>
        <Text size="sm">{t(isChunkLoadError(error) ? 'state.canvasLoadError' : 'state.canvasError')}</Text>
        <Button size="compact-sm" onClick={onRetry}>
          {t('state.retry')}
        </Button>
      </Stack>
    </Paper>
  );
}
