// A partner's element and the dashboard say the same thing when a module cannot load. The element
// keeps its own copy of the texts (packages/remote-kit/src/elements/fallback.ts: the remote's locale
// files may be what failed); the dashboard's section fallback reads the shell's locales
// (remote.fallback). The element's sentence is the dashboard's up to its "; the rest of the
// dashboard still works", which a partner's page has no use for.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@forest-city/contracts';
import { fallbackText } from '../../../packages/remote-kit/src/elements/fallback';

const shell = (lang: string) => JSON.parse(readFileSync(path.resolve(__dirname, `../../../shell/locales/${lang}/common.json`), 'utf8')).remote;
const STOP: Record<string, string> = { en: '.', zh: '。', ms: '.' };

test.each(LANGUAGES.map((l) => [l]))('%s: the element says what the dashboard says, without the dashboard clause', (lang) => {
  const element = fallbackText(lang);
  const dashboard = shell(lang);
  for (const reason of ['unreachable', 'timeout', 'incompatible'] as const) {
    const first = (dashboard.fallback[reason] as string).split(/[;；]/)[0]!;
    expect([reason, element[reason]]).toEqual([reason, first + STOP[lang]]);
  }
  // A module that threw: the dashboard's first sentence (its Retry reloads the page; an element's mounts the module again).
  expect(element.failed.startsWith((dashboard.failedBody as string).split(/[.。]/)[0]! + STOP[lang])).toBe(true);
  expect(element.retry).toBe(dashboard.retry);
  expect(element.loading).toBe((dashboard.loading as string).replace(/\s?\{\{section\}\}/, ''));
});
