import { isHttpUrl, STOP_LIMITS, type ImportRow } from '@dishrated/shared';
import type { NewListing } from './repository.js';

/** A name as two listings are compared by: letters and digits only, in lower case ("Chaat-Wala!" is "chaatwala"). */
export const comparableName = (name: string) => name.normalize('NFKD').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** Whether two names look like one truck's: one holds the other, once compared. */
export function namesAlike(a: string, b: string): boolean {
  const [x, y] = [comparableName(a), comparableName(b)];
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
}

export const isWebAddress = (value: string) => value.length <= 500 && isHttpUrl(value);

/** An Instagram link from a handle ("@chaatwala", "chaatwala") or a web address; null when it is neither. */
export function instagramUrl(value: string): string | null {
  if (/^https?:\/\//i.test(value)) return isWebAddress(value) ? value : null;
  const handle = value.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? `https://www.instagram.com/${handle}/` : null;
}

/** An import row as the listing it becomes: its contact details on its About, its hours as weekly stops. */
export function listingOf(row: ImportRow): NewListing {
  const about: NewListing['about'] = {};
  if (row.phone) about.phone = row.phone;
  if (row.website) about.website = row.website;
  if (row.instagram) about.instagram = row.instagram;
  return {
    name: row.name,
    cuisine: row.cuisine,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    about,
    source: row.source,
    hours: row.hours,
    label: (row.city || row.address).slice(0, STOP_LIMITS.labelMax),
  };
}
