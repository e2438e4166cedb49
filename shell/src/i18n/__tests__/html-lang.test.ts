import { htmlLang, shortDetectedCode } from '../i18n';

describe('<html lang> follows the language in use, whatever code it came as', () => {
  test.each([
    ['zh', 'zh-Hans'],
    ['zh-CN', 'zh-Hans'],
    ['zh-SG', 'zh-Hans'],
    ['zh_Hans', 'zh-Hans'],
    ['ms', 'ms'],
    ['ms-MY', 'ms'],
    ['en-GB', 'en'],
    ['fr', 'en'],
    [undefined, 'en'],
  ])('%p -> %p', (code, lang) => expect(htmlLang(code)).toBe(lang));
});

describe('a detected code becomes the short code that is stored', () => {
  test.each([
    ['zh-CN', 'zh'],
    ['zh-SG', 'zh'],
    ['ms-MY', 'ms'],
    ['en-GB', 'en'],
    ['fr-FR', 'fr-FR'],
  ])('%p -> %p', (code, short) => expect(shortDetectedCode(code)).toBe(short));
});
