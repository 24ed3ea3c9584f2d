import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { queryKeys } from './query-keys';
import type { MutationConfig } from './react-query';

/**
 * The thread between a catering request's customer and one truck's owner: both sides' screens
 * (the customer's request, the owner's Bookings tab) read and write it the same way.
 */
export const cateringThreadQuery = (requestId: string, truckId: string) =>
  queryOptions({
    queryKey: queryKeys.catering.thread(requestId, truckId),
    queryFn: () => api.get('/catering-requests/{id}/threads/{truckId}/messages', { path: { id: requestId, truckId } }).then((r) => r.data.messages),
  });

export function usePostToThread(requestId: string, truckId: string, config?: MutationConfig<unknown, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (body: string) => api.post('/catering-requests/{id}/threads/{truckId}/messages', { path: { id: requestId, truckId }, body: { body } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.catering.thread(requestId, truckId) }),
  });
}
