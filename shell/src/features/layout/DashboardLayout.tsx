// The dashboard frame: header, left sidebar, and the routed centre. It paints before any
// remote arrives; remotes fill their slots when they load.
import { useCallback, useMemo, useState } from 'react';
import { AppShell, Burger, Group, Stack, Text, Title, Button } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ItemType } from 'api-mock/contract';
import { LayoutContext, type LayoutState } from './layout-context';
import { DIALOGS } from '../dialogs/dialog-registry';
import { useDialogState } from '../dialogs/use-dialog-state';

export const INITIAL_LAYERS: ItemType[] = ['water', 'drainage'];

export function DashboardLayout() {
  const { t } = useTranslation('common');
  const [mobileOpen, { toggle: toggleMobile }] = useDisclosure(false);
  const [desktopOpen, { toggle: toggleDesktop }] = useDisclosure(true);
  const [activeLayers, setActiveLayers] = useState<ItemType[]>(INITIAL_LAYERS);
  const [searchText, setSearchText] = useState('');
  const { open } = useDialogState();

  const toggleLayer = useCallback(
    (type: ItemType) => setActiveLayers((prev) => (prev.includes(type) ? prev.filter((x) => x !== type) : [...prev, type])),
    [],
  );
  const layout = useMemo<LayoutState>(
    () => ({ activeLayers, toggleLayer, searchText, setSearchText }),
    [activeLayers, toggleLayer, searchText],
  );

  return (
    <LayoutContext.Provider value={layout}>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
        padding={0}
      >
        <AppShell.Header>
          <Group h="100%" px="md" gap="sm" wrap="nowrap">
            <Burger opened={mobileOpen} onClick={toggleMobile} hiddenFrom="sm" size="sm" aria-label={t('header.toggleMenu')} />
            <Burger opened={desktopOpen} onClick={toggleDesktop} visibleFrom="sm" size="sm" aria-label={t('header.toggleMenu')} />
            <div>
              <Title order={1} size="h4" lh={1.1}>
                {t('header.title')}
              </Title>
              <Text size="xs" c="dimmed">
                {t('header.subtitle')}
              </Text>
            </div>
          </Group>
        </AppShell.Header>
        <AppShell.Navbar p="md" component="nav" aria-label={t('sidebar.label')}>
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {t('sidebar.projectInfo')}
            </Text>
            {DIALOGS.map((d) => (
              <Button key={d.id} variant="light" justify="flex-start" onClick={() => open(d.id)}>
                {t(d.labelKey)}
              </Button>
            ))}
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </LayoutContext.Provider>
  );
}
