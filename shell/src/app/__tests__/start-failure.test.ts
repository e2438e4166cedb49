// When the shell cannot start, the page says so in its language with a way out (app/start-failure.ts).
import { START_TEXTS_ID } from '@forest-city/contracts/prerender';
import en from '../../../locales/en/common.json';
import zh from '../../../locales/zh/common.json';
import ms from '../../../locales/ms/common.json';
import { START_FAILURE_ID, showStartFailure, startLanguage } from '../start-failure';

const TEXTS = { en: en.start, ms: ms.start, zh: zh.start };

function page({ prerenderedLang, texts = true }: { prerenderedLang?: string; texts?: boolean } = {}) {
  document.head.innerHTML = texts ? `<script id="${START_TEXTS_ID}" type="application/json">${JSON.stringify(TEXTS)}</script>` : '';
  document.body.innerHTML = `<div id="root"${prerenderedLang ? ` data-prerendered-lang="${prerenderedLang}"` : ''}><h1>Forest City</h1><span class="mantine-Loader-root"></span>Loading…</div>`;
}

const setLanguages = (languages: string[]) => Object.defineProperty(navigator, 'languages', { value: languages, configurable: true });

beforeEach(() => {
  localStorage.clear();
  setLanguages(['en-US']);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

test.each([
  ['zh', zh.start],
  ['ms', ms.start],
  ['en', en.start],
])('a prerendered page in %s: an alert in that language, whose button reloads', (lang, texts) => {
  page({ prerenderedLang: lang });
  const reload = jest.fn();
  showStartFailure(new Error('Loading chunk src_app_App_tsx failed.'), document, reload);
  const alert = document.getElementById(START_FAILURE_ID)!;
  expect(alert.getAttribute('role')).toBe('alert');
  expect(alert.lang).toBe(lang);
  expect(alert.querySelector('p')!.textContent).toBe(texts.failed);
  const button = alert.querySelector('button')!;
  expect(button.textContent).toBe(texts.reload);
  // The page's content stays; its spinners stop being shown (they would turn for ever).
  expect(document.querySelector('#root h1')!.textContent).toBe('Forest City');
  expect(document.querySelector<HTMLElement>('#root .mantine-Loader-root')!.style.visibility).toBe('hidden');
  button.click();
  expect(reload).toHaveBeenCalledTimes(1);
  expect(console.error).toHaveBeenCalledWith('[start] the dashboard could not start', expect.any(Error));
});

test("a bare page: the visitor's stored choice, else the browser's first language the product offers, else English", () => {
  page();
  setLanguages(['fr-FR', 'ms-MY', 'zh-CN']);
  expect(startLanguage()).toBe('ms');
  localStorage.setItem('i18nextLng', 'zh');
  expect(startLanguage()).toBe('zh');
  localStorage.clear();
  setLanguages(['fr-FR', 'de']);
  expect(startLanguage()).toBe('en');
});

test('shown once, however many times the start fails', () => {
  page({ prerenderedLang: 'en' });
  showStartFailure(new Error('one'), document, jest.fn());
  showStartFailure(new Error('two'), document, jest.fn());
  expect(document.querySelectorAll(`#${START_FAILURE_ID}`)).toHaveLength(1);
});

test('a page without the texts still offers the way out', () => {
  page({ prerenderedLang: 'zh', texts: false });
  const reload = jest.fn();
  showStartFailure(new Error('x'), document, reload);
  document.querySelector<HTMLButtonElement>(`#${START_FAILURE_ID} button`)!.click();
  expect(reload).toHaveBeenCalled();
});
