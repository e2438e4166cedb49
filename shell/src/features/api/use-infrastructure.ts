// The shell's reads of the API, through the QueryClient's default query function
// (app/query-client.ts): GET, credentials included, JSON, "status: text" errors.
import { useQuery } from '@tanstack/react-query';
import type { InfrastructureItem, SystemMetric } from 'api-mock/contract';
import { useLanguage } from '../../i18n/use-language';
import { infrastructureKey, isSearchable, metricsKey, searchKey } from './query-keys';

export function useInfrastructureItems() {
  const lang = useLanguage();
  return useQuery<InfrastructureItem[]>({ queryKey: infrastructureKey(lang) });
}

export function useSystemMetrics() {
  const lang = useLanguage();
  return useQuery<SystemMetric[]>({ queryKey: metricsKey(lang) });
}

/** Server search for text longer than 2 characters; shorter text sends no request at all. */
export function useInfrastructureSearch(text: string) {
  const lang = useLanguage();
  const trimmed = text.trim();
  return useQuery<InfrastructureItem[]>({ queryKey: searchKey(trimmed, lang), enabled: isSearchable(trimmed) });
}
