import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';

/** Server-side settings the web app needs (the map tile URL); fetched once per page load. */
export const appConfigQuery = queryOptions({
  queryKey: queryKeys.config,
  queryFn: () => api.get<{ tileUrl: string }>('/config').then((r) => r.data),
  staleTime: Infinity,
});
