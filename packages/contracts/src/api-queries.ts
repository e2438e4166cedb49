// One query definition per API endpoint, used by the shell and the map alike: inside the shell they
// share one QueryClient, so equal keys mean one request and one cached answer. The key names the
// API base, so a map pointed at another API (a partner's page, `?api=` on the standalone page) never
// reads an answer fetched from a different one. Plain objects (TanStack Query's `queryOptions` shape).
//
// Every answer is checked at this boundary against the API's own TypeBox schemas (api-shapes.ts)
// before any component sees it, so a malformed answer (an object instead of a list, a list with
// null, a field of the wrong type, truncated JSON) becomes an `ApiRequestError` of kind 'shape' that
// the region shows with Retry, never a TypeError deep in a component. The schemas and TypeBox are
// loaded with the first answer to check, not with this module: on the dashboard the map reads the
// shell's cached answers (same keys, one QueryClient), so it never fetches its own copy of them.
import type { InfrastructureItem, SystemMetric } from '@forest-city/api-contract';
import type { Lang } from './languages';
import { ApiRequestError, type ApiShape } from './api-error';

export { ApiRequestError, apiFailureKind, type ApiFailureKind, type ApiShape } from './api-error';

/** A server search runs only for more than 2 characters (spec: Validation rules). */
export const SEARCH_MIN_LENGTH = 3;

/** True when the (trimmed) text is long enough for a server search. */
export const isSearchable = (text: string): boolean => text.trim().length >= SEARCH_MIN_LENGTH;

/**
 * How long an API call may take, headers and body together, before it fails with kind 'timeout'.
 * Longer than the slowest answer the product accepts (5 s, the fault matrix's "slow" cell), short
 * enough that nobody waits for a spinner that will not end.
 */
export const API_TIMEOUT_MS = 15_000;

const trimBase = (apiBase: string) => apiBase.replace(/\/+$/, '');

/** A signal that aborts when `outer` does or when `ms` have passed; `timedOut()` tells which. */
function withTimeout(outer: AbortSignal | undefined, ms: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, ms);
  const forward = () => controller.abort();
  if (outer?.aborted) controller.abort();
  else outer?.addEventListener('abort', forward, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    done: () => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', forward);
    },
  };
}

/**
 * GET + JSON + shape check, within `timeoutMs`. A failed answer throws "status: text" (the status
 * text when the body is empty), the spec's error rule, as an ApiRequestError whose kind says whose
 * the fault is. Credentials follow the browser's same-origin default: the API is public, and a
 * cross-origin API answers `Access-Control-Allow-Origin: *`, which forbids credentialed requests.
 */
export async function getJson<T>(url: string, signal?: AbortSignal, shape?: ApiShape, timeoutMs = API_TIMEOUT_MS, onHeaders?: (headers: Headers | undefined) => void): Promise<T> {
  const limit = withTimeout(signal, timeoutMs);
  try {
    const res = await fetch(url, { signal: limit.signal, headers: { Accept: 'application/json' } });
    onHeaders?.(res.headers);
    if (!res.ok) {
      const text = (await res.text()) || res.statusText;
      throw new ApiRequestError(`${res.status}: ${text}`, res.status >= 400 && res.status < 500 && res.status !== 408 ? 'input' : 'service', res.status);
    }
    let body: unknown;
    try {
      body = await res.json();
    } catch (err) {
      if (limit.timedOut() || signal?.aborted) throw err;
      throw new ApiRequestError(`The data service answered with something that is not JSON (${(err as Error).message}).`, 'shape');
    }
    if (!shape) return body as T;
    const { checkShape, SHAPES } = await import('./api-shapes');
    return await checkShape<T>(SHAPES[shape], body);
  } catch (err) {
    if (limit.timedOut()) throw new ApiRequestError(`The data service did not answer within ${Math.round(timeoutMs / 1000)} s.`, 'timeout');
    if (err instanceof ApiRequestError || signal?.aborted) throw err;
    // fetch itself failed: the service (or the network to it) is not reachable.
    throw new ApiRequestError(`The data service is not reachable (${(err as Error).message}).`, 'service');
  } finally {
    limit.done();
  }
}

interface QueryContext {
  signal?: AbortSignal;
}

/** The address of a whole-collection answer ('infrastructure' or 'metrics') in `lang`. */
const collectionUrl = (apiBase: string, kind: 'infrastructure' | 'metrics', lang: string) => `${trimBase(apiBase)}/${kind}?lang=${lang}`;

/** The infrastructure list in `lang`. */
export const infrastructureQuery = (apiBase: string, lang: Lang) => ({
  queryKey: ['forest-city-api', trimBase(apiBase), 'infrastructure', { lang }] as const,
  queryFn: ({ signal }: QueryContext) => getJson<InfrastructureItem[]>(collectionUrl(apiBase, 'infrastructure', lang), signal, 'items'),
});

/** The overview metrics in `lang`. */
export const metricsQuery = (apiBase: string, lang: Lang) => ({
  queryKey: ['forest-city-api', trimBase(apiBase), 'metrics', { lang }] as const,
  queryFn: ({ signal }: QueryContext) => getJson<SystemMetric[]>(collectionUrl(apiBase, 'metrics', lang), signal, 'metrics'),
});

/**
 * The address a list or metrics query's key stands for, or null for any other key: what the page
 * hands its service worker to store when the answers came inside the page (the shell's
 * prerendered HTML) instead of over the network.
 */
export function collectionQueryUrl(queryKey: readonly unknown[]): string | null {
  const [scope, base, kind, options] = queryKey;
  const lang = (options as { lang?: unknown } | undefined)?.lang;
  if (scope !== 'forest-city-api' || typeof base !== 'string' || typeof lang !== 'string') return null;
  return kind === 'infrastructure' || kind === 'metrics' ? collectionUrl(base, kind, lang) : null;
}

/**
 * How many matches the dashboard asks for (the shell's search box and the map share the request):
 * the best 100, the API's default page, written out so a change of the API's default does not change
 * the dashboard. The shipped dataset has fewer items, so every answer is whole there; over a large
 * dataset a broad query answers the best 100 and `total` says how many match (api-mock README, Search).
 */
export const SEARCH_PAGE_SIZE = 100;

/** A page of search results: the best matches first, and how many match in all. */
export interface SearchPage {
  items: InfrastructureItem[];
  /** All matches (the API's X-Total-Count); the page's length when an older API (before contract 1.3.0) sends no count. */
  total: number;
}

/**
 * The best SEARCH_PAGE_SIZE items matching `text` (trimmed; the caller enables it only when
 * `isSearchable`) and the number of all matches. The key names the page size, so the array answers
 * that parts built before pages (contract 1.3.0) keep under their own key are never read as pages.
 */
export const searchQuery = (apiBase: string, text: string, lang: Lang) => {
  const trimmed = text.trim();
  return {
    queryKey: ['forest-city-api', trimBase(apiBase), 'search', trimmed, { lang, limit: SEARCH_PAGE_SIZE }] as const,
    queryFn: async ({ signal }: QueryContext): Promise<SearchPage> => {
      let totalHeader: string | null | undefined;
      const items = await getJson<InfrastructureItem[]>(
        `${trimBase(apiBase)}/infrastructure/search/${encodeURIComponent(trimmed)}?lang=${lang}&limit=${SEARCH_PAGE_SIZE}`,
        signal,
        'items',
        API_TIMEOUT_MS,
        (headers) => (totalHeader = headers?.get('X-Total-Count')),
      );
      const total = totalHeader != null && /^\d+$/.test(totalHeader) ? Number(totalHeader) : items.length;
      return { items, total: Math.max(total, items.length) };
    },
  };
};
