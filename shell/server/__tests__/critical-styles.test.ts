// A prerendered page carries, inline, the rules of its stylesheets that can match its HTML
// (server/critical-styles.mjs): Mantine's component rules are left out when the page has none of
// their classes; everything else is kept, in order.
import { mkdtempSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const load = () => import('../critical-styles.mjs');

const SHEET = [
  ':root{--x:1}',
  '*,:before{box-sizing:border-box}',
  '.m_11111111{color:red}',
  '.m_22222222{color:blue}',
  '.m_11111111 .m_22222222{margin:0}',
  '.m_33333333,.m_11111111:hover{padding:1px}',
  '.m_22222222:not(.m_33333333){border:0}',
  ':where(.m_44444444,.m_55555555) .m_22222222{outline:0}',
  '@media (min-width:48em){.m_22222222{color:green}.m_11111111{color:pink}}',
  '@media print{.m_22222222{display:none}}',
  '@keyframes spin{to{transform:rotate(1turn)}}',
  '/* a comment */.plain{font-weight:600}',
].join('');

test('keeps the rules that can match the page, and every rule that names no Mantine class', async () => {
  const { criticalSheet } = await load();
  const css = criticalSheet(SHEET).select(new Set(['m_11111111']));
  expect(css).toBe(
    [
      ':root{--x:1}',
      '*,:before{box-sizing:border-box}',
      '.m_11111111{color:red}',
      '.m_33333333,.m_11111111:hover{padding:1px}',
      ':where(.m_44444444,.m_55555555) .m_22222222{outline:0}',
      '@media (min-width:48em){.m_11111111{color:pink}}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '.plain{font-weight:600}',
    ].join(''),
  );
});

test('a class inside :not() is not needed for a rule to match; an at-rule left empty is dropped', async () => {
  const { criticalSheet } = await load();
  const css = criticalSheet(SHEET).select(new Set(['m_22222222']));
  expect(css).toContain('.m_22222222:not(.m_33333333){border:0}');
  // A selector list in :where() may match with any one of its classes: kept.
  expect(css).toContain(':where(.m_44444444,.m_55555555) .m_22222222{outline:0}');
  expect(css).toContain('@media (min-width:48em){.m_22222222{color:green}}');
  expect(css).toContain('@media print{.m_22222222{display:none}}');
  expect(css).not.toContain('m_11111111');
  expect(criticalSheet(SHEET).select(new Set())).not.toContain('@media');
});

test('the same set of classes gives the same text; the whole sheet when the page has them all', async () => {
  const { criticalSheet } = await load();
  const sheet = criticalSheet(SHEET);
  const all = new Set(['m_11111111', 'm_22222222', 'm_33333333', 'm_99999999']);
  expect(sheet.select(all)).toBe(SHEET.replace('/* a comment */', ''));
  expect(sheet.select(new Set(['m_11111111', 'm_99999999']))).toBe(sheet.select(new Set(['m_11111111'])));
});

describe('the page', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'critical-'));
    writeFileSync(path.join(dist, 'vendors.css'), SHEET);
    writeFileSync(path.join(dist, 'app.css'), '.fc-skip-link{position:fixed}.x::after{content:"</style><script>"}');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  test("each stylesheet link becomes its critical rules, in the same place, with the page's nonce", async () => {
    const { createCriticalStyles } = await load();
    const inline = createCriticalStyles({ dist, hrefs: ['/vendors.css', '/app.css'] });
    const html = inline(
      '<html><head><link rel="stylesheet" href="/vendors.css"><link rel="stylesheet" href="/app.css"><link rel="preload" href="/b.js" as="script"></head><body><p class="m_22222222">x</p></body></html>',
      'bm9uY2U=',
    );
    expect(html).not.toContain('rel="stylesheet"');
    const styles = [...html.matchAll(/<style data-fc-sheet="([^"]+)" nonce="bm9uY2U=">([\s\S]*?)<\/style>/g)].map((m) => [m[1], m[2]]);
    expect(styles.map(([href]) => href)).toEqual(['/vendors.css', '/app.css']);
    expect(styles[0]![1]).toContain('.m_22222222{color:blue}');
    expect(styles[0]![1]).not.toContain('m_11111111');
    // CSS cannot close its <style> element.
    expect(styles[1]![1]).toBe('.fc-skip-link{position:fixed}.x::after{content:"\\3c /style><script>"}');
    expect(html.indexOf('data-fc-sheet')).toBeLessThan(html.indexOf('/b.js'));
  });

  test('a page without the links (a bare page elsewhere) is left as it is', async () => {
    const { createCriticalStyles } = await load();
    const inline = createCriticalStyles({ dist, hrefs: ['/vendors.css'] });
    const page = '<html><head></head><body></body></html>';
    expect(inline(page, 'bm9uY2U=')).toBe(page);
  });
});
