import { EARTH_RADIUS_KM } from './constants.js';

export interface LatLng {
  lat: number;
  lng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in km (haversine, earth radius 6371 km). */
export function haversineKm(a: LatLng, b: LatLng): number {
  return haversineKmWithCosines(a.lat, a.lng, cosOfLatitude(a.lat), b.lat, b.lng, cosOfLatitude(b.lat));
}

/** The cosine of a latitude in degrees, as `haversineKm` computes it. */
export const cosOfLatitude = (lat: number) => Math.cos(toRad(lat));

/**
 * `haversineKm` for callers that already hold each latitude's cosine (a search measuring many
 * trucks from one centre): the same arithmetic in the same order, so the same result to the bit.
 */
export function haversineKmWithCosines(latA: number, lngA: number, cosLatA: number, latB: number, lngB: number, cosLatB: number): number {
  const dLat = toRad(latB - latA);
  const dLng = toRad(lngB - lngA);
  const h = Math.sin(dLat / 2) ** 2 + cosLatA * cosLatB * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Distances are shown and compared at 2 decimals (10 m), finer than any location fix. */
export function roundKm(km: number): number {
  return Math.round(km * 100) / 100;
}

export function formatDistance(km: number): string {
  return `${roundKm(km)} km`;
}
