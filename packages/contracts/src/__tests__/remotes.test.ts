import { REMOTES, REMOTE_KEYS, remoteEnvVar, remoteInfo } from '..';

test('the remote table names each remote once, with its container and namespace', () => {
  expect(REMOTE_KEYS).toEqual(['map', 'hydrology', 'stormwater', 'report']);
  expect(new Set(REMOTES.map((r) => r.federationName)).size).toBe(REMOTES.length);
  expect(remoteInfo('report')).toMatchObject({ federationName: 'mfe_report', namespace: 'report' });
  expect(remoteEnvVar('map')).toBe('REMOTE_MAP_URL');
  expect(() => remoteInfo('nope' as 'map')).toThrow('unknown remote nope');
});
