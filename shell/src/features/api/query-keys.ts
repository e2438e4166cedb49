// Query keys shared with mfe-map (cross-part contract): the map builds the same keys, so the
// shell and the map share one cached list and one search request.
import type { Language } from '../../i18n/i18n';

export const SEARCH_MIN_LENGTH = 3; // the spec's Validation rules: a server search only for more than 2 characters

export const infrastructureKey = (lang: Language) => ['/api/infrastructure', { lang }] as const;
export const metricsKey = (lang: Language) => ['/api/metrics', { lang }] as const;
export const searchKey = (text: string, lang: Language) => ['/api/infrastructure/search', text, { lang }] as const;

/** True when the (trimmed) text is long enough for a server search. */
export const isSearchable = (text: string) => text.trim().length >= SEARCH_MIN_LENGTH;
