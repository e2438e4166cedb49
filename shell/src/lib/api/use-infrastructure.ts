// The shell's reads of the API, through the query definitions it shares with the map
// (@forest-city/contracts): equal keys, so one request and one cached answer for both.
import { useQuery } from '@tanstack/react-query';
import { infrastructureQuery, isSearchable, metricsQuery, searchQuery } from '@forest-city/contracts';
import { useRuntimeConfig } from '../runtime-config-context';
import { useLanguage } from '../../i18n/use-language';

/** Where the API is: the runtime configuration's base ('/api', forwarded by the shell's server). */
export function useApiBase(): string {
  return useRuntimeConfig()?.apiBase ?? '/api';
}

export function useInfrastructureItems() {
  return useQuery(infrastructureQuery(useApiBase(), useLanguage()));
}

export function useSystemMetrics() {
  return useQuery(metricsQuery(useApiBase(), useLanguage()));
}

/** Server search for text longer than 2 characters; shorter text sends no request at all. */
export function useInfrastructureSearch(text: string) {
  return useQuery({ ...searchQuery(useApiBase(), text, useLanguage()), enabled: isSearchable(text) });
}
