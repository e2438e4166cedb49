// An error boundary around one region of the shell (header, sidebar parts, the map slot, dialogs,
// routes): a region that throws while rendering shows its translated message with Retry, and only
// it; the rest of the page keeps working. Retry renders the region again and resets the failed
// queries under it (TanStack Query's reset boundary), so a query that failed is fetched again.
import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { ErrorBoundary } from 'react-error-boundary';
import { useTranslation } from 'react-i18next';

export type RegionName = 'header' | 'sidebar' | 'projectInfo' | 'links' | 'overview' | 'layers' | 'health' | 'map' | 'dialog' | 'settings' | 'page';

function RegionFallback({ region, onRetry }: { region: RegionName; onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Alert color="red" variant="light" role="alert" title={t('errors.region.title', { section: t(`errors.regions.${region}`) })} data-testid={`region-error-${region}`} m={4}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('errors.region.body')}</Text>
        <Button size="xs" color="red" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}

export function RegionBoundary({ region, children }: { region: RegionName; children: ReactNode }) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary onReset={reset} fallbackRender={({ resetErrorBoundary }) => <RegionFallback region={region} onRetry={resetErrorBoundary} />}>
          {children}
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
