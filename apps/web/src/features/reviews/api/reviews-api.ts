import { REVIEW_LIMITS, type ReviewCreateBody, type ReviewSort, type ReviewUpdateBody } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface ReviewListParams {
  page: number;
  sortBy: ReviewSort;
  rating: 'all' | 1 | 2 | 3 | 4 | 5;
  reviewType: 'all' | 'truck' | 'dish';
}

export const reviewsApi = {
  forTruck: (truckId: string, params: ReviewListParams) => api.get('/reviews/truck/{id}', { path: { id: truckId }, query: { ...params, limit: REVIEW_LIMITS.pageSize } }).then((r) => r.data),
  /** A photo for a review: checked, re-encoded and stripped by the server like every photo. */
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.post('/uploads', { form }).then((r) => r.data);
  },
  create: (body: ReviewCreateBody) => api.post('/reviews', { body }).then((r) => r.data.review),
  update: (id: string, body: ReviewUpdateBody) => api.put('/reviews/{id}', { path: { id }, body }).then((r) => r.data.review),
  remove: (id: string) => api.delete('/reviews/{id}', { path: { id } }),
  toggleHelpful: (id: string) => api.put('/reviews/{id}/helpful', { path: { id } }).then((r) => r.data),
  respond: (id: string, message: string) => api.post('/reviews/{id}/respond', { path: { id }, body: { message } }).then((r) => r.data.review),
  report: (id: string, reason: string) => api.post('/reviews/{id}/report', { path: { id }, body: { reason } }),
};

export const reviewQueries = {
  forTruck: (truckId: string, params: ReviewListParams) =>
    queryOptions({ queryKey: queryKeys.reviews.ofTruckPage(truckId, params), queryFn: () => reviewsApi.forTruck(truckId, params) }),
};
