// One query definition per API endpoint, used by the shell and the map alike: inside the shell they
// share one QueryClient, so equal keys mean one request and one cached answer. The key names the
// API base, so a map pointed at another API (a partner's page, `?api=` on the standalone page) never
// reads an answer fetched from a different one. Plain objects (TanStack Query's `queryOptions` shape),
// so this package needs no runtime dependency.
import type { InfrastructureItem, SystemMetric } from 'api-mock/contract';
import type { Lang } from './languages';

/** A server search runs only for more than 2 characters (spec: Validation rules). */
export const SEARCH_MIN_LENGTH = 3;

/** True when the (trimmed) text is long enough for a server search. */
export const isSearchable = (text: string): boolean => text.trim().length >= SEARCH_MIN_LENGTH;

const trimBase = (apiBase: string) => apiBase.replace(/\/+$/, '');

/**
 * GET + JSON; a failed answer throws "status: text" (the status text when the body is empty), the
 * spec's error rule. Credentials follow the browser's same-origin default: the API is public, and a
 * cross-origin API answers `Access-Control-Allow-Origin: *`, which forbids credentialed requests.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
  return (await res.json()) as T;
}

interface QueryContext {
  signal?: AbortSignal;
}

/** The infrastructure list in `lang`. */
export const infrastructureQuery = (apiBase: string, lang: Lang) => ({
  queryKey: ['forest-city-api', trimBase(apiBase), 'infrastructure', { lang }] as const,
  queryFn: ({ signal }: QueryContext) => getJson<InfrastructureItem[]>(`${trimBase(apiBase)}/infrastructure?lang=${lang}`, signal),
});

/** The overview metrics in `lang`. */
export const metricsQuery = (apiBase: string, lang: Lang) => ({
  queryKey: ['forest-city-api', trimBase(apiBase), 'metrics', { lang }] as const,
  queryFn: ({ signal }: QueryContext) => getJson<SystemMetric[]>(`${trimBase(apiBase)}/metrics?lang=${lang}`, signal),
});

/** The items matching `text` (trimmed; the caller enables it only when `isSearchable`). */
export const searchQuery = (apiBase: string, text: string, lang: Lang) => {
  const trimmed = text.trim();
  return {
    queryKey: ['forest-city-api', trimBase(apiBase), 'search', trimmed, { lang }] as const,
    queryFn: ({ signal }: QueryContext) => getJson<InfrastructureItem[]>(`${trimBase(apiBase)}/infrastructure/search/${encodeURIComponent(trimmed)}?lang=${lang}`, signal),
  };
};
