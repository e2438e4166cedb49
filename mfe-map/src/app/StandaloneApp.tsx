// The standalone page's own stand-in for the shell: layer switches, a search box and a language
// choice around the map, kept in the same URL parameters the shell uses (layers, q), so the
// remote's team (and its tests) can drive every prop without the shell.
import { Chip, Group, SegmentedControl, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ItemType } from 'api-mock/contract';
import { NAMESPACE, type TileConfig } from '../contract';
import { DEFAULT_TILES } from '../features/map/default-tiles';
import InfrastructureMap from '../exposed/InfrastructureMap';
import { ITEM_TYPES, isItemType } from '../features/markers/marker-style';

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

/**
 * `?tiles=<base url>` serves every base layer from one self-hosted tile server laid out as
 * `<base>/street/{z}/{x}/{y}.png`, `<base>/{satellite,reference,terrain}/{z}/{y}/{x}.png` (the
 * layout of the shell's TILE_* test settings). Without it the public defaults are used.
 */
export function tilesFromLocation(search: string): TileConfig | undefined {
  const raw = new URLSearchParams(search).get('tiles');
  if (!raw) return undefined;
  let base: string;
  try {
    const url = new URL(raw, window.location.href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    base = url.href.replace(/\/+$/, '');
  } catch {
    return undefined;
  }
  // Same providers' data, so the same attribution texts; the link to the public service is dropped
  // (resolveTiles keeps it only for the provider's own host).
  const at = (slot: keyof TileConfig, path: string) => ({ url: `${base}/${slot}/${path}`, maxZoom: DEFAULT_TILES[slot].maxZoom, attribution: DEFAULT_TILES[slot].attribution });
  return {
    street: at('street', '{z}/{x}/{y}.png'),
    satellite: at('satellite', '{z}/{y}/{x}.png'),
    reference: at('reference', '{z}/{y}/{x}.png'),
    terrain: at('terrain', '{z}/{y}/{x}.png'),
  };
}

const STANDALONE_TILES = tilesFromLocation(window.location.search);

export function StandaloneApp() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const [params, setParams] = useSearchParams();
  const layersParam = params.get('layers');
  const activeLayers: ItemType[] = layersParam === null ? [...ITEM_TYPES] : layersParam.split(',').filter(isItemType);
  const q = params.get('q') ?? '';
  const update = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === null) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );
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
        <TextInput
          size="xs"
          aria-label={t('standalone.search')}
          placeholder={t('standalone.search')}
          value={q}
          onChange={(e) => update('q', e.currentTarget.value || null)}
        />
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
        <InfrastructureMap activeLayers={activeLayers} searchText={q} apiBase={apiBaseFromLocation(window.location.search)} tiles={STANDALONE_TILES} />
      </main>
    </div>
  );
}
