// How an API call fails, as the page words it; apart from api-queries.ts so that api-shapes.ts
// (loaded on demand by api-queries) raises the same error without importing its loader.

/**
 * Why an API call failed, as the page words it: 'input' (a 4xx: what the visitor typed or linked is
 * not valid), 'service' (a 5xx, or the service not reachable), 'timeout' (no answer in time),
 * 'shape' (an answer that is not what the contract says).
 */
export type ApiFailureKind = 'input' | 'service' | 'timeout' | 'shape';

export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  constructor(
    message: string,
    readonly kind: ApiFailureKind,
    readonly status?: number,
  ) {
    super(message);
  }
}

const KINDS: readonly ApiFailureKind[] = ['input', 'service', 'timeout', 'shape'];

/**
 * The failure kind of any error a query raised ('service' for anything else). Read by name, not
 * `instanceof`: each part bundles its own copy of this module, and in the shell the map reads
 * errors raised by the shell's copy (one QueryClient, one query per key).
 */
export function apiFailureKind(error: unknown): ApiFailureKind {
  const candidate = error as { name?: unknown; kind?: unknown } | null;
  return candidate?.name === 'ApiRequestError' && KINDS.includes(candidate.kind as ApiFailureKind) ? (candidate.kind as ApiFailureKind) : 'service';
}

/** Which contract schema an answer is checked against (api-shapes.ts). */
export type ApiShape = 'items' | 'metrics';
