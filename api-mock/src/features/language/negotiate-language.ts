// Which language a response is in: `?lang=` wins, then Accept-Language (RFC 9110 weights),
// then English. A region or script subtag is ignored (zh-CN, zh-Hans, ms-MY, en-GB all match).
import { LANGUAGES, type Language } from '../../contract/index';

const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);

/** A syntactically valid BCP 47-ish tag (letters, digits and hyphens); anything else is a bad parameter. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,4}$/;

/** The supported language of a tag, or undefined (e.g. 'fr'). */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().split('-')[0]?.toLowerCase() ?? '';
  return isLanguage(primary) ? primary : undefined;
}

/** The best supported language of an Accept-Language header, or undefined. */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranges = header
    .slice(0, 1000)
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((r) => r.q > 0 && r.tag)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const r of ranges) {
    if (r.tag === '*') return 'en';
    const lang = languageOfTag(r.tag);
    if (lang) return lang;
  }
  return undefined;
}

export function negotiateLanguage(langParam: string | undefined, acceptLanguage: string | undefined): Language {
  return (langParam !== undefined ? languageOfTag(langParam) : undefined) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'en';
}
