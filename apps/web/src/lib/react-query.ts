import { QueryCache, QueryClient, useMutation, useQueryClient, type QueryKey, type UseMutationOptions } from '@tanstack/react-query';
import { errorMessage } from './api-client';
import { pageMessage } from './i18n';
import { toast } from './toast';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * A failed query says so in a toast: `message` is the fallback, or the whole text when
       * `serverMessageFirst` is false (screens whose wording is fixed).
       */
      errorToast?: { message: string; serverMessageFirst?: boolean };
      /** The answer is one of the signed-in user's dashboards, cached on this device between visits (device-cache.ts). */
      keepOnDevice?: boolean;
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
        toast.error(pageMessage({ id: 'common.error', defaultMessage: 'Error' }), errorToast.serverMessageFirst === false ? errorToast.message : errorMessage(error, errorToast.message));
      },
    }),
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

/**
 * Reads queries again after news of a change. A read still in flight may have started before the
 * change (a page's first read and the news can cross); invalidating alone would join that read and
 * keep its old answer, so it is cancelled first.
 */
export async function reloadQueries(queryClient: QueryClient, queryKey: QueryKey) {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}

/**
 * A mutation whose success refreshes the given queries. The screen's own onSuccess runs first (it
 * closes a form, says so), then the data refreshes, so a closing form and the refreshed list never
 * show the same text at once.
 */
export function useRefreshingMutation<TData, TVariables>(
  mutationFn: (variables: TVariables) => Promise<TData>,
  refresh: readonly QueryKey[],
  config: MutationConfig<TData, TVariables> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      await config.onSuccess?.(...args);
      await Promise.all(refresh.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
