import type { Claim, ClaimBody, SuggestionBody, TruckSuggestion } from '@dishrated/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

export const listingsApi = {
  claim: (truckId: string, body: ClaimBody) => api.post('/trucks/{id}/claims', { path: { id: truckId }, body }).then((r) => r.data.claim),
  myClaims: () => api.get('/me/claims').then((r) => r.data.claims),
  suggest: (body: SuggestionBody) => api.post('/truck-suggestions', { body }).then((r) => r.data.suggestion),
  truck: (id: string) => api.get('/trucks/{id}', { path: { id } }).then((r) => r.data.truck),
};

export const listingQueries = {
  myClaims: () => queryOptions({ queryKey: queryKeys.listings.myClaims, queryFn: listingsApi.myClaims }),
  // The truck page's query: the claim screen shares its cache with the truck's page.
  truck: (id: string) => queryOptions({ queryKey: queryKeys.trucks.detail(id), queryFn: () => listingsApi.truck(id) }),
};

export function useClaimTruck(truckId: string, config?: MutationConfig<Claim, ClaimBody>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: (body: ClaimBody) => listingsApi.claim(truckId, body), onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.listings.all }) });
}

export function useSuggestTruck(config?: MutationConfig<TruckSuggestion, SuggestionBody>) {
  return useMutation({ ...config, mutationFn: listingsApi.suggest });
}
