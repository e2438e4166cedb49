import { firstSupportedLanguage } from '../prerender.mjs';

test("a browser's language is the first of its preferred ones the product offers (auto-translate, the server's page language)", () => {
  expect(firstSupportedLanguage(['fr-FR', 'ms-MY', 'en'], ['en', 'zh', 'ms'])).toBe('ms');
  expect(firstSupportedLanguage(['zh-TW'], ['en', 'zh', 'ms'])).toBe('zh');
  expect(firstSupportedLanguage(['ZH_cn'], ['en', 'zh', 'ms'])).toBe('zh');
  expect(firstSupportedLanguage(['fr', 'de'], ['en', 'zh', 'ms'])).toBeNull();
  expect(firstSupportedLanguage([], ['en'])).toBeNull();
});
