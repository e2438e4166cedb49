// The Content-Security-Policy is built in one place from the runtime configuration the page
// gets: these tests pin what it allows, and that nothing inline runs as script.
export {};

const load = () => import('../csp.mjs');
const loadConfig = () => import('../runtime-config.mjs');

const REMOTES = [
  { key: 'map', port: 3001 },
  { key: 'report', port: 3004 },
];

/** directive name -> sources */
function parse(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

async function shellPolicy(env: Record<string, string> = {}, nonce?: string) {
  const { contentSecurityPolicy } = await load();
  const { buildRuntimeConfig } = await loadConfig();
  return parse(contentSecurityPolicy(buildRuntimeConfig({ remotes: REMOTES }, env), { styleNonce: nonce }));
}

test('scripts come only from the page origin and each configured remote: nothing inline, no eval', async () => {
  const p = await shellPolicy({ REMOTE_MAP_URL: 'https://cdn.example.org/mfe-map/1.4.0/mf-manifest.json' });
  expect(p['script-src']).toEqual(["'self'", 'https://cdn.example.org', 'http://localhost:3004']);
  const all = Object.values(p).flat();
  expect(all).not.toContain("'unsafe-inline'");
  expect(all).not.toContain("'unsafe-eval'");
  expect(all).not.toContain('*');
  expect(p['default-src']).toEqual(["'self'"]);
});

test('inline styles only with the page nonce; remote stylesheets by origin', async () => {
  const p = await shellPolicy({}, 'abc123==');
  expect(p['style-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3004', "'nonce-abc123=='"]);
  const noNonce = await shellPolicy();
  expect(noNonce['style-src']).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3004']);
});

test("a prerendered page's style attributes are allowed by their exact hashes, nothing else inline", async () => {
  const { contentSecurityPolicy } = await load();
  const p = parse(contentSecurityPolicy({}, { styleNonce: 'abc==', styleAttributeHashes: ["'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='"] }));
  expect(p['style-src-attr']).toEqual(["'unsafe-hashes'", "'sha256-8f935d27GvUutRyY9yWScUMiFUk4WTdZURISiYfPOeQ='"]);
  expect(Object.values(p).flat()).not.toContain("'unsafe-inline'");
  // A page without prerendered HTML allows no style attribute at all (style-src governs them).
  expect(parse(contentSecurityPolicy({}, { styleNonce: 'abc==' }))['style-src-attr']).toBeUndefined();
});

test('tiles from TILE_*_URL are allowed for images and fetches; the defaults are the public servers', async () => {
  const p = await shellPolicy({ TILE_STREET_URL: 'https://tiles.local:8443/{z}/{x}/{y}.png' });
  expect(p['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://tiles.local:8443', 'https://server.arcgisonline.com']));
  expect(p['connect-src']).toEqual(expect.arrayContaining(['https://tiles.local:8443', 'https://server.arcgisonline.com']));
  expect(p['connect-src']).not.toContain('https://tile.openstreetmap.org');
  // Each origin once, however many tile layers share it.
  expect(p['connect-src']!.filter((s) => s === 'https://server.arcgisonline.com')).toHaveLength(1);
});

test('remote manifests and locales may be fetched; the same-origin API needs nothing more', async () => {
  const p = await shellPolicy();
  expect(p['connect-src']!.slice(0, 3)).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:3004']);
});

test('an API on another origin (a standalone page) is allowed for fetches only', async () => {
  const { contentSecurityPolicy } = await load();
  const p = parse(contentSecurityPolicy({ remotes: {}, tiles: {}, apiBase: 'http://api.example.org:8090/api' }));
  expect(p['connect-src']).toEqual(["'self'", 'http://api.example.org:8090']);
  expect(p['script-src']).toEqual(["'self'"]);
  expect(p['img-src']).toEqual(["'self'", 'data:', 'blob:']);
});

test('maplibre worker: same origin, a blob: stub, or imported from a remote', async () => {
  const p = await shellPolicy();
  expect(p['worker-src']).toEqual(["'self'", 'blob:', 'http://localhost:3001', 'http://localhost:3004']);
});

test('no plugins, frames, foreign base URLs or form targets', async () => {
  const p = await shellPolicy();
  expect(p['object-src']).toEqual(["'none'"]);
  expect(p['frame-src']).toEqual(["'none'"]);
  expect(p['frame-ancestors']).toEqual(["'none'"]);
  expect(p['base-uri']).toEqual(["'self'"]);
  expect(p['form-action']).toEqual(["'self'"]);
});

test('originOf: relative URLs are same origin, tile host placeholders become a leftmost wildcard', async () => {
  const { originOf } = await load();
  expect(originOf('/api')).toBeNull();
  expect(originOf('HTTPS://Tiles.Example.org/a/{z}/{x}/{y}.png')).toBe('https://tiles.example.org');
  expect(originOf('https://{s}.tile.example.org/{z}/{x}/{y}.png')).toBe('https://*.tile.example.org');
  expect(() => originOf('https://tiles.{s}.example.org/{z}.png')).toThrow(/Content-Security-Policy/);
});

test('withStyleNonce puts the nonce first in <head>; newNonce is fresh base64', async () => {
  const { withStyleNonce, newNonce } = await load();
  const html = '<!doctype html><html><head><title>x</title></head><body></body></html>';
  expect(withStyleNonce(html, 'n0nce+/=')).toBe('<!doctype html><html><head><meta property="csp-nonce" nonce="n0nce+/="><title>x</title></head><body></body></html>');
  expect(() => withStyleNonce(html, '"><script>')).toThrow();
  const a = newNonce();
  expect(a).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  expect(newNonce()).not.toBe(a);
});
