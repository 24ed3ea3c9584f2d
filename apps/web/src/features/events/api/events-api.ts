import { HOME_EVENTS_LIMIT, type EventCreateBody, type EventUpdateBody, type FoodEvent, type Truck } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api, filterQuery } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export interface EventListParams {
  search?: string;
  eventType?: string;
  status?: string;
  location?: string;
  from?: string;
  to?: string;
  page: number;
  limit: number;
}


/** Dates travel as ISO text: the shared body schema turns them into Date on the server. */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null | undefined ? string | null | undefined : T[K] };
export type EventBody = Wire<EventCreateBody>;

export const eventsApi = {
  list: (params: EventListParams) =>
    api.get<{ events: FoodEvent[]; pagination: { total: number; totalPages: number; page: number } }>(`/events?${filterQuery(params)}`).then((r) => r.data),
  detail: (id: string) => api.get<{ event: FoodEvent }>(`/events/${encodeURIComponent(id)}`).then((r) => r.data.event),
  create: (body: EventBody) => api.post<{ event: FoodEvent }>('/events', body),
  update: (id: string, body: Partial<EventBody>) => api.put<{ event: FoodEvent }>(`/events/${encodeURIComponent(id)}`, body as EventUpdateBody),
  remove: (id: string) => api.delete<null>(`/events/${encodeURIComponent(id)}`),
  register: (id: string, truckId: string) => api.post<{ event: FoodEvent }>(`/events/${encodeURIComponent(id)}/register`, { truckId }),
  unregister: (id: string, truckId: string) => api.delete<{ event: FoodEvent }>(`/events/${encodeURIComponent(id)}/unregister?truckId=${encodeURIComponent(truckId)}`),
  approve: (id: string) => api.put<{ event: FoodEvent }>(`/admin/events/${encodeURIComponent(id)}/approve`, {}),
  reject: (id: string, rejectionReason: string) => api.put<{ event: FoodEvent }>(`/admin/events/${encodeURIComponent(id)}/reject`, { rejectionReason }),
  myTrucks: () => api.get<{ trucks: Truck[] }>('/owner/trucks').then((r) => r.data.trucks),
};

export const eventQueries = {
  /** Home: the next four published events. */
  home: () =>
    queryOptions({
      queryKey: queryKeys.events.home,
      queryFn: () => api.get<{ events: FoodEvent[] }>(`/events/upcoming?limit=${HOME_EVENTS_LIMIT}`).then((r) => r.data.events),
    }),
  list: (params: EventListParams) =>
    queryOptions({
      queryKey: queryKeys.events.list(params),
      queryFn: () => eventsApi.list(params),
      meta: { errorToast: { message: 'Failed to load events. Please try again.', serverMessageFirst: false } },
    }),
  detail: (id: string) => queryOptions({ queryKey: queryKeys.events.detail(id), queryFn: () => eventsApi.detail(id), retry: false }),
  myTrucks: () => queryOptions({ queryKey: queryKeys.owner.trucks, queryFn: eventsApi.myTrucks }),
};
