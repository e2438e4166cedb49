// Content negotiation of the list by Accept (RFC 9110 12.5.1): JSON, GeoJSON or CSV.
export const FORMATS = {
  json: 'application/json',
  geojson: 'application/geo+json',
  csv: 'text/csv',
} as const;
export type Format = keyof typeof FORMATS;

interface Range {
  type: string;
  subtype: string;
  q: number;
}

function parseAccept(header: string): Range[] {
  return header
    .slice(0, 2000)
    .split(',')
    .map((part) => {
      const [media = '', ...params] = part.trim().split(';');
      const [type = '', subtype = ''] = media.trim().toLowerCase().split('/');
      const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith('q='));
      const q = qParam === undefined ? 1 : Number(qParam.slice(2));
      return { type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 };
    })
    .filter((r) => r.type && r.subtype);
}

/** The format to answer with, or undefined when the client accepts none of them (406). */
export function negotiateFormat(accept: string | undefined): Format | undefined {
  if (!accept || !accept.trim()) return 'json';
  const ranges = parseAccept(accept);
  if (ranges.length === 0) return 'json';
  let best: { format: Format; q: number } | undefined;
  for (const format of Object.keys(FORMATS) as Format[]) {
    const [type, subtype] = FORMATS[format].split('/') as [string, string];
    // The most specific matching range decides the quality of a media type.
    const match =
      ranges.find((r) => r.type === type && r.subtype === subtype) ??
      ranges.find((r) => r.type === type && r.subtype === '*') ??
      ranges.find((r) => r.type === '*' && r.subtype === '*');
    if (match && match.q > 0 && (!best || match.q > best.q)) best = { format, q: match.q };
  }
  return best?.format;
}
