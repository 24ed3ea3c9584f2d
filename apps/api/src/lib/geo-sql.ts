import { EARTH_RADIUS_KM } from '@dishrated/shared';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** The latitude and longitude columns of a table with a point location. */
export interface GeoColumns {
  latitude: AnyColumn;
  longitude: AnyColumn;
}

export const KM_PER_DEGREE_LAT = (Math.PI * EARTH_RADIUS_KM) / 180;

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

export function withinBox(columns: GeoColumns, box: BoundingBox): SQL {
  const lngs = box.lngRanges.map(([w, e]) => sql`${columns.longitude} between ${w} and ${e}`);
  return sql`${columns.latitude} between ${box.minLat} and ${box.maxLat} and (${sql.join(lngs, sql` or `)})`;
}

/** Rows within `radiusKm` of the centre: the box for the index, the exact distance after it. */
export function withinRadius(columns: GeoColumns, lat: number, lng: number, radiusKm: number): SQL {
  return sql`${withinBox(columns, boundingBox(lat, lng, radiusKm))} and ${distanceKm(columns, lat, lng)} <= ${radiusKm}`;
}

/** Great-circle distance in km from the centre, in SQL (haversine, radius 6371 km). */
export function distanceKm(columns: GeoColumns | { latitude: SQL; longitude: SQL }, lat: number | SQL, lng: number | SQL): SQL<number> {
  const { latitude, longitude } = columns;
  // The radius is a constant, written into the SQL text rather than sent as a parameter.
  return sql<number>`(2 * ${sql.raw(String(EARTH_RADIUS_KM))} * asin(least(1, sqrt(
    power(sin(radians(${latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${latitude})) * power(sin(radians(${longitude} - ${lng}) / 2), 2)))))`;
}
