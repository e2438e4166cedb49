// The dashboard frame: header, left sidebar, settings panel and the routed centre. It paints
// before any remote arrives; remotes fill their slots when they load. State a visitor can link
// to lives in the URL: layers (?layers=), search (?q=), dialog and tab (?dialog=, ?tab=).
import { useCallback, useMemo, useRef } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LayoutContext, type LayoutState } from './layout-context';
import { SkipLink } from './SkipLink';
import { useDialogState, useIdleDialogPreload } from '../dialogs';
import { useActiveLayers } from '../layers';
import { isSearchable } from '@forest-city/contracts';
import { Header } from '../header';
import { Sidebar } from '../sidebar';
import { SettingsPanel } from '../settings';
import { RegionBoundary } from '../errors';
import { OfflineNotice } from '../offline';
import { useChangeLanguage } from '../../i18n/use-change-language';
import { useRuntimeConfig } from '../../app/runtime-config-context';
import { useViewportQuery } from '../../app/hydration';
import { URL_PARAMS, useUrlState } from '../../url-state/url-state';

export const SEARCH_PARAM = URL_PARAMS.search;

/** The main region (the map): the skip link's target. */
const MAIN_ID = 'main-content';

/** "Contact Support" target: runtime configuration `links.support` (http(s) or mailto). */
function supportHref(links: Record<string, string> | undefined): string | null {
  const url = links?.support;
  return url && /^(https?:|mailto:)/i.test(url) ? url : null;
}

export function DashboardLayout() {
  const { t } = useTranslation('common');
  const config = useRuntimeConfig();
  const isSmall = useViewportQuery('(max-width: 47.99em)', true, false);
  const isWide = useViewportQuery('(min-width: 75em)', false, true);
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  const [settingsOpen, settings] = useDisclosure(false);
  const { activeLayers, toggle, set: setLayers } = useActiveLayers();
  useIdleDialogPreload();
  const { params, replace } = useUrlState();
  const { open } = useDialogState();
  const healthRef = useRef<HTMLDivElement>(null);

  const q = params.get(SEARCH_PARAM) ?? '';
  const setSearch = useCallback((text: string) => replace({ [SEARCH_PARAM]: text || null }), [replace]);

  const changeLanguage = useChangeLanguage();

  const showHealth = useCallback(() => {
    settings.close();
    if (isSmall) mobile.open();
    else desktop.open();
    // After the drawer closes and the sidebar opens, bring the monitor into view and focus it.
    setTimeout(() => {
      healthRef.current?.scrollIntoView({ block: 'center' });
      healthRef.current?.focus({ preventScroll: true });
    }, 350);
  }, [desktop, isSmall, mobile, settings]);

  const trimmed = q.trim();
  const layout = useMemo<LayoutState>(
    () => ({ activeLayers, toggleLayer: toggle, setLayers, searchText: isSearchable(trimmed) ? trimmed : '' }),
    [activeLayers, toggle, setLayers, trimmed],
  );

  const navbarOpened = isSmall ? mobileOpen : desktopOpen;
  return (
    <LayoutContext.Provider value={layout}>
      <SkipLink target={MAIN_ID} label={t('header.skipToMap')} />
      <AppShell header={{ height: 64 }} navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }} padding={0}>
        <AppShell.Header>
          <RegionBoundary region="header">
            <Header
              navbarOpened={navbarOpened}
              onToggleNavbar={isSmall ? mobile.toggle : desktop.toggle}
              settingsOpened={settingsOpen}
              onToggleSettings={settings.toggle}
              searchText={q}
              onSearch={setSearch}
              onLanguage={(lng) => void changeLanguage(lng)}
              isSmall={isSmall}
              showNavigation={isWide}
            />
          </RegionBoundary>
        </AppShell.Header>
        {/* A collapsed sidebar is hidden, not just moved off screen, so keyboard focus skips it. */}
        <AppShell.Navbar component="nav" aria-label={t('sidebar.label')} id="sidebar" style={navbarOpened ? undefined : { visibility: 'hidden' }}>
          <RegionBoundary region="sidebar">
            <Sidebar
              ref={healthRef}
              onOpenDialog={(id) => {
                if (isSmall) mobile.close();
                open(id);
              }}
              activeLayers={activeLayers}
              onToggleLayer={toggle}
              onNavigate={mobile.close}
              showNavigation={!isWide}
            />
          </RegionBoundary>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
          <OfflineNotice />
          <RegionBoundary region="page">
            <Outlet />
          </RegionBoundary>
        </AppShell.Main>
      </AppShell>
      <RegionBoundary region="settings" onDismiss={settings.close}>
        <SettingsPanel
          opened={settingsOpen}
          onClose={settings.close}
          onLanguage={(lng) => void changeLanguage(lng)}
          onShowHealth={showHealth}
          supportUrl={supportHref(config?.links)}
        />
      </RegionBoundary>
    </LayoutContext.Provider>
  );
}
