// The shell's QueryClient defaults (spec: Business constants) and its error rule (spec: Error catalogue).
// What each query fetches is defined once for the shell and the map in @forest-city/contracts.
import { QueryClient } from '@tanstack/react-query';

/** Spec (Error catalogue): "status: text" (status text when the body is empty). */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchInterval: false,
        refetchOnWindowFocus: false,
        staleTime: Infinity,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}
