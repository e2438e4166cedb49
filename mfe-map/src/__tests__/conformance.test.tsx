// Every module of this remote's table (../../modules.mjs) against the module contract (@forest-city/remote-kit/testing):
// the map without WebGL (the canvas and the basemap are stubbed, the API answers three items).
import { screen, waitFor } from '@testing-library/react';
import type { InfrastructureItem } from '@forest-city/api-contract';
import { describeModuleConformance } from '@forest-city/remote-kit/testing';
import en from '../../locales/en/map.json';
import zh from '../../locales/zh/map.json';
import ms from '../../locales/ms/map.json';
import table from '../../modules.mjs';
import { NAMESPACE } from '../contract';

jest.mock('../lib/basemap/basemap-data', () => ({ ...jest.requireActual('../lib/basemap/basemap-data'), useBasemap: () => null }));
jest.mock('../features/map/lazy-map-canvas', () => ({ MAP_CODE_STEPS: [], preloadMapCode: () => undefined, LazyMapCanvas: () => <div data-testid="canvas-stub" /> }));

const item = (id: string, type: InfrastructureItem['type'], latitude: string, longitude: string): InfrastructureItem => ({
  id,
  name: id,
  type,
  latitude,
  longitude,
  description: 'A test item.',
  capacity: '1',
  technology: 'Test',
  location: 'Island 1',
  status: 'operational',
  lastMaintenance: '2026-09-14',
});
const ITEMS = [item('water-1', 'water', '1.3392', '103.5921'), item('drainage-1', 'drainage', '1.3355', '103.5935'), item('transport-1', 'transportation', '1.3452', '103.5958')];

beforeEach(() => {
  // jsdom has neither fetch nor Response: answer with the part of Response the map reads.
  globalThis.fetch = jest.fn(
    async () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: { get: () => null },
        text: async () => JSON.stringify(ITEMS),
        json: async () => ITEMS,
      }) as unknown as Response,
  ) as typeof fetch;
});

describeModuleConformance(table, {
  namespace: NAMESPACE,
  locales: { en, zh, ms },
  load: (name) => import(`../exposed/${name}`),
  ready: { InfrastructureMap: () => waitFor(() => expect(screen.getByTestId('infrastructure-map')).toHaveAttribute('data-data-state', 'ready')) },
});
