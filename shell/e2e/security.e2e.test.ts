// Security of what the product serves: every page (the shell's routes, its 404 page, each
// remote's standalone page) carries the security headers and an ENFORCED Content-Security-Policy;
// the pages apply their styles under it; and script injected inline does not run. That no page
// of any test breaks the policy is the harness's check after every test (tools/e2e/browser.ts,
// `policyViolations`): every dialog, tab, language and base layer the other tests reach.
import { createHash } from 'node:crypto';
import type { Page } from 'playwright-core';
import { baseUrl, systemUrls, useTestPage, startMap } from '../../tools/e2e/browser';

const t = useTestPage({ timeout: 60_000 });

const REMOTE_DIRS = ['mfe-map', 'mfe-hydrology', 'mfe-stormwater', 'mfe-report'];

/** directive name -> sources */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((d) => {
      const [name, ...sources] = d.trim().split(/\s+/);
      return [name!, sources];
    }),
  );
}

/** The page's answer, its headers checked; returns the policy and the body. */
async function fetchPage(url: string, status = 200) {
  const res = await fetch(url);
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(res.headers.get('permissions-policy')).toContain('camera=()');
  expect(res.headers.get('content-security-policy-report-only')).toBeNull();
  const policy = res.headers.get('content-security-policy');
  expect(policy).toBeTruthy();
  const d = directives(policy!);
  const body = await res.text();
  // Nothing inline runs as script, nothing is evaluated, scripts only from named origins.
  expect(d['script-src']![0]).toBe("'self'");
  for (const [name, sources] of Object.entries(d))
    for (const source of name === 'style-src-attr' ? [] : sources) {
      expect(source).not.toMatch(/^'(unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval|strict-dynamic)'$/);
      expect(source).not.toBe('*');
    }
  // A prerendered page's style attributes: exactly the values in this answer, each by its hash,
  // never 'unsafe-inline' (docs/deploying.md "Content-Security-Policy").
  const attributeValues = [
    ...new Set(
      [...body.matchAll(/\sstyle="([^"]*)"/g)].map((m) =>
        m[1]!
          .replace(/&quot;/g, '"')
          .replace(/&#x27;/g, "'")
          .replace(/&amp;/g, '&'),
      ),
    ),
  ];
  const hashes = attributeValues.map((v) => `'sha256-${createHash('sha256').update(v).digest('base64')}'`);
  if (hashes.length) expect(d['style-src-attr']!.sort()).toEqual(["'unsafe-hashes'", ...hashes].sort());
  else expect(d['style-src-attr']).toBeUndefined();
  expect(d['default-src']).toEqual(["'self'"]);
  expect(d['object-src']).toEqual(["'none'"]);
  expect(d['frame-ancestors']).toEqual(["'none'"]);
  expect(d['base-uri']).toEqual(["'self'"]);
  expect(d['form-action']).toEqual(["'self'"]);
  // Inline styles only with this response's nonce, which the page carries for Mantine.
  const nonce = /<meta property="csp-nonce" nonce="([A-Za-z0-9+/=]+)">/.exec(body)?.[1];
  expect(nonce).toBeTruthy();
  expect(d['style-src']).toContain(`'nonce-${nonce}'`);
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { policy: policy!, d, body, nonce: nonce! };
}

test('every page carries the security headers and an enforced policy with a fresh style nonce', async () => {
  const urls = systemUrls();
  const shellPages = [
    { path: '/', status: 200 },
    { path: '/forest-city-report', status: 200 },
    { path: '/no/such/page', status: 404 },
    { path: '/index.html', status: 200 },
  ];
  for (const { path, status } of shellPages) {
    const { d } = await fetchPage(`${baseUrl()}${path}`, status);
    // The shell's page may load each remote, and nothing else.
    for (const dir of REMOTE_DIRS) expect(d['script-src']).toContain(urls[dir]);
    expect(d['script-src']).toHaveLength(1 + REMOTE_DIRS.length);
    expect(d['img-src']).toContain('https://tiles.test');
    expect(d['connect-src']).toContain('https://tiles.test');
  }
  const first = await fetchPage(`${baseUrl()}/`);
  const second = await fetchPage(`${baseUrl()}/`);
  expect(second.nonce).not.toBe(first.nonce);

  for (const dir of REMOTE_DIRS) {
    const { d } = await fetchPage(`${urls[dir]}/`);
    // A standalone page loads only itself; the map's page calls the configured API directly.
    expect(d['script-src']).toEqual(["'self'"]);
    expect(d['connect-src']).toEqual(expect.arrayContaining(["'self'", urls['api-mock']!, 'https://tiles.test']));
    await fetchPage(`${urls[dir]}/?api=${encodeURIComponent(`${urls['api-mock']}/api`)}`);
  }
});

test("the remotes' static server keeps CORS, ETags and revalidation for files, and 404s plainly", async () => {
  const urls = systemUrls();
  for (const dir of REMOTE_DIRS) {
    for (const file of ['/mf-manifest.json', '/remoteEntry.js', `/locales/en/${dir.slice(4)}.json`]) {
      const res = await fetch(`${urls[dir]}${file}`, { headers: { Origin: 'http://partner.example' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      const etag = res.headers.get('etag');
      expect(etag).toBeTruthy();
      await res.arrayBuffer();
      const again = await fetch(`${urls[dir]}${file}`, { headers: { 'If-None-Match': etag! } });
      expect(again.status).toBe(304);
      expect(again.headers.get('access-control-allow-origin')).toBe('*');
    }
    const missing = await fetch(`${urls[dir]}/no-such-file.js`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-security-policy')).toBeTruthy();
  }
});

test("the API reference page keeps the API's own, stricter policy through the shell", async () => {
  const res = await fetch(`${baseUrl()}/api/docs`);
  expect(res.status).toBe(200);
  expect(directives(res.headers.get('content-security-policy')!)['default-src']).toEqual(["'none'"]);
});

/** Records what the policy refuses, as the page's own \`securitypolicyviolation\` events say it, from the next navigation on. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      w.__cspViolations.push(`${e.effectiveDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Mantine's <style> elements carry the page's nonce (else their CSS would be refused). */
async function expectStylesApplied(page: Page) {
  const state = await page.evaluate(() => {
    const nonce = document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce;
    const styles = [...document.querySelectorAll('style')];
    return {
      nonce,
      styles: styles.length,
      withNonce: styles.filter((s) => s.nonce === nonce).length,
      bodyColor: getComputedStyle(document.body).getPropertyValue('--mantine-color-body').trim(),
    };
  });
  expect(state.nonce).toBeTruthy();
  expect(state.styles).toBeGreaterThan(0);
  expect(state.withNonce).toBe(state.styles);
  expect(state.bodyColor).not.toBe('');
}

// The browser flows below are long on a shared 2-core machine: generous jest timeouts, no timing assertion.
const LONG = 240_000;

test(
  "the composed page, the report page and the 404 page apply Mantine's styles under the policy",
  async () => {
    await t.page.goto(baseUrl());
    await t.page.locator('[data-testid="infrastructure-map"][data-data-state="ready"]').waitFor();
    await expectStylesApplied(t.page);

    await t.page.goto(`${baseUrl()}/forest-city-report`);
    await t.page.locator('[data-remote="report"][data-module="ReportPage"]').getByRole('heading').first().waitFor();
    await expectStylesApplied(t.page);

    await t.page.goto(`${baseUrl()}/no/such/page`);
    await t.page.getByRole('heading', { name: /404/ }).waitFor();
    await expectStylesApplied(t.page);
  },
  LONG,
);

test.each(REMOTE_DIRS)(
  'the standalone page of %s applies its styles under its policy',
  async (dir) => {
    const urls = systemUrls();
    const api = encodeURIComponent(`${urls['api-mock']}/api`);
    await t.page.goto(`${urls[dir]}/?api=${api}&tiles=${encodeURIComponent('https://tiles.test')}`);
    await t.page.waitForFunction(() => (document.getElementById('root')?.innerText.trim().length ?? 0) > 20);
    await t.page.waitForFunction(() => getComputedStyle(document.body).getPropertyValue('--mantine-color-body').trim() !== '');
    if (dir === 'mfe-map') {
      await startMap(t.page);
      await t.page.waitForFunction(() => {
        const el = document.querySelector<HTMLElement>('[data-testid="infrastructure-map"]');
        return el?.dataset.mapReady === 'true' && Number(el.dataset.markersDrawn) > 0;
      });
      expect(t.tiles.length).toBeGreaterThan(0);
    }
    await t.page.waitForLoadState('networkidle');
    await expectStylesApplied(t.page);
  },
  LONG,
);

test('script injected into the page does not run: inline <script>, event handler attributes, javascript: URLs, eval', async () => {
  const violations = await watchPolicy(t.page);
  const dialogs: string[] = [];
  t.page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await t.page.goto(baseUrl());
  await t.page.getByRole('heading', { name: 'Forest City Infrastructure' }).waitFor();
  const outcome = await t.page.evaluate(async () => {
    const w = window as unknown as Record<string, unknown>;
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "inline script"; alert("inline script")';
    document.head.appendChild(script);
    const holder = document.createElement('div');
    holder.innerHTML = '<img src="data:," onerror="window.__injected=\'onerror\'"><svg onload="window.__injected=\'onload\'"></svg>';
    document.body.appendChild(holder);
    const link = document.createElement('a');
    link.href = 'javascript:window.__injected="javascript: URL"';
    document.body.appendChild(link);
    link.click();
    // Code evaluated from a string (DevTools' own evaluation is exempt, so this runs from a timer).
    let evalError = '';
    await new Promise<void>((resolve) =>
      setTimeout(() => {
        try {
          (0, eval)('window.__injected = "eval"');
        } catch (err) {
          evalError = (err as Error).name;
        }
        resolve();
      }, 0),
    );
    (setTimeout as unknown as (code: string, ms: number) => void)('window.__injected = "string timer"', 0);
    await new Promise((r) => setTimeout(r, 500));
    return { injected: w.__injected ?? null, evalError };
  });
  expect(outcome).toEqual({ injected: null, evalError: 'EvalError' });
  expect(dialogs).toEqual([]);
  // The browser did refuse them (so the test sees the policy, not a page that ignored the code).
  const refused = await violations();
  expect(refused.some((v) => v.startsWith('script-src-elem blocked inline'))).toBe(true);
  expect(refused.some((v) => v.startsWith('script-src-attr blocked inline'))).toBe(true);
  expect(refused.some((v) => v.startsWith('script-src blocked eval'))).toBe(true);
  // The harness heard them too (its check after every test reads the console): they are this test's own.
  expect(t.policyViolations.length).toBeGreaterThanOrEqual(3);
  t.policyViolations.length = 0;
});
