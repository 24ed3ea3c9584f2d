import { EARTH_RADIUS_KM } from '@dishrated/shared';
import { sql, type SQL } from 'drizzle-orm';
import { trucks } from '../../db/schema.js';

const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** One or two longitude ranges (two when the box crosses the antimeridian). */
  lngRanges: Array<[number, number]>;
}

/**
 * The latitude/longitude box that contains every point within `radiusKm` of the centre, slightly
 * padded. It turns a radius search into range conditions the (latitude, longitude) btree answers.
 */
export function boundingBox(lat: number, lng: number, radiusKm: number): BoundingBox {
  const dLat = (radiusKm / KM_PER_DEGREE_LAT) * 1.001;
  const minLat = Math.max(-90, lat - dLat);
  const maxLat = Math.min(90, lat + dLat);
  // Longitude degrees shrink with latitude; near a pole (or for huge radii) take every longitude.
  const maxAbsLat = Math.max(Math.abs(minLat), Math.abs(maxLat));
  const cos = Math.cos((maxAbsLat * Math.PI) / 180);
  const dLng = cos < 1e-6 ? 360 : ((radiusKm / KM_PER_DEGREE_LAT) / cos) * 1.001;
  if (dLng >= 180) return { minLat, maxLat, lngRanges: [[-180, 180]] };
  const west = lng - dLng;
  const east = lng + dLng;
  if (west < -180) return { minLat, maxLat, lngRanges: [[west + 360, 180], [-180, east]] };
  if (east > 180) return { minLat, maxLat, lngRanges: [[west, 180], [-180, east - 360]] };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

export function withinBox(box: BoundingBox): SQL {
  const lngs = box.lngRanges.map(([w, e]) => sql`${trucks.longitude} between ${w} and ${e}`);
  return sql`${trucks.latitude} between ${box.minLat} and ${box.maxLat} and (${sql.join(lngs, sql` or `)})`;
}

/** Great-circle distance in km from the centre, in SQL (haversine, radius 6371 km). */
export function distanceKm(lat: number, lng: number): SQL<number> {
  return sql<number>`(2 * ${EARTH_RADIUS_KM} * asin(least(1, sqrt(
    power(sin(radians(${trucks.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${trucks.latitude})) * power(sin(radians(${trucks.longitude} - ${lng}) / 2), 2)))))`;
}
