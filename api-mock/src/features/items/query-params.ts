// Parsing and checking of query parameters. Everything a client sends is untrusted: a value
// that is repeated, too long, carries control characters or is not one of the allowed values
// is a 400 that says which parameter and why.
import { ITEM_STATUSES, ITEM_TYPES, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT, SEARCH_MIN_LENGTH, type ItemStatus, type ItemType } from '@forest-city/api-contract';
import { ApiHttpError } from '../../lib/http';
import { LANGUAGE_TAG } from '../../lib/language';

export const LIST_PARAMS = ['lang', 'type', 'status', 'bbox'] as const;
export const SEARCH_PARAMS = [...LIST_PARAMS, 'q', 'limit'] as const;
export const LANG_ONLY_PARAMS = ['lang'] as const;

/** minLon, minLat, maxLon, maxLat (RFC 7946 order). */
export type BBox = readonly [number, number, number, number];

export interface ItemFilters {
  types?: ReadonlySet<ItemType>;
  statuses?: ReadonlySet<ItemStatus>;
  bbox?: BBox;
}

export interface ParsedQuery extends ItemFilters {
  lang?: string;
  q?: string;
  /** Search only: how many matches to return (0 to SEARCH_MAX_LIMIT). */
  limit?: number;
}

// C0 and C1 controls, DEL, and lone surrogates (which cannot come from valid UTF-8 but can from a lax decoder).
const CONTROL = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_PARAM_LENGTH = SEARCH_MAX_LENGTH;
const show = (s: string) => JSON.stringify(s.length > 40 ? `${s.slice(0, 40)}…` : s);
const bad = (message: string) => new ApiHttpError(400, 'invalid_parameter', message);

/** Checks a text value (query or path): no control characters, at most 200 characters. */
export function checkText(name: string, value: string): string {
  if (CONTROL.test(value)) throw bad(`Parameter "${name}" contains control characters.`);
  if ([...value].length > MAX_PARAM_LENGTH) {
    throw new ApiHttpError(400, name === 'q' ? 'search_text_too_long' : 'invalid_parameter', `Parameter "${name}" is longer than ${MAX_PARAM_LENGTH} characters.`);
  }
  return value;
}

/** Search text: 3 to 200 characters after trimming (spec: search runs for text longer than 2 characters). */
export function checkSearchText(raw: string | undefined): string {
  if (raw === undefined) throw new ApiHttpError(400, 'missing_parameter', 'Search text is missing: give it as ?q= or as the last path segment.');
  const text = checkText('q', raw).trim();
  const length = [...text].length;
  if (length < SEARCH_MIN_LENGTH) {
    throw new ApiHttpError(400, 'search_text_too_short', `Search text must be longer than 2 characters (got ${length}).`);
  }
  return text;
}

function parseList<T extends string>(name: string, value: string, allowed: readonly T[]): ReadonlySet<T> {
  const parts = value.split(',').map((p) => p.trim());
  const set = new Set<T>();
  for (const part of parts) {
    if (!(allowed as readonly string[]).includes(part)) {
      throw bad(`Unknown ${name} ${show(part)}; expected a comma-separated list of: ${allowed.join(', ')}.`);
    }
    set.add(part as T);
  }
  return set;
}

const NUMBER = /^-?\d{1,3}(\.\d{1,12})?$/;

export function parseBBox(value: string): BBox {
  const parts = value.split(',').map((p) => p.trim());
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p))) {
    throw bad(`Malformed bbox ${show(value)}; expected four decimal numbers minLon,minLat,maxLon,maxLat.`);
  }
  const [minLon, minLat, maxLon, maxLat] = parts.map(Number) as [number, number, number, number];
  if (Math.abs(minLon) > 180 || Math.abs(maxLon) > 180) throw bad('bbox longitudes must be within -180..180.');
  if (Math.abs(minLat) > 90 || Math.abs(maxLat) > 90) throw bad('bbox latitudes must be within -90..90.');
  if (minLat > maxLat) throw bad('bbox minLat is greater than maxLat.');
  return [minLon, minLat, maxLon, maxLat];
}

/** A page size: a whole number from 0 (the count only) to SEARCH_MAX_LIMIT. */
export function parseLimit(value: string): number {
  const limit = /^\d{1,7}$/.test(value) ? Number(value) : NaN;
  if (!(limit <= SEARCH_MAX_LIMIT)) throw bad(`Parameter "limit" must be a whole number from 0 to ${SEARCH_MAX_LIMIT} (got ${show(value)}).`);
  return limit;
}

/** Parses a query object (as fastify gives it) against the parameters a route accepts. */
export function parseQuery(query: unknown, allowed: readonly string[]): ParsedQuery {
  const result: ParsedQuery = {};
  const entries = Object.entries((query ?? {}) as Record<string, unknown>);
  for (const [name, value] of entries) {
    if (!allowed.includes(name)) {
      throw new ApiHttpError(400, 'unknown_parameter', `Unknown parameter ${show(checkTextName(name))}; this endpoint accepts: ${allowed.join(', ')}.`);
    }
    if (typeof value !== 'string') throw bad(`Parameter "${name}" is given more than once.`);
    checkText(name, value);
    switch (name) {
      case 'lang':
        if (!LANGUAGE_TAG.test(value)) throw bad(`Parameter "lang" is not a language tag: ${show(value)}; use en, zh or ms.`);
        result.lang = value;
        break;
      case 'type':
        result.types = parseList('type', value, ITEM_TYPES);
        break;
      case 'status':
        result.statuses = parseList('status', value, ITEM_STATUSES);
        break;
      case 'bbox':
        result.bbox = parseBBox(value);
        break;
      case 'q':
        result.q = value;
        break;
      case 'limit':
        result.limit = parseLimit(value);
        break;
    }
  }
  return result;
}

/** Parameter names are echoed in messages, so they get the same checks as values. */
function checkTextName(name: string): string {
  return CONTROL.test(name) ? name.replace(new RegExp(CONTROL.source, 'g'), '?') : name;
}

/** A point is inside a bbox; a bbox with minLon > maxLon crosses the antimeridian (RFC 7946 5.2). */
export function inBBox(lon: number, lat: number, [minLon, minLat, maxLon, maxLat]: BBox): boolean {
  if (lat < minLat || lat > maxLat) return false;
  return minLon <= maxLon ? lon >= minLon && lon <= maxLon : lon >= minLon || lon <= maxLon;
}

type Filterable = { type: ItemType; status: ItemStatus; latitude: string; longitude: string };

/** The item passes the filters. */
export const itemPasses = (item: Filterable, { types, statuses, bbox }: ItemFilters): boolean =>
  (!types || types.has(item.type)) && (!statuses || statuses.has(item.status)) && (!bbox || inBBox(Number(item.longitude), Number(item.latitude), bbox));

/** True when any filter is given. */
export const hasFilters = ({ types, statuses, bbox }: ItemFilters): boolean => Boolean(types || statuses || bbox);

export function filterItems<T extends Filterable>(items: readonly T[], filters: ItemFilters): T[] {
  return items.filter((item) => itemPasses(item, filters));
}

/** A stable text for the filters, for cache keys (the same filters in any order give the same key). */
export function filtersKey({ types, statuses, bbox }: ItemFilters): string {
  return [types ? [...types].sort().join(',') : '', statuses ? [...statuses].sort().join(',') : '', bbox ? bbox.join(',') : ''].join('|');
}
