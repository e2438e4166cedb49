import { DEFAULT_LINKS, buildRuntimeConfig } from '../../../../server/runtime-config.mjs';
import { EXTERNAL_LINKS, safeHref } from '../external-links';

test('five links, each with a real https default in the runtime configuration', () => {
  expect(EXTERNAL_LINKS.map((l) => l.key)).toEqual(['school', 'rainfall', 'weather', 'stormwaterTool', 'expert']);
  for (const link of EXTERNAL_LINKS) expect(safeHref((DEFAULT_LINKS as Record<string, string>)[link.key])).toMatch(/^https:\/\//);
});

test('a LINK_*_URL variable overrides a default', () => {
  const cfg = buildRuntimeConfig({ remotes: [] }, { LINK_SCHOOL_URL: 'https://example.org/school' });
  expect(cfg.links.school).toBe('https://example.org/school');
  expect(cfg.links.rainfall).toBe(DEFAULT_LINKS.rainfall);
});

test('only http(s) targets become links', () => {
  expect(safeHref('javascript:alert(1)')).toBeNull();
  expect(safeHref('not a url')).toBeNull();
  expect(safeHref(undefined)).toBeNull();
  expect(safeHref('https://ns.com')).toBe('https://ns.com/');
});
