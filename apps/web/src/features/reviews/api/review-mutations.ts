import type { ReviewCreateBody, ReviewUpdateBody } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useRefreshingMutation, type MutationConfig } from '../../../lib/react-query';
import { reviewsApi } from './reviews-api';

/**
 * Every review change refetches the truck's reviews and every truck query: the truck's rating and
 * review count follow its reviews.
 */
const useReviewMutation = <TData, TVariables>(truckId: string, mutationFn: (variables: TVariables) => Promise<TData>, config?: MutationConfig<TData, TVariables>) =>
  useRefreshingMutation(mutationFn, [queryKeys.reviews.ofTruck(truckId), queryKeys.trucks.all], config);

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

/** Uploads one photo for a review being written; nothing to refresh until the review is saved. */
export const useUploadReviewPhoto = () => useMutation({ mutationFn: (file: File) => reviewsApi.uploadPhoto(file) });
