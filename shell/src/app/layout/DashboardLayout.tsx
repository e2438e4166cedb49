// The dashboard frame: header, left sidebar, settings panel and the routed centre. It paints
// before any remote arrives; remotes fill their slots when they load. State a visitor can link
// to lives in the URL: layers (?layers=), search (?q=), dialog and tab (?dialog=, ?tab=).
import { memo, useCallback, useEffect, useMemo, useRef, type RefObject } from 'react';
import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ItemType } from '@forest-city/api-contract';
import { LayoutContext, type LayoutState } from './layout-context';
import { SkipLink } from './SkipLink';
import './app-shell.css';
import { useDrawerPreload, useDialogState, useIdleDialogPreload } from '../../features/dialogs';
import { useActiveLayers } from '../../features/layers';
import { isSearchable } from '@forest-city/contracts';
import { whenIdle } from '@forest-city/remote-kit';
import { Header } from '../../features/header';
import { Sidebar } from '../sidebar';
import { SettingsPanel, preloadSettingsPanel } from '../../features/settings';
import { NavigationLinks } from '../../features/navigation';
import { RegionBoundary } from '../../lib/errors';
import { OfflineNotice } from '../../features/offline';
import { useChangeLanguage } from '../../i18n/use-change-language';
import type { Language } from '../../i18n/i18n';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { useViewportQuery } from '../hydration';
import { URL_PARAMS, useUrlState } from '../../url-state/url-state';

/** One element for every render, so the memoised header does not render again for it. */
const NAVIGATION = <NavigationLinks />;

export const SEARCH_PARAM = URL_PARAMS.search;

/** The main region (the map): the skip link's target. */
const MAIN_ID = 'main-content';

/** "Contact Support" target: runtime configuration `links.support` (http(s) or mailto). */
function supportHref(links: Record<string, string> | undefined): string | null {
  const url = links?.support;
  return url && /^(https?:|mailto:)/i.test(url) ? url : null;
}

/**
 * The URL's part of the layout: the layers, the search and opening a dialog. It renders with every
 * change of address (a dialog opened, the map moved); the frame below renders only when what it is
 * given changed, so the header and the sidebar stay as they are.
 */
export function DashboardLayout() {
  const { activeLayers, toggle, set: setLayers } = useActiveLayers();
  const { params, replace } = useUrlState();
  const { open } = useDialogState();
  const dialogOpen = params.has(URL_PARAMS.dialog);
  // The phone drawer's close deferred behind a dialog (DashboardFrame): due at the latest when the dialog closes.
  const drawerCloseDue = useRef<(() => void) | null>(null);
  useEffect(() => {
    if (dialogOpen || !drawerCloseDue.current) return;
    const closeNow = drawerCloseDue.current;
    drawerCloseDue.current = null;
    closeNow();
  }, [dialogOpen]);
  const q = params.get(SEARCH_PARAM) ?? '';
  const setSearch = useCallback((text: string) => replace({ [SEARCH_PARAM]: text || null }), [replace]);
  const trimmed = q.trim();
  const layout = useMemo<LayoutState>(
    () => ({ activeLayers, toggleLayer: toggle, setLayers, searchText: isSearchable(trimmed) ? trimmed : '' }),
    [activeLayers, toggle, setLayers, trimmed],
  );
  return (
    <LayoutContext.Provider value={layout}>
      <DashboardFrame search={q} onSearch={setSearch} activeLayers={activeLayers} onToggleLayer={toggle} openDialog={open} drawerCloseDue={drawerCloseDue} />
    </LayoutContext.Provider>
  );
}

/**
 * The phone's sidebar drawer closes on Escape, like every other layer over the page, and focus goes
 * back to the button that opened it. An Escape a dialog or a popup inside handled is left to them.
 */
function useEscapeCloses(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || (event.target instanceof Element && event.target.closest('[role="dialog"], [role="menu"], [role="listbox"]'))) return;
      const inDrawer = document.activeElement instanceof Element && document.activeElement.closest('#sidebar');
      close();
      if (inDrawer || document.activeElement === document.body) document.querySelector<HTMLElement>('[aria-controls="sidebar"]')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);
}

interface FrameProps {
  search: string;
  onSearch: (text: string) => void;
  activeLayers: ItemType[];
  onToggleLayer: (type: ItemType) => void;
  openDialog: (id: string) => void;
  /** Where the frame leaves a drawer close it deferred, for the layout to run if the dialog closes first. */
  drawerCloseDue: RefObject<(() => void) | null>;
}

const DashboardFrame = memo(function DashboardFrame({ search, onSearch, activeLayers, onToggleLayer, openDialog, drawerCloseDue }: FrameProps) {
  const { t } = useTranslation('common');
  const config = useRuntimeConfig();
  const isSmall = useViewportQuery('(max-width: 47.99em)', true, false);
  const isWide = useViewportQuery('(min-width: 75em)', false, true);
  // Mantine's handlers each keep their identity; the object holding them is new on every render.
  const [mobileOpen, mobile] = useDisclosure(false);
  const [desktopOpen, desktop] = useDisclosure(true);
  const [settingsOpen, settings] = useDisclosure(false);
  const { open: openMobile, close: closeMobile } = mobile;
  const { open: openDesktop } = desktop;
  const { close: closeSettings } = settings;
  useIdleDialogPreload();
  // The phone's drawer holds the dialogs' entries: opening it starts what every dialog opens in, then the dialogs.
  useDrawerPreload(isSmall && mobileOpen);
  const healthRef = useRef<HTMLDivElement>(null);

  const changeLanguage = useChangeLanguage();
  const onLanguage = useCallback((lng: Language) => void changeLanguage(lng), [changeLanguage]);
  // On a phone the dialog covers the screen: the drawer it was opened from closes behind it once
  // the page is idle (after the dialog's first frame), not in the tap's own render, which closing
  // it there made about twice as long; if the dialog closes first, then (DashboardLayout).
  const onOpenDialog = useCallback(
    (id: string) => {
      openDialog(id);
      if (!isSmall) return;
      const cancel = whenIdle(() => {
        drawerCloseDue.current = null;
        closeMobile();
      });
      drawerCloseDue.current = () => {
        cancel();
        closeMobile();
      };
    },
    [isSmall, closeMobile, openDialog, drawerCloseDue],
  );

  const showHealth = useCallback(() => {
    closeSettings();
    if (isSmall) openMobile();
    else openDesktop();
    // After the drawer closes and the sidebar opens, bring the monitor into view and focus it.
    setTimeout(() => {
      healthRef.current?.scrollIntoView({ block: 'center' });
      healthRef.current?.focus({ preventScroll: true });
    }, 350);
  }, [closeSettings, isSmall, openMobile, openDesktop]);

  useEscapeCloses(isSmall && mobileOpen, closeMobile);

  const navbarOpened = isSmall ? mobileOpen : desktopOpen;
  return (
    <>
      <SkipLink target={MAIN_ID} label={t('header.skipToMap')} />
      {/* The sections' transitions (200 ms) are in app-shell.css, not in a value the whole page inherits. */}
      <AppShell header={{ height: 64 }} navbar={{ width: 300, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }} padding={0}>
        <AppShell.Header>
          <RegionBoundary region="header">
            <Header
              navbarOpened={navbarOpened}
              onToggleNavbar={isSmall ? mobile.toggle : desktop.toggle}
              settingsOpened={settingsOpen}
              onToggleSettings={settings.toggle}
              searchText={search}
              onSearch={onSearch}
              onLanguage={onLanguage}
              isSmall={isSmall}
              showNavigation={isWide}
              navigation={NAVIGATION}
              onSettingsIntent={preloadSettingsPanel}
            />
          </RegionBoundary>
        </AppShell.Header>
        {/* A collapsed sidebar is hidden, not just moved off screen, so keyboard focus skips it. */}
        <AppShell.Navbar component="nav" aria-label={t('sidebar.label')} id="sidebar" style={navbarOpened ? undefined : { visibility: 'hidden' }}>
          <RegionBoundary region="sidebar">
            <Sidebar ref={healthRef} onOpenDialog={onOpenDialog} activeLayers={activeLayers} onToggleLayer={onToggleLayer} onNavigate={closeMobile} showNavigation={!isWide} />
          </RegionBoundary>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1} h="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
          <OfflineNotice />
          <RegionBoundary region="page">
            <Outlet />
          </RegionBoundary>
        </AppShell.Main>
      </AppShell>
      <RegionBoundary region="settings" onDismiss={closeSettings}>
        <SettingsPanel opened={settingsOpen} onClose={closeSettings} onLanguage={onLanguage} onShowHealth={showHealth} supportUrl={supportHref(config?.links)} />
      </RegionBoundary>
    </>
  );
});
