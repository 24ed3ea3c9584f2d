import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { bearer } from '../helpers.js';
import type { Session } from '../owner/owner-helpers.js';

export const CSV_HEADER = 'name,cuisine,city,address,latitude,longitude,phone,website,instagram,hours,source';

/** A CSV line; commas in values are quoted. */
export const csvLine = (fields: Array<string | number>) => fields.map((f) => (/[",\n]/.test(String(f)) ? `"${String(f).replace(/"/g, '""')}"` : String(f))).join(',');

export const previewImport = (app: App, admin: Session, text: string, format: 'csv' | 'geojson' = 'csv', source = 'Test directory') =>
  app.inject({ method: 'POST', url: '/api/admin/truck-imports', payload: { text, format, source }, headers: bearer(admin.token) });

export const confirmImport = (app: App, admin: Session, id: string) => app.inject({ method: 'POST', url: `/api/admin/truck-imports/${id}/confirm`, headers: bearer(admin.token) });

/** Unclaimed listings of the test's own, imported and confirmed; their ids in the file's order. */
export async function importListings(app: App, admin: Session, rows: Array<{ name: string; latitude: number; longitude: number; cuisine?: string; hours?: string }>): Promise<string[]> {
  const text = [CSV_HEADER, ...rows.map((r) => csvLine([r.name, r.cuisine ?? 'Street Food', 'Pune', 'A lane', r.latitude, r.longitude, '', '', '', r.hours ?? '', '']))].join('\n');
  const preview = await previewImport(app, admin, text);
  expect(preview.statusCode, preview.body).toBe(201);
  expect(preview.json().data.import.toCreate).toHaveLength(rows.length);
  const confirmed = await confirmImport(app, admin, preview.json().data.import.id);
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  const near = await Promise.all(
    rows.map(async (r) => {
      const res = await app.inject({ method: 'GET', url: `/api/trucks?search=${encodeURIComponent(r.name)}&lat=${r.latitude}&lng=${r.longitude}&distance=1` });
      return (res.json().data.trucks as Array<{ id: string; name: string }>).find((t) => t.name === r.name)!.id;
    }),
  );
  return near;
}
