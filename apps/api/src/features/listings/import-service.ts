import {
  CUISINES,
  DEFAULT_TRUCK_TIME_ZONE,
  haversineKm,
  LISTINGS,
  localDateIn,
  parseUsualHours,
  phoneNumber,
  roundCoordinate,
  TruckPlainFields,
  type ImportRow,
  type TruckImport,
  type TruckImportBody,
} from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { UserRow } from '../auth/index.js';
import { recordAdminAction } from '../audit/index.js';
import type { FindPlace } from '../geocode/index.js';
import type { TruckCatalog } from '../trucks/index.js';
import { readImportFile, type RawRow } from './import-file.js';
import { comparableName, instagramUrl, isWebAddress, listingOf } from './listing-rules.js';
import * as repo from './repository.js';

const phoneOk = (phone: string) => phoneNumber().min(6).safeParse(phone).success;
const cuisineByName = new Map(CUISINES.map((c) => [c.toLowerCase(), c]));

type Checked = { row: ImportRow } | { reason: string };

/**
 * Admins import listings from a file: a preview says, by line, which rows become listings,
 * which look like a truck we have (or an earlier row) and which are refused and why; confirming
 * creates exactly the rows previewed, all in one transaction.
 */
export function createImportService({ db, catalog, findPlace, settled, now = Date.now }: { db: Database; catalog: TruckCatalog; findPlace: FindPlace; settled: () => Promise<void>; now?: () => number }) {
  /** Where a row stands: its coordinates, else its address looked up (once per address in a file). */
  async function placeOf(fields: Record<string, string>, places: Map<string, Awaited<ReturnType<FindPlace>>>): Promise<{ latitude: number; longitude: number } | string> {
    const { latitude, longitude, address = '', city = '' } = fields;
    if (latitude || longitude) {
      const lat = Number(latitude);
      const lng = Number(longitude);
      if (!latitude || !longitude || !Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'Latitude and longitude must both be numbers on the map';
      return { latitude: roundCoordinate(lat), longitude: roundCoordinate(lng) };
    }
    if (!address && !city) return 'Give the address or the latitude and longitude';
    const query = [address, city].filter(Boolean).join(', ');
    if (!places.has(query)) places.set(query, await findPlace(query));
    const place = places.get(query);
    return place ? { latitude: roundCoordinate(place.lat), longitude: roundCoordinate(place.lng) } : `We could not find "${query}" on the map: add latitude and longitude`;
  }

  async function check(raw: RawRow, source: string, places: Map<string, Awaited<ReturnType<FindPlace>>>): Promise<Checked> {
    const f = raw.fields;
    const name = TruckPlainFields.name.safeParse(f.name ?? '');
    if (!name.success) return { reason: name.error.issues[0]!.message };
    const cuisine = cuisineByName.get((f.cuisine ?? '').toLowerCase());
    if (!cuisine) return { reason: f.cuisine ? `Cuisine "${f.cuisine.slice(0, 40)}" is not one we list` : 'Cuisine is required' };
    if ((f.address ?? '').length > LISTINGS.addressMax) return { reason: `Address must be at most ${LISTINGS.addressMax} characters` };
    if ((f.city ?? '').length > 80) return { reason: 'City must be at most 80 characters' };
    if (f.phone && !phoneOk(f.phone)) return { reason: 'Phone may contain only digits, spaces, +, - and parentheses' };
    if (f.website && !isWebAddress(f.website)) return { reason: 'Website must be a web address starting with http:// or https://' };
    const instagram = f.instagram ? instagramUrl(f.instagram) : null;
    if (f.instagram && !instagram) return { reason: 'Instagram must be a handle (@name) or a web address' };
    const hours = f.hours ? parseUsualHours(f.hours) : [];
    if (!hours) return { reason: `Hours "${f.hours!.slice(0, 60)}" do not read as usual hours (for example Mon-Fri 11:00-15:00; Sun 17:00-22:00)` };
    if ((f.source ?? '').length > LISTINGS.importSourceMax) return { reason: `Source must be at most ${LISTINGS.importSourceMax} characters` };
    const place = await placeOf(f, places);
    if (typeof place === 'string') return { reason: place };
    return {
      row: {
        line: raw.line,
        name: name.data,
        cuisine,
        city: f.city ?? '',
        address: f.address || f.city || '',
        ...place,
        phone: f.phone || null,
        website: f.website || null,
        instagram,
        hours,
        source: f.source || source,
      },
    };
  }

  /** The truck (or earlier row) a row repeats: the same name, standing within a few hundred metres. */
  function repeated(row: ImportRow, earlier: Map<string, ImportRow[]>): TruckImport['duplicates'][number]['existing'] | null {
    const key = comparableName(row.name);
    const km = LISTINGS.duplicateMeters / 1000;
    const [known] = catalog.near(row.latitude, row.longitude, km, (t) => comparableName(t.record.row.name) === key, 1);
    if (known) return { id: known.value.record.row.id, name: known.value.record.row.name, line: null, meters: Math.round(known.km * 1000) };
    for (const other of earlier.get(key) ?? []) {
      const meters = Math.round(haversineKm({ lat: row.latitude, lng: row.longitude }, { lat: other.latitude, lng: other.longitude }) * 1000);
      if (meters <= LISTINGS.duplicateMeters) return { id: null, name: other.name, line: other.line, meters };
    }
    return null;
  }

  function view(row: NonNullable<Awaited<ReturnType<typeof repo.findImport>>>): TruckImport {
    return { id: row.id, source: row.source, status: row.status, createdAt: row.createdAt.toISOString(), confirmedAt: row.confirmedAt?.toISOString() ?? null, ...row.preview, created: row.created };
  }

  return {
    async preview(admin: UserRow, body: TruckImportBody): Promise<TruckImport> {
      const rows = readImportFile(body.text, body.format);
      if (rows.length === 0) throw badRequest('The file has no rows', 'text');
      if (rows.length > LISTINGS.importRowsMax) throw badRequest(`The file has ${rows.length} rows; one import takes at most ${LISTINGS.importRowsMax}`, 'text');
      await settled();
      const preview: Pick<TruckImport, 'toCreate' | 'duplicates' | 'refused'> = { toCreate: [], duplicates: [], refused: [] };
      const earlier = new Map<string, ImportRow[]>();
      const places = new Map<string, Awaited<ReturnType<FindPlace>>>();
      for (const raw of rows) {
        const checked = await check(raw, body.source, places);
        if ('reason' in checked) {
          preview.refused.push({ line: raw.line, reason: checked.reason });
          continue;
        }
        const existing = repeated(checked.row, earlier);
        if (existing) {
          preview.duplicates.push({ line: raw.line, name: checked.row.name, existing });
          continue;
        }
        preview.toCreate.push(checked.row);
        const key = comparableName(checked.row.name);
        earlier.set(key, [...(earlier.get(key) ?? []), checked.row]);
      }
      return view(await repo.insertImport(db, admin.id, body.source, preview));
    },

    async one(id: string): Promise<TruckImport> {
      const row = await repo.findImport(db, id);
      if (!row) throw notFound('IMPORT_NOT_FOUND');
      return view(row);
    },

    async recent(): Promise<TruckImport[]> {
      return (await repo.recentImports(db, 20)).map(view);
    },

    /** Creates the previewed rows, all or none; a second confirmation finds the import confirmed. */
    async confirm(admin: UserRow, id: string): Promise<TruckImport> {
      const fromDate = localDateIn(now(), DEFAULT_TRUCK_TIME_ZONE);
      const confirmed = await db.transaction(async (tx) => {
        const taken = await repo.takeImportForConfirming(tx, id);
        if (!taken) {
          if (!(await repo.findImport(tx, id))) throw notFound('IMPORT_NOT_FOUND');
          throw new AppError('ALREADY_DECIDED', 'This import was confirmed already');
        }
        const ids = await repo.insertListings(tx, taken.preview.toCreate.map(listingOf), fromDate);
        await recordAdminAction(tx, admin, { action: 'listing.import', targetType: 'truck-import', targetId: id, targetLabel: `${ids.length} listings from ${taken.source}` });
        return repo.setImportCreated(tx, id, ids.length);
      });
      await settled();
      return view(confirmed);
    },
  };
}

export type ImportService = ReturnType<typeof createImportService>;
