// Which language a response is in: `?lang=` wins, then Accept-Language (RFC 9110 weights, read by
// `negotiator`), then English. A region or script subtag is ignored (zh-CN, zh-Hans, ms-MY, en-GB all match).
import Negotiator from 'negotiator';
import { LANGUAGES, type Language } from '@forest-city/api-contract';

const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);

/** A syntactically valid BCP 47-ish tag (letters, digits and hyphens); anything else is a bad parameter. */
export const LANGUAGE_TAG = /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8}){0,4}$/;

/** The supported language of a tag, or undefined (e.g. 'fr'). */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().split('-')[0]?.toLowerCase() ?? '';
  return isLanguage(primary) ? primary : undefined;
}

/**
 * The best supported language of an Accept-Language header, or undefined: `negotiator` (jshttp,
 * Express's) applies RFC 9110's weights and order and matches a region or script subtag to its
 * language (zh-CN, zh-Hans-CN -> zh); `*` means any, so English.
 */
export function languageFromAcceptLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const [best] = new Negotiator({ headers: { 'accept-language': header.slice(0, 1000) } }).languages([...LANGUAGES]);
  return best !== undefined && isLanguage(best) ? best : undefined;
}

export function negotiateLanguage(langParam: string | undefined, acceptLanguage: string | undefined): Language {
  return (langParam !== undefined ? languageOfTag(langParam) : undefined) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'en';
}
