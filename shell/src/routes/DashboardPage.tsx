import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaseLayer, formatView, formatYear, parseBaseLayer, parseItemId, parseView, parseYear } from '@forest-city/contracts';
import { RemoteSlot } from '../federation/RemoteSlot';
import { useModuleCatalog } from '../federation/module-catalog';
import { MissingModule } from '../federation/MissingModule';
import { useRuntimeConfig } from '../lib/runtime-config-context';
import { DialogHost } from '../features/dialogs';
import { RegionBoundary } from '../lib/errors';
import type { InfrastructureMapProps, BaseLayer, MapView } from '@forest-city/contracts';
import { useLayoutContext } from '../app/layout';
import { URL_PARAMS, useUrlState } from '../url-state/url-state';

/**
 * The dashboard's centre: the map remote, plus whichever dialog the URL opens. The map is
 * controlled: its view, base layer, open item and year live in the URL (?view=, ?base=, ?item=, ?year=), and the
 * map reports the visitor's changes. Opening an item pushes (Back closes it); the rest replaces.
 */
export function DashboardPage() {
  const { t } = useTranslation('common');
  const config = useRuntimeConfig();
  // The map is whichever module a remote publishes as kind "map" (federation/module-catalog.ts).
  const catalog = useModuleCatalog();
  const { activeLayers, setLayers, searchText } = useLayoutContext();
  const { params, replace, open, close } = useUrlState();
  const viewParam = params.get(URL_PARAMS.view);
  const view = useMemo(() => parseView(viewParam), [viewParam]);
  const base = parseBaseLayer(params.get(URL_PARAMS.base));
  const selectedItemId = parseItemId(params.get(URL_PARAMS.item));
  // An invalid year is ignored like any invalid parameter: the map shows today.
  const year = parseYear(params.get(URL_PARAMS.year));
  const onViewChange = useCallback((next: MapView) => replace({ [URL_PARAMS.view]: formatView(next) }), [replace]);
  const onBaseChange = useCallback((next: BaseLayer) => replace({ [URL_PARAMS.base]: formatBaseLayer(next) }), [replace]);
  // The year slider and Play replace the entry, as the view and base layer do (Back never replays them).
  const onYearChange = useCallback((next: number | null) => replace({ [URL_PARAMS.year]: formatYear(next) }), [replace]);
  const onSelectItem = useCallback((id: string | null) => (id ? open('item', { [URL_PARAMS.item]: id }) : close('item', { [URL_PARAMS.item]: null })), [open, close]);
  const apiBase = config?.apiBase ?? '/api';
  const tiles = config?.tiles;
  // The same object while nothing the map takes changed: a dialog opened or a tab chosen (the
  // URL changes) leaves the map unrendered (RemoteSlot is memoized).
  const mapProps = useMemo<InfrastructureMapProps>(
    () => ({
      activeLayers,
      onActiveLayersChange: setLayers,
      searchText,
      apiBase,
      tiles,
      view,
      onViewChange,
      base,
      onBaseChange,
      selectedItemId,
      onSelectItem,
      year,
      onYearChange,
    }),
    [activeLayers, setLayers, searchText, apiBase, tiles, view, onViewChange, base, onBaseChange, selectedItemId, onSelectItem, year, onYearChange],
  );
  return (
    <>
      <RegionBoundary region="map">
        {catalog.map ? (
          <RemoteSlot<InfrastructureMapProps> remote={catalog.map.remote} module={catalog.map.name} section={t('sections.map')} afterFirstPaint props={mapProps} />
        ) : (
          <MissingModule section={t('sections.map')} catalog={catalog} />
        )}
      </RegionBoundary>
      <RegionBoundary region="dialog">
        <DialogHost />
      </RegionBoundary>
    </>
  );
}
