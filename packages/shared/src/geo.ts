import { EARTH_RADIUS_KM } from './constants.js';

export interface LatLng {
  lat: number;
  lng: number;
}

const toRad = (deg: number) => (deg * Math.PI) / 180;

/**
 * Positions are kept to six decimal places of a degree (about 11 cm), finer than any phone's
 * location fix. The digits a browser's geolocation adds beyond that are noise, which every answer
 * listing trucks would carry, and compress worst of all their text.
 */
const COORDINATE_DECIMALS = 6;
const COORDINATE_SCALE = 10 ** COORDINATE_DECIMALS;

/** A latitude or longitude as it is kept (see COORDINATE_DECIMALS). */
export function roundCoordinate(degrees: number): number {
  return Math.round(degrees * COORDINATE_SCALE) / COORDINATE_SCALE;
}

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
