// A phone's dialog starts loading before the tap that opens it (issue 52): opening the sidebar
// reads the dialog remotes' manifests (a few KB) but fetches none of their code (on slow 4G the
// other dialogs' code would compete with the one tapped); a finger pressed on a sidebar entry
// starts that dialog's code.
import type { BrowserContext } from 'playwright-core';
import { PHONE_USER_AGENT, baseUrl, systemUrls, useTestPage } from '../../tools/e2e/browser';
import { DIALOG_BUTTONS } from '../../tools/e2e/dialogs';

const t = useTestPage({ page: { viewport: { width: 412, height: 823 }, touch: true, userAgent: PHONE_USER_AGENT } });

/** Requests for the dialog remotes' code (their entries and chunks), by remote directory. */
function recordDialogCode(context: BrowserContext): Record<string, string[]> {
  const origins = Object.fromEntries(['mfe-hydrology', 'mfe-stormwater', 'mfe-report'].map((dir) => [new URL(systemUrls()[dir]!).origin, dir]));
  const seen: Record<string, string[]> = {};
  context.on('request', (request) => {
    const url = new URL(request.url());
    const dir = origins[url.origin];
    if (dir && /\.(js|json)$/.test(url.pathname) && !url.pathname.includes('/locales/')) (seen[dir] ??= []).push(url.pathname);
  });
  return seen;
}

/** Waits until `check` holds (the requests are recorded in Node, not in the page). */
async function until(check: () => boolean, timeout = 20_000) {
  const end = Date.now() + timeout;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Opens `/`, waits until it is quiet, then records from the sidebar's opening on. */
async function openSidebar() {
  await t.page.goto(baseUrl());
  await t.page.waitForLoadState('networkidle');
  const seen = recordDialogCode(t.context);
  await t.page.getByRole('button', { name: 'Toggle sidebar' }).tap();
  await t.page.getByRole('button', { name: DIALOG_BUTTONS[0]!.button }).waitFor({ state: 'visible' });
  return seen;
}

test("opening the sidebar reads the dialog remotes' manifests and fetches none of their code; a finger pressed on an entry starts that dialog's", async () => {
  const seen = await openSidebar();
  await t.page.waitForTimeout(3_000);
  expect(seen).toEqual({ 'mfe-hydrology': ['/mf-manifest.json'], 'mfe-stormwater': ['/mf-manifest.json'], 'mfe-report': ['/mf-manifest.json'] });
  // A press, not yet a click: the entry's remote is asked for its module.
  const entry = DIALOG_BUTTONS.find((d) => d.id === 'stormwater')!;
  await t.page.getByRole('button', { name: entry.button }).dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await until(() => (seen['mfe-stormwater'] ?? []).some((f) => f.startsWith('/__federation_expose_')));
  // That remote's code, its manifest not read again; the other remotes' code untouched.
  expect(seen['mfe-stormwater']!.filter((f) => f === '/mf-manifest.json')).toHaveLength(1);
  expect(seen['mfe-hydrology']).toEqual(['/mf-manifest.json']);
  expect(seen['mfe-report']).toEqual(['/mf-manifest.json']);
  expect(new URL(t.page.url()).searchParams.get('dialog')).toBeNull();
});
