// The build drops maplibre's control icons from its stylesheet (mfe-map/build/strip-icon-rules.cjs):
// the rules with inline images go, every other rule stays, and @media blocks keep what they hold.
import { readFileSync } from 'node:fs';
import path from 'node:path';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { stripIconRules } = require('../../../../build/strip-icon-rules.cjs') as { stripIconRules: (css: string) => string };

test('rules with an inline image are dropped, the others kept, empty @media blocks removed', () => {
  const css = [
    '.a{position:absolute}',
    '.maplibregl-ctrl-zoom-in .maplibregl-ctrl-icon{background-image:url("data:image/svg+xml;charset=utf-8,%3Csvg%3E")}',
    "@media(forced-colors:active){.b{color:red}.c .maplibregl-ctrl-icon{background-image:url('data:image/svg+xml;x')}}",
    '@media(prefers-color-scheme:dark){.d{background-image:url(data:image/png;base64,AAA)}}',
    '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
    '.e{background:url(/tiles/x.png)}',
  ].join('');
  expect(stripIconRules(css)).toBe(
    [
      '.a{position:absolute}',
      '@media(forced-colors:active){.b{color:red}}',
      '@keyframes spin{0%{transform:rotate(0)}to{transform:rotate(1turn)}}',
      '.e{background:url(/tiles/x.png)}',
    ].join('\n'),
  );
});

test("on maplibre's real stylesheet: no inline image left, the map's own rules intact, balanced braces", () => {
  const css = readFileSync(path.join(path.dirname(require.resolve('maplibre-gl/package.json')), 'dist', 'maplibre-gl.css'), 'utf8');
  const out = stripIconRules(css);
  expect(css).toMatch(/data:image\//);
  expect(out).not.toMatch(/data:image\//);
  for (const rule of ['.maplibregl-map{', '.maplibregl-canvas{', '.maplibregl-ctrl-top-left{', '.maplibregl-boxzoom{']) expect(out).toContain(rule);
  expect(out.split('{').length).toBe(out.split('}').length);
  expect(out.length).toBeLessThan(css.length / 4);
});
