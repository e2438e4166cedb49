import { languageFromAcceptLanguage, negotiateLanguage } from '../negotiate-language';

describe('negotiateLanguage', () => {
  it('takes ?lang= first, ignoring region and script subtags', () => {
    expect(negotiateLanguage('zh', 'ms')).toBe('zh');
    expect(negotiateLanguage('zh-Hans-CN', undefined)).toBe('zh');
    expect(negotiateLanguage('MS-my', undefined)).toBe('ms');
  });
  it('falls back to Accept-Language, then English, for a language it does not have', () => {
    expect(negotiateLanguage('fr', 'ms-MY')).toBe('ms');
    expect(negotiateLanguage('fr', undefined)).toBe('en');
    expect(negotiateLanguage(undefined, undefined)).toBe('en');
  });
  it('honours Accept-Language weights and order', () => {
    expect(languageFromAcceptLanguage('fr-FR, ms;q=0.5, zh;q=0.8')).toBe('zh');
    expect(languageFromAcceptLanguage('zh;q=0, ms')).toBe('ms');
    expect(languageFromAcceptLanguage('de, *;q=0.1')).toBe('en');
    expect(languageFromAcceptLanguage('de, fr')).toBeUndefined();
    expect(languageFromAcceptLanguage(';;;,,q=abc')).toBeUndefined();
  });
});
