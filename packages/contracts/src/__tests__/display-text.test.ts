import { displayText } from '../display-text';

test('bidi overrides, embeddings and isolates are removed; every other character stays', () => {
  expect(displayText('\u202Egnp.exe')).toBe('gnp.exe');
  expect(displayText('a\u202Ab\u202Bc\u202Cd\u202De\u2066f\u2067g\u2068h\u2069')).toBe('abcdefgh');
  expect(displayText('森林城市 <b>x</b> مرحبا')).toBe('森林城市 <b>x</b> مرحبا');
});
