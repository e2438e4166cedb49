// What the visitor sees when the shell cannot start: a chunk of its own code that does not arrive
// (a dropped connection on a phone, a deployment that replaced the files between the page and its
// scripts), or an error before the first render. Without it the bare page stayed blank and a
// prerendered page looked ready but answered nothing.
//
// Nothing here may depend on what failed to load: no React, no Mantine, no i18next. The texts come
// from the page itself, a data block the shell's build writes into index.html with the `start`
// texts of every language's common.json (rspack.config.mjs); the styles are set through the CSSOM, which the page's
// policy allows (it allows no inline `style` attribute it has not hashed), with Mantine's theme
// variables, which the page's own stylesheets define.
import { LANGUAGES, toLang } from '@forest-city/contracts';
import { START_TEXTS_ID, firstSupportedLanguage } from '@forest-city/contracts/prerender';
import { LANGUAGE_STORAGE_KEY } from '../i18n/i18n';

export const START_FAILURE_ID = 'fc-start-failed';

interface StartTexts {
  failed: string;
  reload: string;
}

/** The page's start texts by language (null only if the page is not the shell's index.html). */
function readStartTexts(doc: Document): Record<string, StartTexts> | null {
  try {
    const value: unknown = JSON.parse(doc.getElementById(START_TEXTS_ID)?.textContent ?? 'null');
    return typeof value === 'object' && value !== null ? (value as Record<string, StartTexts>) : null;
  } catch {
    return null;
  }
}

/** The page's language as i18next would choose it: the server's (a prerendered page), the visitor's stored choice, the browser's. */
export function startLanguage(doc: Document = document): string {
  const prerendered = doc.getElementById('root')?.dataset.prerenderedLang;
  if (prerendered) return toLang(prerendered);
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // storage refused (private mode, policy): the browser's languages decide
  }
  if (stored) return toLang(stored);
  return firstSupportedLanguage(navigator.languages ?? [navigator.language], LANGUAGES) ?? 'en';
}

/** Shows, once, at the bottom of the screen, that the dashboard could not start, with a button that reloads it. */
export function showStartFailure(error: unknown, doc: Document = document, reload: () => void = () => location.reload()): void {
  console.error('[start] the dashboard could not start', error);
  if (doc.getElementById(START_FAILURE_ID)) return;
  const all = readStartTexts(doc);
  const lang = startLanguage(doc);
  const texts = all?.[lang] ?? all?.en;
  const box = doc.createElement('div');
  box.id = START_FAILURE_ID;
  box.setAttribute('role', 'alert');
  box.lang = lang;
  const message = doc.createElement('p');
  message.textContent = texts?.failed ?? '';
  const button = doc.createElement('button');
  button.type = 'button';
  button.textContent = texts?.reload ?? '↻';
  button.addEventListener('click', () => reload());
  // At the bottom, over the content rather than the header (fixed at the top): thumb's reach on a phone.
  Object.assign(box.style, {
    position: 'fixed',
    left: '0',
    right: '0',
    bottom: '0',
    zIndex: '1000',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: '12px',
    padding: '12px 16px calc(12px + env(safe-area-inset-bottom, 0px))',
    backgroundColor: 'var(--mantine-color-body, #fff)',
    backgroundImage: 'linear-gradient(var(--mantine-color-red-light, #fff5f5), var(--mantine-color-red-light, #fff5f5))',
    color: 'var(--mantine-color-text, #000)',
    borderTop: '1px solid var(--mantine-color-red-outline, #e03131)',
    boxShadow: 'var(--mantine-shadow-md, 0 -2px 8px rgba(0, 0, 0, 0.15))',
    fontFamily: 'var(--mantine-font-family, system-ui, sans-serif)',
  });
  Object.assign(message.style, { margin: '0', flex: '1 1 16em' });
  Object.assign(button.style, {
    font: 'inherit',
    fontWeight: '600',
    padding: '6px 14px',
    borderRadius: '4px',
    border: '1px solid currentColor',
    background: 'var(--mantine-color-body, #fff)',
    color: 'inherit',
    cursor: 'pointer',
  });
  box.append(message, button);
  doc.body.append(box);
  // The server's "loading" spinners would turn for ever: hidden (their text stays, under the alert's explanation).
  for (const spinner of doc.querySelectorAll<HTMLElement>('#root .mantine-Loader-root')) spinner.style.visibility = 'hidden';
}
