import type { Place } from '@dishrated/shared';
import { api } from './api-client';

/** Geocoding always goes through our API (its upstream or offline gazetteer), never straight to a public service. */
export const geocodeApi = {
  search: (q: string, limit = 5) =>
    api.get<{ results: Place[] }>(`/geocode/search?${new URLSearchParams({ q, limit: String(limit) })}`).then((r) => r.data.results),
  reverse: (lat: number, lng: number) => api.get<{ displayName: string | null }>(`/geocode/reverse?${new URLSearchParams({ lat: String(lat), lng: String(lng) })}`).then((r) => r.data.displayName),
};

