// The standalone page's own stand-in for the shell: layer switches, a search box and a language
// choice around the map, and the map's view, base layer and open item, kept in the same URL
// parameters the shell uses (layers, q, view, base, item, year) with the same codec, so the remote's
// team (and its tests) can drive every prop without the shell. As in the shell, opening an item
// pushes an entry (Back closes it) and everything else replaces.
import { useCallback, useMemo } from 'react';
import { Chip, Group, SegmentedControl, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ItemType } from '@forest-city/api-contract';
import { formatBaseLayer, formatView, formatYear, parseBaseLayer, parseItemId, parseView, parseYear, type BaseLayer, type MapView } from '@forest-city/contracts';
import { NAMESPACE, type TileConfig } from '../contract';
import { tileServer } from '../features/map';
import InfrastructureMap from '../exposed/InfrastructureMap';
import { ITEM_TYPES, isItemType } from '../lib/markers';

/** `?api=<base url>` points the standalone page at an API elsewhere (default: /api on this origin). */
export function apiBaseFromLocation(search: string): string {
  const api = new URLSearchParams(search).get('api');
  if (!api) return '/api';
  try {
    const url = new URL(api, window.location.href);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href.replace(/\/+$/, '') : '/api';
  } catch {
    return '/api';
  }
}

/** `?tiles=<base url>`: every base layer from one self-hosted tile server (tileServer, features/map). */
export function tilesFromLocation(search: string): TileConfig | undefined {
  const raw = new URLSearchParams(search).get('tiles');
  return raw ? tileServer(raw, window.location.href) : undefined;
}

const STANDALONE_TILES = tilesFromLocation(window.location.search);

/** This page's history state on an entry that opening an item pushed, so closing it goes Back. */
interface OpenedItem {
  openedItem?: boolean;
}

/**
 * The page's URL state. Writes start from the address bar as it is now, not from the last render:
 * the map can report a move after Back moved the browser and before React rendered it, and that
 * must not bring back the item Back closed.
 */
export function useStandaloneUrl() {
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const write = useCallback(
    (key: string, value: string | null, push = false) => {
      const current = new URLSearchParams(window.location.search);
      const next = new URLSearchParams(current);
      if (value === null) next.delete(key);
      else next.set(key, value);
      if (next.toString() === current.toString()) return;
      const state = (window.history.state as { usr?: OpenedItem | null } | null)?.usr ?? null;
      navigate(
        { pathname: location.pathname, search: next.size ? `?${next}` : '' },
        { replace: !push, state: push ? ({ openedItem: true } satisfies OpenedItem) : state, preventScrollReset: true },
      );
    },
    [navigate, location.pathname],
  );
  const selectItem = useCallback(
    (id: string | null) => {
      const state = (window.history.state as { usr?: OpenedItem | null } | null)?.usr ?? null;
      if (id) write('item', id, !state?.openedItem);
      else if (state?.openedItem) navigate(-1);
      else write('item', null);
    },
    [write, navigate],
  );
  return { params, write, selectItem };
}

export function StandaloneApp() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const { params, write: update, selectItem } = useStandaloneUrl();
  const layersParam = params.get('layers');
  const activeLayers: ItemType[] = layersParam === null ? [...ITEM_TYPES] : layersParam.split(',').filter(isItemType);
  const q = params.get('q') ?? '';
  const viewParam = params.get('view');
  const view = useMemo(() => parseView(viewParam), [viewParam]);
  const onViewChange = useCallback((next: MapView) => update('view', formatView(next)), [update]);
  const onBaseChange = useCallback((next: BaseLayer) => update('base', formatBaseLayer(next)), [update]);
  const onYearChange = useCallback((next: number | null) => update('year', formatYear(next)), [update]);
  return (
    <div style={{ height: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Group component="header" p="xs" gap="sm" wrap="wrap" style={{ borderBottom: '1px solid #dee2e6' }}>
        <Title order={1} size="h4">
          {t('title')}
        </Title>
        <Chip.Group multiple value={activeLayers} onChange={(v) => update('layers', v.join(','))}>
          <Group gap={6} role="group" aria-label={t('standalone.layers')}>
            {ITEM_TYPES.map((type) => (
              <Chip key={type} value={type} size="xs">
                {t(`types.${type}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <TextInput size="xs" aria-label={t('standalone.search')} placeholder={t('standalone.search')} value={q} onChange={(e) => update('q', e.currentTarget.value || null)} />
        <SegmentedControl
          size="xs"
          aria-label={t('standalone.language')}
          value={(i18n.resolvedLanguage ?? 'en').slice(0, 2)}
          onChange={(lng) => void i18n.changeLanguage(lng)}
          data={[
            { value: 'en', label: 'English' },
            { value: 'zh', label: '中文' },
            { value: 'ms', label: 'Bahasa Melayu' },
          ]}
        />
      </Group>
      <main style={{ flex: 1, minHeight: 0, display: 'flex' }}>
        <InfrastructureMap
          activeLayers={activeLayers}
          onActiveLayersChange={(layers) => update('layers', layers.join(','))}
          searchText={q}
          apiBase={apiBaseFromLocation(window.location.search)}
          tiles={STANDALONE_TILES}
          view={view}
          onViewChange={onViewChange}
          base={parseBaseLayer(params.get('base'))}
          onBaseChange={onBaseChange}
          selectedItemId={parseItemId(params.get('item'))}
          onSelectItem={selectItem}
          year={parseYear(params.get('year'))}
          onYearChange={onYearChange}
        />
      </main>
    </div>
  );
}
