import { HOME_EVENTS_LIMIT, type EventCreateBody } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, type ApiQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export type EventListParams = ApiQuery<'get', '/events'> & { page: number; limit: number };
export type EventTypeFilter = NonNullable<EventListParams['eventType']>;
export type EventStatusFilter = NonNullable<EventListParams['status']>;


/** Dates travel as ISO text: the shared body schema turns them into Date on the server. */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null | undefined ? string | null | undefined : T[K] };
export type EventBody = Wire<EventCreateBody>;

export const eventsApi = {
  list: (params: EventListParams) =>
    api.get('/events', { query: params }).then((r) => r.data),
  detail: (id: string) => api.get('/events/{id}', { path: { id } }).then((r) => r.data.event),
  create: (body: EventBody) => api.post('/events', { body }),
  update: (id: string, body: Partial<EventBody>) => api.put('/events/{id}', { path: { id }, body }),
  register: (id: string, truckId: string) => api.post('/events/{id}/register', { path: { id }, body: { truckId } }),
  unregister: (id: string, truckId: string) => api.delete('/events/{id}/unregister', { path: { id }, query: { truckId } }),
  approve: (id: string) => api.put('/admin/events/{id}/approve', { path: { id } }),
  reject: (id: string, rejectionReason: string) => api.put('/admin/events/{id}/reject', { path: { id }, body: { rejectionReason } }),
};

export const eventQueries = {
  /** Home: the next four published events. */
  home: () =>
    queryOptions({
      queryKey: queryKeys.events.home,
      queryFn: () => api.get('/events/upcoming', { query: { limit: HOME_EVENTS_LIMIT } }).then((r) => r.data.events),
    }),
  list: (params: EventListParams) =>
    queryOptions({
      queryKey: queryKeys.events.list(params),
      queryFn: () => eventsApi.list(params),
      meta: { errorToast: { message: 'Failed to load events. Please try again.', serverMessageFirst: false } },
    }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.events.detail(id), queryFn: () => eventsApi.detail(id), retry: false }),
};
