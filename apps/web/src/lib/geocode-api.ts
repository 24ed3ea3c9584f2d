import { api } from './api-client';

/** Geocoding always goes through our API (its upstream or offline gazetteer), never straight to a public service. */
export const geocodeApi = {
  search: (q: string, limit = 5) =>
    api.get('/geocode/search', { query: { q, limit } }).then((r) => r.data.results),
  reverse: (lat: number, lng: number) => api.get('/geocode/reverse', { query: { lat, lng } }).then((r) => r.data.displayName),
};

