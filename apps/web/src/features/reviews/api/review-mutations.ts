import type { ReviewCreateBody, ReviewUpdateBody } from '@dishrated/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import type { MutationConfig } from '../../../lib/react-query';
import { reviewsApi } from './reviews-api';

/**
 * Every review change refetches the truck's reviews and every truck query: the truck's rating and
 * review count follow its reviews.
 */
function useInvalidateAfterReviewChange(truckId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.reviews.ofTruck(truckId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.trucks.all }),
    ]);
}

function useReviewMutation<TData, TVariables>(
  truckId: string,
  mutationFn: (variables: TVariables) => Promise<TData>,
  config: MutationConfig<TData, TVariables> = {},
) {
  const invalidate = useInvalidateAfterReviewChange(truckId);
  return useMutation({
    ...config,
    mutationFn,
    // The screen reacts first (closes a form, says so), then the data refreshes: a closing form
    // and the refreshed list never show the same text at once.
    onSuccess: async (...args) => {
      await config.onSuccess?.(...args);
      await invalidate();
    },
  });
}

export const useCreateReview = (truckId: string, config?: MutationConfig<unknown, ReviewCreateBody>) =>
  useReviewMutation(truckId, (body: ReviewCreateBody) => reviewsApi.create(body), config);

export const useUpdateReview = (truckId: string, config?: MutationConfig<unknown, { id: string; body: ReviewUpdateBody }>) =>
  useReviewMutation(truckId, ({ id, body }: { id: string; body: ReviewUpdateBody }) => reviewsApi.update(id, body), config);

export const useDeleteReview = (truckId: string, config?: MutationConfig<unknown, string>) =>
  useReviewMutation(truckId, (id: string) => reviewsApi.remove(id), config);

export const useToggleHelpful = (truckId: string, config?: MutationConfig<unknown, string>) =>
  useReviewMutation(truckId, (id: string) => reviewsApi.toggleHelpful(id), config);

export const useRespondToReview = (truckId: string, config?: MutationConfig<unknown, { id: string; message: string }>) =>
  useReviewMutation(truckId, ({ id, message }: { id: string; message: string }) => reviewsApi.respond(id, message), config);

export const useReportReview = (truckId: string, config?: MutationConfig<unknown, { id: string; reason: string }>) =>
  useReviewMutation(truckId, ({ id, reason }: { id: string; reason: string }) => reviewsApi.report(id, reason), config);
