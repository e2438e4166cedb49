import { INTL_LOCALES, LANGUAGES, intlLocale, toLang } from '..';

test('the product speaks English, Chinese and Malay, in that order', () => {
  expect(LANGUAGES).toEqual(['en', 'zh', 'ms']);
});

test('toLang maps i18next and browser codes to the three product languages, English otherwise', () => {
  expect(toLang('zh-CN')).toBe('zh');
  expect(toLang('zh_TW')).toBe('zh');
  expect(toLang('ms-MY')).toBe('ms');
  expect(toLang('MS')).toBe('ms');
  expect(toLang('en-GB')).toBe('en');
  expect(toLang('fr')).toBe('en');
  expect(toLang('')).toBe('en');
  expect(toLang(null)).toBe('en');
  expect(toLang(undefined)).toBe('en');
});

test('each language has one Intl locale, whatever code it came as', () => {
  expect(INTL_LOCALES).toEqual({ en: 'en-GB', zh: 'zh-CN', ms: 'ms-MY' });
  expect([intlLocale('zh'), intlLocale('ms-MY'), intlLocale('en-US'), intlLocale(undefined)]).toEqual(['zh-CN', 'ms-MY', 'en-GB', 'en-GB']);
});
