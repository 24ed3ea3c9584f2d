import type { CateringQuoteBody, OwnerCateringRequest } from '@dishrated/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

/** The catering requests that reached the owner's trucks, and quoting on them. */
export const ownerCateringApi = {
  requests: () => api.get('/owner/catering-requests').then((r) => r.data.requests as OwnerCateringRequest[]),
  quote: (requestId: string, body: CateringQuoteBody) => api.post('/owner/catering-requests/{id}/quotes', { path: { id: requestId }, body }).then((r) => r.data.quote),
  withdraw: (requestId: string, quoteId: string) => api.delete('/owner/catering-requests/{id}/quotes/{quoteId}', { path: { id: requestId, quoteId } }),
  cancel: (requestId: string, reason: string) => api.post('/owner/catering-requests/{id}/cancel', { path: { id: requestId }, body: { reason } }),
  area: (truckId: string) => api.get('/owner/trucks/{id}/catering-area', { path: { id: truckId } }).then((r) => r.data.area),
  saveArea: (truckId: string, radiusKm: number) => api.put('/owner/trucks/{id}/catering-area', { path: { id: truckId }, body: { radiusKm } }).then((r) => r.data.area),
};

export const ownerCateringQueries = {
  requests: () => queryOptions({ queryKey: queryKeys.catering.owner, queryFn: ownerCateringApi.requests }),
  area: (truckId: string) => queryOptions({ queryKey: queryKeys.catering.area(truckId), queryFn: () => ownerCateringApi.area(truckId) }),
};

function useCateringMutation<TData, TVariables>(mutationFn: (variables: TVariables) => Promise<TData>, config?: MutationConfig<TData, TVariables>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.catering.all }) });
}

export const useSendQuote = (requestId: string, config?: MutationConfig<unknown, CateringQuoteBody>) => useCateringMutation((body: CateringQuoteBody) => ownerCateringApi.quote(requestId, body), config);
export const useWithdrawQuote = (requestId: string, config?: MutationConfig<unknown, string>) => useCateringMutation((quoteId: string) => ownerCateringApi.withdraw(requestId, quoteId), config);
export const useCancelBooking = (requestId: string, config?: MutationConfig<unknown, string>) => useCateringMutation((reason: string) => ownerCateringApi.cancel(requestId, reason), config);
export const useSaveCateringArea = (truckId: string, config?: MutationConfig<unknown, number>) => useCateringMutation((radiusKm: number) => ownerCateringApi.saveArea(truckId, radiusKm), config);
