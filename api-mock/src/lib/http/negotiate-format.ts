// Content negotiation of the list by Accept (RFC 9110 12.5.1): JSON, GeoJSON or CSV.
import Negotiator from 'negotiator';

export const FORMATS = {
  json: 'application/json',
  geojson: 'application/geo+json',
  csv: 'text/csv',
} as const;
export type Format = keyof typeof FORMATS;

const MEDIA_TYPES = Object.values(FORMATS);
const FORMAT_OF = new Map<string, Format>(Object.entries(FORMATS).map(([format, type]) => [type, format as Format]));

/**
 * The format to answer with, or undefined when the client accepts none of them (406). `negotiator`
 * (jshttp) applies the weights and the most specific matching range; an Accept header holding no
 * media range at all (empty, or text that is not `type/subtype`) is read as no preference: JSON.
 */
export function negotiateFormat(accept: string | undefined): Format | undefined {
  if (!accept || !accept.includes('/')) return 'json';
  const [best] = new Negotiator({ headers: { accept: accept.slice(0, 2000) } }).mediaTypes(MEDIA_TYPES);
  return best === undefined ? undefined : FORMAT_OF.get(best);
}
