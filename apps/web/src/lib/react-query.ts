import { QueryClient } from '@tanstack/react-query';

/** Failed queries are retried once; switching back to the tab does not refetch (it surprised users mid-read). */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
