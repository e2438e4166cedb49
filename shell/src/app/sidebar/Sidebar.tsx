// The left sidebar (spec: Screens and routes): navigation (small screens), then the map's controls (layer
// switches and the system health monitor, in view on arrival at 1440x900), project-information buttons,
// external links and overview cards.
import { forwardRef, memo } from 'react';
import { Box, Button, Divider, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '@forest-city/api-contract';
import { useDialogPreload } from '../../features/dialogs';
import { moduleLabel, useModuleCatalog } from '../../federation/module-catalog';
import { useInfrastructureItems, useSystemMetrics } from '../../lib/api';
import { OverviewCards } from '../../features/overview';
import { LayerPanel } from '../../features/layers';
import { ExternalLinks } from '../../features/links';
import { SystemHealthMonitor } from '../../features/health';
import { NavigationLinks } from '../../features/navigation';
import { DataStatus } from './DataStatus';
import { RegionBoundary } from '../../lib/errors';
import './sidebar.css';

interface SidebarProps {
  onOpenDialog: (id: string) => void;
  activeLayers: readonly ItemType[];
  onToggleLayer: (type: ItemType) => void;
  /** Called after a navigation link is followed (closes the drawer on small screens). */
  onNavigate?: () => void;
  /** Show the navigation links here (small screens, where the header has no room for them). */
  showNavigation: boolean;
}

export const Sidebar = memo(
  forwardRef<HTMLDivElement, SidebarProps>(function Sidebar({ onOpenDialog, activeLayers, onToggleLayer, onNavigate, showNavigation }, healthRef) {
    const { t, i18n } = useTranslation('common');
    const { dialogs } = useModuleCatalog();
    const language = i18n.resolvedLanguage ?? i18n.language;
    const items = useInfrastructureItems();
    const metrics = useSystemMetrics();
    const preload = useDialogPreload();
    const error = (items.error ?? metrics.error) as Error | null;
    const retry = () => {
      if (items.isError) void items.refetch();
      if (metrics.isError) void metrics.refetch();
    };
    return (
      // The browser's own scrolling: Mantine's ScrollArea is shared on demand (shared-surface.mjs), and
      // the gutter keeps the content from shifting when the scrollbar appears.
      <Box h="100%" style={{ overflowY: 'auto', scrollbarGutter: 'stable' }}>
        <Stack gap="lg" p="md">
          {showNavigation ? <NavigationLinks orientation="vertical" onNavigate={onNavigate} /> : null}
          {/* The map's controls first: the layer switches and the health monitor are in view on arrival (issue 18). */}
          <RegionBoundary region="layers">
            <LayerPanel activeLayers={activeLayers} onToggle={onToggleLayer} />
          </RegionBoundary>
          <RegionBoundary region="health">
            <SystemHealthMonitor ref={healthRef} />
          </RegionBoundary>
          <Divider />
          <RegionBoundary region="projectInfo">
            <Stack gap="xs" component="section" aria-labelledby="project-info-title">
              <Title order={2} size="h6" id="project-info-title">
                {t('sidebar.projectInfo')}
              </Title>
              {dialogs
                .filter((d) => d.sidebar)
                .map((d) => (
                  <Button
                    key={d.id}
                    variant="light"
                    justify="flex-start"
                    className="fc-dialog-button"
                    onClick={() => onOpenDialog(d.id)}
                    onPointerEnter={() => preload(d.id)}
                    onPointerDown={() => preload(d.id)}
                    onFocus={() => preload(d.id)}
                  >
                    {moduleLabel(d, language)}
                  </Button>
                ))}
            </Stack>
          </RegionBoundary>
          <Divider />
          <RegionBoundary region="links">
            <ExternalLinks />
          </RegionBoundary>
          <Divider />
          <RegionBoundary region="overview">
            <DataStatus loading={items.isPending || metrics.isPending} error={error} onRetry={retry} retrying={items.isFetching || metrics.isFetching} />
            {!error && !metrics.isPending ? <OverviewCards metrics={metrics.data} /> : null}
          </RegionBoundary>
        </Stack>
      </Box>
    );
  }),
);
