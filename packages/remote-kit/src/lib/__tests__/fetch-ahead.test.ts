// The one rule for fetching ahead (fetch-ahead.ts): never with data saver or on a connection rated
// slower than 4G; steps run one per idle period after the page's load.
import { connectionAllowsFetchAhead, fetchAheadWhenIdle, LARGE_FETCH_AHEAD_MIN_DOWNLINK_MBPS } from '../fetch-ahead';

const setConnection = (connection: { saveData?: boolean; effectiveType?: string; downlink?: number } | undefined) =>
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  setConnection(undefined);
});

test('fetching ahead is allowed on 4G or an unreported connection, never with data saver or slower than 4G', () => {
  expect(connectionAllowsFetchAhead({})).toBe(true);
  expect(connectionAllowsFetchAhead(undefined)).toBe(true);
  expect(connectionAllowsFetchAhead({ connection: { saveData: false, effectiveType: '4g' } })).toBe(true);
  expect(connectionAllowsFetchAhead({ connection: { saveData: true, effectiveType: '4g' } })).toBe(false);
  expect(connectionAllowsFetchAhead({ connection: { saveData: true } })).toBe(false);
  for (const slow of ['3g', '2g', 'slow-2g']) expect(connectionAllowsFetchAhead({ connection: { effectiveType: slow } })).toBe(false);
});

test('something large asks for a downlink of 5 Mbps: a slow 4G phone (1.6 Mbps) fetches it only when asked; small fetches ahead do not ask', () => {
  const min = LARGE_FETCH_AHEAD_MIN_DOWNLINK_MBPS;
  expect(connectionAllowsFetchAhead({ connection: { effectiveType: '4g', downlink: 1.6 } }, min)).toBe(false);
  expect(connectionAllowsFetchAhead({ connection: { effectiveType: '4g', downlink: 4.95 } }, min)).toBe(false);
  expect(connectionAllowsFetchAhead({ connection: { effectiveType: '4g', downlink: 5 } }, min)).toBe(true);
  expect(connectionAllowsFetchAhead({ connection: { effectiveType: '4g' } }, min)).toBe(true);
  expect(connectionAllowsFetchAhead({ connection: { effectiveType: '4g', downlink: 1.6 } })).toBe(true);
  setConnection({ effectiveType: '4g', downlink: 1.6 });
  const large = jest.fn();
  const small = jest.fn();
  fetchAheadWhenIdle([large], { minDownlinkMbps: min });
  fetchAheadWhenIdle([small]);
  jest.advanceTimersByTime(10_000);
  expect(large).not.toHaveBeenCalled();
  expect(small).toHaveBeenCalledTimes(1);
});

test('after load, the steps run one per idle period, and stop when cancelled', () => {
  const steps = [jest.fn(), jest.fn(), jest.fn()];
  const cancel = fetchAheadWhenIdle(steps);
  expect(steps[0]).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2_000);
  expect(steps[0]).toHaveBeenCalledTimes(1);
  expect(steps[1]).not.toHaveBeenCalled();
  jest.advanceTimersByTime(2_000);
  expect(steps[1]).toHaveBeenCalledTimes(1);
  cancel();
  jest.advanceTimersByTime(10_000);
  expect(steps[2]).not.toHaveBeenCalled();
});

test.each([{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }])('nothing runs on a connection that does not allow it (%o)', (connection) => {
  setConnection(connection);
  const step = jest.fn();
  fetchAheadWhenIdle([step]);
  jest.advanceTimersByTime(60_000);
  expect(step).not.toHaveBeenCalled();
});
