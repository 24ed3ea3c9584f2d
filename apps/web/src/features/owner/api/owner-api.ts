import type { AboutBody, BasicInfoBody, ImagesBody, LocationBody, MenuItemInput, StatusBody, StopExceptionInput, StopInput, StopImportConfirm, StopImportRequest, TruckCreateBody } from '@dishrated/shared';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export const ownerApi = {
  dashboard: () => api.get('/owner/dashboard').then((r) => r.data),
  analytics: (period: number) => api.get('/owner/analytics', { query: { period } }).then((r) => r.data),
  truck: (id: string) => api.get('/owner/trucks/{id}', { path: { id } }).then((r) => r.data.truck),
  createTruck: (body: TruckCreateBody) => api.post('/owner/trucks', { body }).then((r) => r.data.truck),
  updateBasicInfo: (id: string, body: BasicInfoBody) => api.put('/owner/trucks/{id}/basic-info', { path: { id }, body }).then((r) => r.data.truck),
  setStatus: (id: string, body: StatusBody) => api.put('/owner/trucks/{id}/status', { path: { id }, body }).then((r) => r.data.truck),
  addMenuItem: (id: string, menuItem: MenuItemInput) => api.post('/owner/trucks/{id}/menu', { path: { id }, body: { menuItem } }).then((r) => r.data.menuItem),
  updateMenuItem: (id: string, itemId: string, menuItem: MenuItemInput) =>
    api.put('/owner/trucks/{id}/menu/{itemId}', { path: { id, itemId }, body: { menuItem } }).then((r) => r.data.menuItem),
  deleteMenuItem: (id: string, itemId: string) => api.delete('/owner/trucks/{id}/menu/{itemId}', { path: { id, itemId } }),
  setAbout: (id: string, body: AboutBody) => api.put('/owner/trucks/{id}/about', { path: { id }, body }),
  setImages: (id: string, body: ImagesBody) => api.put('/owner/trucks/{id}/images', { path: { id }, body }),
  setLocation: (id: string, body: LocationBody) => api.put('/owner/trucks/{id}/location', { path: { id }, body }).then((r) => r.data.truck),
  setSharing: (id: string, enabled: boolean) => api.put('/owner/trucks/{id}/location-sharing', { path: { id }, body: { enabled } }).then((r) => r.data.truck),
  history: (id: string) => api.get('/owner/trucks/{id}/location-history', { path: { id } }).then((r) => r.data.history),
  deleteHistoryEntry: (id: string, entryId: string) => api.delete('/owner/trucks/{id}/location-history/{entryId}', { path: { id, entryId } }),
  clearHistory: (id: string) => api.delete('/owner/trucks/{id}/location-history', { path: { id } }),
  /** `purpose` 'truck': a photo for the truck's own carousel, held to the larger minimum. */
  organizerEvents: (organizerId: string) => api.get('/events/organizer/{organizerId}', { path: { organizerId }, query: { limit: 20 } }).then((r) => r.data.events),
  deleteEvent: (id: string) => api.delete('/events/{id}', { path: { id } }),
  stops: (id: string) => api.get('/owner/trucks/{id}/stops', { path: { id } }).then((r) => r.data),
  addStop: (id: string, stop: StopInput) => api.post('/owner/trucks/{id}/stops', { path: { id }, body: stop }).then((r) => r.data.stop),
  updateStop: (id: string, stopId: string, stop: StopInput) => api.put('/owner/trucks/{id}/stops/{stopId}', { path: { id, stopId }, body: stop }).then((r) => r.data.stop),
  copyWeek: (id: string, from: string) => api.post('/owner/trucks/{id}/stops/copy-week', { path: { id }, body: { from } }).then((r) => r.data.stops),
  deleteStop: (id: string, stopId: string) => api.delete('/owner/trucks/{id}/stops/{stopId}', { path: { id, stopId } }),
  addClosedDate: (id: string, closed: StopExceptionInput) => api.post('/owner/trucks/{id}/stop-exceptions', { path: { id }, body: closed }).then((r) => r.data.exception),
  previewImport: (id: string, body: StopImportRequest) => api.post('/owner/trucks/{id}/stops/import', { path: { id }, body }).then((r) => r.data),
  confirmImport: (id: string, body: StopImportConfirm) => api.post('/owner/trucks/{id}/stops/import/confirm', { path: { id }, body }).then((r) => r.data.stops),
  deleteClosedDate: (id: string, exceptionId: string) => api.delete('/owner/trucks/{id}/stop-exceptions/{exceptionId}', { path: { id, exceptionId } }),
  upcomingEvents: (limit: number) => api.get('/events/upcoming', { query: { limit } }).then((r) => r.data.events),
};

export const ownerQueries = {
  stops: (truckId: string) => queryOptions({ queryKey: queryKeys.owner.stops(truckId), queryFn: () => ownerApi.stops(truckId) }),
  dashboard: () =>
    queryOptions({
      queryKey: queryKeys.owner.dashboard,
      queryFn: ownerApi.dashboard,
      meta: { errorToast: { message: 'Failed to load dashboard data. Please try again.', serverMessageFirst: false }, keepOnDevice: true },
    }),
  analytics: (period: number) => queryOptions({ queryKey: queryKeys.owner.analytics(period), queryFn: () => ownerApi.analytics(period), meta: { keepOnDevice: true } }),
  truck: (id: string) => queryOptions({ queryKey: queryKeys.owner.truck(id), queryFn: () => ownerApi.truck(id), retry: false }),
  history: (id: string) => queryOptions({ queryKey: queryKeys.owner.history(id), queryFn: () => ownerApi.history(id) }),
  organizerEvents: (organizerId: string) =>
    queryOptions({ queryKey: queryKeys.events.byOrganizer(organizerId), queryFn: () => ownerApi.organizerEvents(organizerId) }),
  upcomingEvents: (limit: number) => queryOptions({ queryKey: queryKeys.events.upcoming(limit), queryFn: () => ownerApi.upcomingEvents(limit) }),
};
