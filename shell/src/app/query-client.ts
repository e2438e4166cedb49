// Data fetching rules of the spec (Calls made, Error catalogue, Business constants), in one place.
import { QueryClient, type QueryFunction } from '@tanstack/react-query';

/** Spec (Error catalogue): "status: text" (status text when the body is empty). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The URL of a query key: string segments joined with '/' (segments after the first are
 * URI-encoded, so search text cannot change the path), and a trailing plain object becomes the
 * query string. `['/api/infrastructure/search', 'pump station', { lang: 'ms' }]` ->
 * `/api/infrastructure/search/pump%20station?lang=ms`.
 */
export function urlForQueryKey(queryKey: readonly unknown[]): string {
  const last = queryKey[queryKey.length - 1];
  const hasParams = typeof last === 'object' && last !== null && !Array.isArray(last);
  const segments = (hasParams ? queryKey.slice(0, -1) : queryKey).map((s, i) => (i === 0 ? String(s) : encodeURIComponent(String(s))));
  const path = segments.join('/');
  if (!hasParams) return path;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(last as Record<string, unknown>)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** GET to the path formed by joining the key segments with '/', credentials included, JSON. */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(urlForQueryKey(queryKey), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
