import { EARTH_RADIUS_KM } from './constants.js';

export interface LatLng {
  lat: number;
  lng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine, earth radius 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.lat - a.lat);
  const dLng = toRad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are shown and compared at 2 decimals (10 m), finer than any location fix. */
export function roundKm(km: number): number {
  return Math.round(km * 100) / 100;
}

export function formatDistance(km: number): string {
  return `${roundKm(km)} km`;
}
