import { REVIEW_LIMITS, type Review, type UploadResult, type ReviewCreateBody, type ReviewListResult, type ReviewSort, type ReviewUpdateBody } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ReviewListParams {
  page: number;
  sortBy: ReviewSort;
  rating: 'all' | 1 | 2 | 3 | 4 | 5;
  reviewType: 'all' | 'truck' | 'dish';
}

function toQuery(params: ReviewListParams): string {
  const search = new URLSearchParams({ page: String(params.page), limit: String(REVIEW_LIMITS.pageSize), sortBy: params.sortBy });
  // 'all' is sent as no filter: the API reads an absent filter as all.
  if (params.rating !== 'all') search.set('rating', String(params.rating));
  if (params.reviewType !== 'all') search.set('reviewType', params.reviewType);
  return search.toString();
}

export const reviewsApi = {
  forTruck: (truckId: string, params: ReviewListParams) => api.get<ReviewListResult>(`/reviews/truck/${truckId}?${toQuery(params)}`).then((r) => r.data),
  /** A photo for a review: checked, re-encoded and stripped by the server like every photo. */
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<UploadResult>('/uploads', form).then((r) => r.data);
  },
  create: (body: ReviewCreateBody) => api.post<{ review: Review }>('/reviews', body).then((r) => r.data.review),
  update: (id: string, body: ReviewUpdateBody) => api.put<{ review: Review }>(`/reviews/${id}`, body).then((r) => r.data.review),
  remove: (id: string) => api.delete<null>(`/reviews/${id}`),
  toggleHelpful: (id: string) => api.put<{ helpfulVotes: number; votedHelpful: boolean }>(`/reviews/${id}/helpful`).then((r) => r.data),
  respond: (id: string, message: string) => api.post<{ review: Review }>(`/reviews/${id}/respond`, { message }).then((r) => r.data.review),
  report: (id: string, reason: string) => api.post<null>(`/reviews/${id}/report`, { reason }),
};

export const reviewQueries = {
  forTruck: (truckId: string, params: ReviewListParams) =>
    queryOptions({ queryKey: queryKeys.reviews.ofTruckPage(truckId, params), queryFn: () => reviewsApi.forTruck(truckId, params) }),
};
