import type { ListingReportBody } from '@dishrated/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';

/** A visitor's report that a listing closed for good, is wrong, or repeats another. */
export const useReportListing = (truckId: string, config?: MutationConfig<unknown, ListingReportBody>) =>
  useMutation({ ...config, mutationFn: (body: ListingReportBody) => api.post('/trucks/{id}/listing-reports', { path: { id: truckId }, body }) });

/** An admin marks the truck's FSSAI licence checked (or not); the page then says so. */
export function useVerifyFssai(truckId: string, config?: MutationConfig<unknown, boolean>) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: (verified: boolean) => api.put('/admin/trucks/{id}/fssai', { path: { id: truckId }, body: { verified } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.trucks.detail(truckId) }),
  });
}
