// The map's URL parameters, as the shell writes them and a standalone page keeps them:
//   view = "lat,lon,zoom"  e.g. 1.33700,103.59370,15.00
//   base = street | satellite | hybrid | terrain (the default, street, is not written)
//   item = id of the item whose detail dialog is open
// Pure parse/format, so a shared link restores exactly what was shown and bad input is ignored.

export const BASE_LAYERS = ['street', 'satellite', 'hybrid', 'terrain'] as const;
export type BaseLayer = (typeof BASE_LAYERS)[number];
export const DEFAULT_BASE_LAYER: BaseLayer = 'street';

export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
}

/** Web Mercator's latitude limit, and the zoom range the map allows. */
const MAX_LAT = 85.0511;
export const MIN_ZOOM = 0;
export const MAX_ZOOM = 19;

export function parseView(value: string | null | undefined): MapView | null {
  if (!value) return null;
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 3 || parts.some((p) => !/^-?\d+(\.\d+)?$/.test(p))) return null;
  const [latitude, longitude, zoom] = parts.map(Number) as [number, number, number];
  if (Math.abs(latitude) > MAX_LAT || Math.abs(longitude) > 180 || zoom < MIN_ZOOM || zoom > MAX_ZOOM) return null;
  return { latitude, longitude, zoom };
}

/** 5 decimals of a degree is about 1 m: enough for a shared link to open the same view. */
export function formatView({ latitude, longitude, zoom }: MapView): string {
  const clean = (n: number, digits: number) => {
    const s = n.toFixed(digits);
    return /^-0\.0+$/.test(s) ? s.slice(1) : s;
  };
  return `${clean(latitude, 5)},${clean(longitude, 5)},${clean(zoom, 2)}`;
}

export function parseBaseLayer(value: string | null | undefined): BaseLayer {
  return (BASE_LAYERS as readonly string[]).includes(value ?? '') ? (value as BaseLayer) : DEFAULT_BASE_LAYER;
}

/** The `base` parameter's value: null (not written) for the default, so plain links stay short. */
export function formatBaseLayer(base: BaseLayer): string | null {
  return base === DEFAULT_BASE_LAYER ? null : base;
}

/** Item ids follow the API's pattern; anything else is not an item. */
export function parseItemId(value: string | null | undefined): string | null {
  return value && /^[a-z0-9-]{1,200}$/.test(value) ? value : null;
}
