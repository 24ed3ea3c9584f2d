import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Server-side settings the web app needs (map tiles, when a position counts as stale); fetched once per page load. */
export const appConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api.get<{ tileUrl: string; staleAfterMinutes: number }>('/config').then((r) => r.data),
  staleTime: Infinity,
});
