import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Server-side settings the web app needs (map tiles, when a position counts as stale, demo mode); fetched once per page load. */
export const appConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api.get('/config').then((r) => r.data),
  staleTime: Infinity,
});
