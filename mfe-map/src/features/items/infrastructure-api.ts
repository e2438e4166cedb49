// The map's two endpoints, with the exact TanStack Query keys the shell uses, so inside the shell
// the shared QueryClient fetches the list once; the explicit queryFn makes the map work alone too.
import type { InfrastructureItem } from 'api-mock/contract';
import type { MapLanguage } from '../item-dialog/format';

export const infrastructureKey = (lang: MapLanguage) => ['/api/infrastructure', { lang }] as const;
export const searchKey = (text: string, lang: MapLanguage) => ['/api/infrastructure/search', text, { lang }] as const;

export function infrastructureUrl(apiBase: string, lang: MapLanguage): string {
  return `${trimBase(apiBase)}/infrastructure?lang=${lang}`;
}

export function searchUrl(apiBase: string, text: string, lang: MapLanguage): string {
  return `${trimBase(apiBase)}/infrastructure/search/${encodeURIComponent(text)}?lang=${lang}`;
}

function trimBase(apiBase: string): string {
  return apiBase.replace(/\/+$/, '');
}

/**
 * GET + JSON with the error rule of the spec's Error catalogue ("status: text"). Credentials follow the
 * browser's same-origin default: the API is public, and a cross-origin API (`?api=` on the
 * standalone page) answers `Access-Control-Allow-Origin: *`, which forbids credentialed requests.
 */
export async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(url, { signal, headers: { Accept: 'application/json' } });
  if (!res.ok) {
    const text = (await res.text()) || res.statusText;
    throw new Error(`${res.status}: ${text}`);
  }
  return (await res.json()) as T;
}

export const fetchInfrastructure = (apiBase: string, lang: MapLanguage, signal?: AbortSignal) =>
  getJson<InfrastructureItem[]>(infrastructureUrl(apiBase, lang), signal);

export const fetchSearch = (apiBase: string, text: string, lang: MapLanguage, signal?: AbortSignal) =>
  getJson<InfrastructureItem[]>(searchUrl(apiBase, text, lang), signal);
