import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** A search as the page's address spells it (q, near or lat/lng, filters, sort, page); the API checks it. */
export type SearchParams = Record<string, string>;

export const searchQueries = {
  results: (params: SearchParams) =>
    queryOptions({
      queryKey: queryKeys.search.results(params),
      queryFn: () => api.get('/search', { query: params as unknown as ApiQuery<'get', '/search'> }).then((r) => r.data),
      placeholderData: keepPreviousData,
      meta: { errorToast: { message: 'Could not search. Please try again.' } },
    }),
  suggest: (q: string, place: { lat: number; lng: number } | null) =>
    queryOptions({
      queryKey: queryKeys.search.suggest(q, place?.lat, place?.lng),
      queryFn: () => api.get('/search/suggest', { query: { q, lat: place?.lat, lng: place?.lng } }).then((r) => r.data.suggestions),
      staleTime: 60_000,
    }),
};

export const useSearchResults = (params: SearchParams, enabled = true) => useQuery({ ...searchQueries.results(params), enabled });

/** Suggestions for what is typed (from two characters), kept while the next ones load. */
export function useSuggestions(q: string, place: { lat: number; lng: number } | null) {
  return useQuery({ ...searchQueries.suggest(q, place), enabled: q.trim().length >= 2, placeholderData: keepPreviousData });
}
