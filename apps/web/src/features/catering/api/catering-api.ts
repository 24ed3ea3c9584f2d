import type { CateringRequest, CateringRequestBody, CateringRequestDetail } from '@dishrated/shared';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

export const cateringApi = {
  create: (body: CateringRequestBody) => api.post('/catering-requests', { body }).then((r) => r.data.request),
  mine: () => api.get('/me/catering-requests').then((r) => r.data.requests),
  detail: (id: string) => api.get('/me/catering-requests/{id}', { path: { id } }).then((r) => r.data.request),
  accept: (id: string, quoteId: string) => api.post('/me/catering-requests/{id}/quotes/{quoteId}/accept', { path: { id, quoteId } }).then((r) => r.data.request),
  cancel: (id: string, reason: string) => api.post('/me/catering-requests/{id}/cancel', { path: { id }, body: { reason } }).then((r) => r.data.request),
  truck: (id: string) => api.get('/trucks/{id}', { path: { id } }).then((r) => r.data.truck),
};

export const cateringQueries = {
  mine: () => queryOptions({ queryKey: queryKeys.catering.mine, queryFn: cateringApi.mine }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.catering.detail(id), queryFn: () => cateringApi.detail(id) }),
  // The truck page's query: Book this truck shares its cache with the truck's page.
  truck: (id: string) => queryOptions({ queryKey: queryKeys.trucks.detail(id), queryFn: () => cateringApi.truck(id) }),
};

export function useCreateCateringRequest(config?: MutationConfig<CateringRequest, CateringRequestBody>) {
  const queryClient = useQueryClient();
  return useMutation({ ...config, mutationFn: cateringApi.create, onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.catering.all }) });
}

export function useAcceptQuote(requestId: string, config?: MutationConfig<CateringRequestDetail, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (quoteId: string) => cateringApi.accept(requestId, quoteId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.catering.all }),
  });
}

export function useCancelCateringRequest(requestId: string, config?: MutationConfig<CateringRequest, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (reason: string) => cateringApi.cancel(requestId, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.catering.all }),
  });
}

