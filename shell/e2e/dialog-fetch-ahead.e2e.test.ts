// A phone's dialog starts loading before the tap that opens it (issue 52): opening the sidebar
// reads the dialog remotes' manifests and fetches every entry's dialog; with data saver on it
// fetches none of their code, and a finger pressed on an entry starts that dialog's.
import type { BrowserContext } from 'playwright-core';
import { PHONE_USER_AGENT, baseUrl, emulateConnection, systemUrls, useTestPage } from '../../tools/e2e/browser';
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

test("opening the sidebar reads the dialog remotes' manifests and fetches every entry's dialog", async () => {
  const seen = await openSidebar();
  const exposed = () => Object.values(seen).flatMap((files) => files.filter((f) => f.startsWith('/__federation_expose_')));
  const wanted = DIALOG_BUTTONS.map((d) => `/__federation_expose_${d.module}.`);
  await until(() => wanted.every((w) => exposed().some((f) => f.startsWith(w))));
  // Each remote's manifest once; each entry's module once; no dialog opened.
  for (const files of Object.values(seen)) expect(files.filter((f) => f === '/mf-manifest.json')).toHaveLength(1);
  expect(wanted.map((w) => exposed().filter((f) => f.startsWith(w)).length)).toEqual(wanted.map(() => 1));
  expect(new URL(t.page.url()).searchParams.get('dialog')).toBeNull();
});

test("with data saver on, opening the sidebar fetches nothing of the dialogs; a finger pressed on an entry starts that dialog's", async () => {
  await emulateConnection(t.context, { saveData: true });
  const seen = await openSidebar();
  await t.page.waitForTimeout(3_000);
  expect(seen).toEqual({});
  // A press, not yet a click: the entry's remote is asked for its module.
  const entry = DIALOG_BUTTONS.find((d) => d.id === 'stormwater')!;
  await t.page.getByRole('button', { name: entry.button }).dispatchEvent('pointerdown', { pointerType: 'touch', isPrimary: true });
  await until(() => (seen['mfe-stormwater'] ?? []).some((f) => f.startsWith('/__federation_expose_')));
  // That remote's manifest and code; the other remotes untouched.
  expect(seen['mfe-stormwater']!.filter((f) => f === '/mf-manifest.json')).toHaveLength(1);
  expect(seen['mfe-hydrology']).toBeUndefined();
  expect(seen['mfe-report']).toBeUndefined();
  expect(new URL(t.page.url()).searchParams.get('dialog')).toBeNull();
});
