// An error boundary around one region of the shell (header, sidebar parts, the map slot, dialogs,
// routes): a region that throws while rendering shows its translated message with Retry, and only
// it; the rest of the page keeps working. Retry renders the region again and resets the failed
// queries under it (TanStack Query's reset boundary), so a query that failed is fetched again.
// A region with no place of its own on the page (the settings panel, which slides over it) gives
// `onDismiss`: its message then floats under the header, in view, with Close beside Retry.
import type { CSSProperties, ReactNode } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

export type RegionName = 'header' | 'sidebar' | 'projectInfo' | 'links' | 'overview' | 'layers' | 'health' | 'map' | 'dialog' | 'settings' | 'page';

const FLOATING: CSSProperties = {
  position: 'fixed',
  zIndex: 300,
  top: 'calc(var(--app-shell-header-height, 0px) + 8px)',
  insetInlineEnd: 8,
  width: 'min(360px, calc(100vw - 16px))',
  boxShadow: 'var(--mantine-shadow-md)',
};

function RegionFallback({ region, onRetry, onDismiss }: { region: RegionName; onRetry: () => void; onDismiss?: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert
      color="red"
      variant={onDismiss ? 'outline' : 'light'}
      bg={onDismiss ? 'var(--mantine-color-body)' : undefined}
      role="alert"
      title={t('errors.region.title', { section: t(`errors.regions.${region}`) })}
      data-testid={`region-error-${region}`}
      m={onDismiss ? undefined : 4}
      style={onDismiss ? FLOATING : undefined}
    >
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors.region.body')}</Text>
        <Group gap="xs">
          <Button size="xs" color="red" onClick={onRetry}>
            {t('errors.retry')}
          </Button>
          {onDismiss && (
            <Button size="xs" variant="default" onClick={onDismiss}>
              {t('labels.close')}
            </Button>
          )}
        </Group>
      </Stack>
    </Alert>
  );
}

export function RegionBoundary({ region, onDismiss, children }: { region: RegionName; onDismiss?: () => void; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          onReset={reset}
          fallbackRender={({ resetErrorBoundary }) => (
            <RegionFallback
              region={region}
              onRetry={resetErrorBoundary}
              onDismiss={
                onDismiss &&
                (() => {
                  // Closed first, so the region renders again with nothing to load.
                  onDismiss();
                  resetErrorBoundary();
                })
              }
            />
          )}
        >
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
