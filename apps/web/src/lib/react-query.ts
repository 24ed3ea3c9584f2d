import { QueryCache, QueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { errorMessage } from './api-client';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * A failed query says so in a toast: `message` is the fallback, or the whole text when
       * `serverMessageFirst` is false (screens whose wording is fixed).
       */
      errorToast?: { message: string; serverMessageFirst?: boolean };
    };
  }
}

/** Options a screen adds to a feature's mutation hook (everything but the request itself). */
export type MutationConfig<TData, TVariables> = Omit<UseMutationOptions<TData, Error, TVariables>, 'mutationFn'>;

/**
 * Failed queries are retried once; switching back to the tab does not refetch (it surprised users
 * mid-read). Query errors become toasts here, once per failed fetch, not in each screen's effects.
 */
export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        const errorToast = query.meta?.errorToast;
        if (!errorToast) return;
        toast.error('Error', errorToast.serverMessageFirst === false ? errorToast.message : errorMessage(error, errorToast.message));
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
