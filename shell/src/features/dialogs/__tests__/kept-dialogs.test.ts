import { KEPT_DIALOGS, keptAfter, type KeptDialogs } from '../kept-dialogs';

const none: KeptDialogs = { lang: 'en', ids: [] };
const openInTurn = (ids: string[], from = none, lang = 'en') => ids.reduce((kept, id) => keptAfter(keptAfter(kept, id, lang), null, lang), from);

test('a dialog opened is kept, and stays kept once closed', () => {
  expect(keptAfter(none, 'history', 'en').ids).toEqual(['history']);
  expect(openInTurn(['history']).ids).toEqual(['history']);
});

test('nothing opened or the same dialog again: the same object (no render for it)', () => {
  const kept = keptAfter(none, 'history', 'en');
  expect(keptAfter(kept, 'history', 'en')).toBe(kept);
  expect(keptAfter(kept, null, 'en')).toBe(kept);
});

test('only the last few opened are kept, the least recently opened going first', () => {
  const ids = ['history', 'hydrology', 'monthly', 'stormwater', 'future'];
  expect(KEPT_DIALOGS).toBeLessThan(ids.length);
  expect(openInTurn(ids).ids).toEqual(ids.slice(-KEPT_DIALOGS));
  // Opened again, a dialog is the most recent: the next one opened pushes out another.
  const reopened = keptAfter(openInTurn(ids), ids.at(-KEPT_DIALOGS)!, 'en');
  expect(reopened.ids.at(-1)).toBe(ids.at(-KEPT_DIALOGS));
  expect(keptAfter(reopened, 'report', 'en').ids).toContain(ids.at(-KEPT_DIALOGS));
});

test('a change of language keeps only the open dialog', () => {
  const kept = openInTurn(['history', 'hydrology']);
  expect(keptAfter(kept, null, 'zh')).toEqual({ lang: 'zh', ids: [] });
  expect(keptAfter(keptAfter(kept, 'monthly', 'en'), 'monthly', 'ms')).toEqual({ lang: 'ms', ids: ['monthly'] });
});
