import { DEFAULT_TILES, resolveTiles } from '../default-tiles';
import { parseBasemap } from '../../../lib/basemap';
import { HYBRID_OVERLAY_OPACITY, attributionsFor, buildMapStyle, maxZoomFor } from '../map-style';

const tiles = resolveTiles({
  street: { url: 'https://tiles.test/street/{z}/{x}/{y}.png', maxZoom: 19, attribution: '© OpenStreetMap contributors' },
  satellite: { url: 'https://tiles.test/satellite/{z}/{y}/{x}.png', maxZoom: 18, attribution: 'Tiles © Esri' },
  reference: { url: 'https://tiles.test/reference/{z}/{y}/{x}.png', maxZoom: 18, attribution: 'Transportation reference © Esri' },
  terrain: { url: 'https://tiles.test/terrain/{z}/{y}/{x}.png', maxZoom: 19, attribution: 'Topo © Esri' },
});

const RING = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 0],
];

const rasterUrls = (style: ReturnType<typeof buildMapStyle>) => Object.values(style.sources).map((s) => ('tiles' in s ? s.tiles?.[0] : undefined));

describe('base layer styles', () => {
  test('each base layer draws its own tile template', () => {
    expect(rasterUrls(buildMapStyle('street', tiles))).toEqual(['https://tiles.test/street/{z}/{x}/{y}.png']);
    expect(rasterUrls(buildMapStyle('satellite', tiles))).toEqual(['https://tiles.test/satellite/{z}/{y}/{x}.png']);
    expect(rasterUrls(buildMapStyle('terrain', tiles))).toEqual(['https://tiles.test/terrain/{z}/{y}/{x}.png']);
    expect(rasterUrls(buildMapStyle('hybrid', tiles))).toEqual(['https://tiles.test/satellite/{z}/{y}/{x}.png', 'https://tiles.test/reference/{z}/{y}/{x}.png']);
  });

  test('hybrid puts the reference overlay on top at opacity 0.7', () => {
    expect(HYBRID_OVERLAY_OPACITY).toBe(0.7);
    const layers = buildMapStyle('hybrid', tiles).layers;
    const last = layers[layers.length - 1]!;
    expect(last.id).toBe('reference-tiles');
    expect((last as { paint: Record<string, unknown> }).paint['raster-opacity']).toBe(0.7);
  });

  test('tile max zoom is 19 for street and terrain, 18 for satellite and hybrid', () => {
    expect(maxZoomFor('street', DEFAULT_TILES)).toBe(19);
    expect(maxZoomFor('terrain', DEFAULT_TILES)).toBe(19);
    expect(maxZoomFor('satellite', DEFAULT_TILES)).toBe(18);
    expect(maxZoomFor('hybrid', DEFAULT_TILES)).toBe(18);
  });

  test("the map's own basemap is drawn under the raster tiles, in the page's colour scheme", () => {
    const basemap = parseBasemap({
      type: 'FeatureCollection',
      bbox: [0, 0, 1, 1],
      features: [
        { type: 'Feature', properties: { kind: 'sea' }, geometry: { type: 'Polygon', coordinates: [RING] } },
        { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'Polygon', coordinates: [RING] } },
      ],
    });
    const light = buildMapStyle('hybrid', tiles, basemap, 'light');
    expect(light.sources.basemap).toEqual({ type: 'geojson', data: basemap.geojson });
    expect(light.layers.map((l) => l.id)).toEqual(['background', 'basemap-sea', 'basemap-land', 'basemap-coast', 'basemap-boundary', 'satellite-tiles', 'reference-tiles']);
    const dark = buildMapStyle('hybrid', tiles, basemap, 'dark');
    const fill = (style: typeof light, id: string) => (style.layers.find((l) => l.id === id) as unknown as { paint: Record<string, string> }).paint['fill-color'];
    expect(fill(dark, 'basemap-land')).not.toBe(fill(light, 'basemap-land'));
    expect(fill(dark, 'basemap-sea')).not.toBe(fill(light, 'basemap-sea'));
    // Before the basemap has loaded: the raster layers alone, as before.
    expect(buildMapStyle('street', tiles).layers.map((l) => l.id)).toEqual(['background', 'street-tiles']);
  });

  test('the style needs nothing from the internet but tiles: no glyphs, sprites or remote style', () => {
    const style = buildMapStyle('hybrid', tiles);
    expect(style.glyphs).toBeUndefined();
    expect(style.sprite).toBeUndefined();
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\/(?!tiles\.test\/)/);
  });

  test("attribution names the basemap's data first, then the providers shown; hybrid names both", () => {
    // The street tiles' credit is the basemap's own (OpenStreetMap): said once.
    expect(attributionsFor('street', tiles).map((a) => a.attribution)).toEqual(['© OpenStreetMap contributors']);
    expect(attributionsFor('hybrid', tiles).map((a) => a.attribution)).toEqual(['© OpenStreetMap contributors', 'Tiles © Esri', 'Transportation reference © Esri']);
    expect(attributionsFor('terrain', tiles).map((a) => a.attribution)).toEqual(['© OpenStreetMap contributors', 'Topo © Esri']);
    expect(attributionsFor('satellite', tiles)[0]!.attributionUrl).toBe('https://www.openstreetmap.org/copyright');
  });
});

describe('tile configuration', () => {
  test('without configuration the real public services are used, with their terms pages linked', () => {
    const resolved = resolveTiles(undefined);
    expect(resolved.street.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(resolved.street.attributionUrl).toBe('https://www.openstreetmap.org/copyright');
    expect(resolved.satellite.url).toContain('World_Imagery');
    expect(resolved.reference.url).toContain('World_Transportation');
    expect(resolved.terrain.url).toContain('World_Topo_Map');
  });

  test("a self-hosted template gets no link to the public provider's page", () => {
    expect(tiles.street.attributionUrl).toBeUndefined();
  });

  test('the public provider keeps its link when the configuration gives only url, zoom and text', () => {
    const { attributionUrl: _omit, ...street } = DEFAULT_TILES.street;
    expect(resolveTiles({ street }).street.attributionUrl).toBe('https://www.openstreetmap.org/copyright');
  });
});
