import type {
  AboutBody,
  Analytics,
  BasicInfoBody,
  FoodEvent,
  ImagesBody,
  LocationBody,
  LocationHistoryEntry,
  MenuItem,
  MenuItemInput,
  OwnerDashboard,
  StatusBody,
  Stop,
  StopException,
  StopExceptionInput,
  StopInput,
  StopImportConfirm,
  StopImportPreview,
  StopImportRequest,
  Truck,
  TruckCreateBody,
  TruckImage,
  UploadResult,
} from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

const truckPath = (id: string) => `/owner/trucks/${encodeURIComponent(id)}`;

export const ownerApi = {
  dashboard: () => api.get<OwnerDashboard>('/owner/dashboard').then((r) => r.data),
  analytics: (period: number) => api.get<Analytics>(`/owner/analytics?period=${period}`).then((r) => r.data),
  truck: (id: string) => api.get<{ truck: Truck }>(truckPath(id)).then((r) => r.data.truck),
  createTruck: (body: TruckCreateBody) => api.post<{ truck: Truck }>('/owner/trucks', body).then((r) => r.data.truck),
  updateBasicInfo: (id: string, body: BasicInfoBody) => api.put<{ truck: Truck }>(`${truckPath(id)}/basic-info`, body).then((r) => r.data.truck),
  setStatus: (id: string, body: StatusBody) => api.put<{ truck: Truck }>(`${truckPath(id)}/status`, body).then((r) => r.data.truck),
  addMenuItem: (id: string, menuItem: MenuItemInput) => api.post<{ menuItem: MenuItem }>(`${truckPath(id)}/menu`, { menuItem }).then((r) => r.data.menuItem),
  updateMenuItem: (id: string, itemId: string, menuItem: MenuItemInput) =>
    api.put<{ menuItem: MenuItem }>(`${truckPath(id)}/menu/${encodeURIComponent(itemId)}`, { menuItem }).then((r) => r.data.menuItem),
  deleteMenuItem: (id: string, itemId: string) => api.delete<null>(`${truckPath(id)}/menu/${encodeURIComponent(itemId)}`),
  setAbout: (id: string, body: AboutBody) => api.put<{ truck: Truck }>(`${truckPath(id)}/about`, body),
  setImages: (id: string, body: ImagesBody) => api.put<{ images: TruckImage[] }>(`${truckPath(id)}/images`, body),
  setLocation: (id: string, body: LocationBody) => api.put<{ truck: Truck }>(`${truckPath(id)}/location`, body).then((r) => r.data.truck),
  setSharing: (id: string, enabled: boolean) => api.put<{ truck: Truck }>(`${truckPath(id)}/location-sharing`, { enabled }).then((r) => r.data.truck),
  history: (id: string) => api.get<{ history: LocationHistoryEntry[] }>(`${truckPath(id)}/location-history`).then((r) => r.data.history),
  deleteHistoryEntry: (id: string, entryId: string) => api.delete<null>(`${truckPath(id)}/location-history/${encodeURIComponent(entryId)}`),
  clearHistory: (id: string) => api.delete<{ deleted: number }>(`${truckPath(id)}/location-history`),
  uploadPhoto: (file: File) => {
    const form = new FormData();
    form.append('file', file);
    return api.upload<UploadResult>('/owner/uploads', form).then((r) => r.data);
  },
  organizerEvents: (organizerId: string) => api.get<{ events: FoodEvent[] }>(`/events/organizer/${encodeURIComponent(organizerId)}?limit=20`).then((r) => r.data.events),
  deleteEvent: (id: string) => api.delete<null>(`/events/${encodeURIComponent(id)}`),
  stops: (id: string) => api.get<{ timeZone: string; stops: Stop[]; exceptions: StopException[] }>(`${truckPath(id)}/stops`).then((r) => r.data),
  addStop: (id: string, stop: StopInput) => api.post<{ stop: Stop }>(`${truckPath(id)}/stops`, stop).then((r) => r.data.stop),
  updateStop: (id: string, stopId: string, stop: StopInput) => api.put<{ stop: Stop }>(`${truckPath(id)}/stops/${encodeURIComponent(stopId)}`, stop).then((r) => r.data.stop),
  copyWeek: (id: string, from: string) => api.post<{ stops: Stop[] }>(`${truckPath(id)}/stops/copy-week`, { from }).then((r) => r.data.stops),
  deleteStop: (id: string, stopId: string) => api.delete<null>(`${truckPath(id)}/stops/${encodeURIComponent(stopId)}`),
  addClosedDate: (id: string, closed: StopExceptionInput) => api.post<{ exception: StopException }>(`${truckPath(id)}/stop-exceptions`, closed).then((r) => r.data.exception),
  previewImport: (id: string, body: StopImportRequest) => api.post<StopImportPreview>(`${truckPath(id)}/stops/import`, body).then((r) => r.data),
  confirmImport: (id: string, body: StopImportConfirm) => api.post<{ stops: Stop[] }>(`${truckPath(id)}/stops/import/confirm`, body).then((r) => r.data.stops),
  deleteClosedDate: (id: string, exceptionId: string) => api.delete<null>(`${truckPath(id)}/stop-exceptions/${encodeURIComponent(exceptionId)}`),
  upcomingEvents: (limit: number) => api.get<{ events: FoodEvent[] }>(`/events/upcoming?limit=${limit}`).then((r) => r.data.events),
};

export const ownerQueries = {
  stops: (truckId: string) => queryOptions({ queryKey: queryKeys.owner.stops(truckId), queryFn: () => ownerApi.stops(truckId) }),
  dashboard: () =>
    queryOptions({
      queryKey: queryKeys.owner.dashboard,
      queryFn: ownerApi.dashboard,
      meta: { errorToast: { message: 'Failed to load dashboard data. Please try again.', serverMessageFirst: false } },
    }),
  analytics: (period: number) => queryOptions({ queryKey: queryKeys.owner.analytics(period), queryFn: () => ownerApi.analytics(period) }),
  truck: (id: string) => queryOptions({ queryKey: queryKeys.owner.truck(id), queryFn: () => ownerApi.truck(id), retry: false }),
  history: (id: string) => queryOptions({ queryKey: queryKeys.owner.history(id), queryFn: () => ownerApi.history(id) }),
  organizerEvents: (organizerId: string) =>
    queryOptions({ queryKey: queryKeys.events.byOrganizer(organizerId), queryFn: () => ownerApi.organizerEvents(organizerId) }),
  upcomingEvents: (limit: number) => queryOptions({ queryKey: queryKeys.events.upcoming(limit), queryFn: () => ownerApi.upcomingEvents(limit) }),
};
