import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { freshPlace, north } from '../catering/catering-helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { confirmImport, CSV_HEADER, csvLine, previewImport } from './listing-helpers.js';

let ctx: TestContext;
let admin: Session;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await session(ctx.app, ctx.database.db, 'admin', 'Importer');
});
afterAll(() => ctx?.close());

const uniqueName = (label: string) => `${label} ${Math.random().toString(36).slice(2, 8)}`;

describe('importing listings from a file', () => {
  it('previews 1,000 rows by line (new, duplicates, refused) and confirming creates exactly the new ones, once', async () => {
    const owner = await session(ctx.app, ctx.database.db, 'owner', 'Existing');
    const home = freshPlace();
    const existing = await createOwnedTruck(ctx.app, owner, { name: uniqueName('Vada Pav Corner'), location: { address: 'A lane', coordinates: home } });
    const run = Math.random().toString(36).slice(2, 7);
    const lines: string[] = [CSV_HEADER];
    const expected = { create: [] as number[], duplicate: [] as number[], refused: new Map<number, RegExp>() };
    for (let i = 0; i < 1000; i++) {
      const line = i + 2;
      const spot = north(freshPlace(), 0);
      if (i % 50 === 0) {
        // The truck we have, 100 m away and written differently.
        lines.push(csvLine([existing.name.toUpperCase(), 'Street Food', 'Pune', '', north(home, 0.1).latitude, home.longitude, '', '', '', '', '']));
        expected.duplicate.push(line);
      } else if (i % 50 === 1) {
        lines.push(csvLine([`Pizza ${run} ${i}`, 'Sushi and Tacos', 'Pune', '', spot.latitude, spot.longitude, '', '', '', '', '']));
        expected.refused.set(line, /Cuisine "Sushi and Tacos"/);
      } else if (i % 50 === 2) {
        lines.push(csvLine([`Chai ${run} ${i}`, 'Street Food', 'Pune', '', 'north', spot.longitude, '', '', '', '', '']));
        expected.refused.set(line, /Latitude and longitude/);
      } else if (i % 50 === 3) {
        lines.push(csvLine([`Rolls ${run} ${i}`, 'Street Food', 'Pune', '', spot.latitude, spot.longitude, '', '', '', 'most evenings', '']));
        expected.refused.set(line, /do not read as usual hours/);
      } else if (i % 50 === 4) {
        lines.push(csvLine([`Dosa ${run} ${i}`, 'South Indian', 'Pune', '', spot.latitude, spot.longitude, '', '', '', '', '']));
        expected.create.push(line);
      } else if (i % 50 === 5) {
        // The row before, 200 m on: a duplicate within the file.
        const before = lines[lines.length - 1]!.split(',');
        lines.push(csvLine([`Dosa ${run} ${i - 1}`, 'South Indian', 'Pune', '', north({ latitude: Number(before[4]), longitude: 0 }, 0.2).latitude, before[5]!, '', '', '', '', '']));
        expected.duplicate.push(line);
      } else {
        lines.push(csvLine([`Truck ${run} ${i}`, 'North Indian', 'Pune', 'FC Road', spot.latitude, spot.longitude, '+91 98450 12345', 'https://example.com/menu', '@truck_' + i, 'Mon-Fri 11:00-15:00; Sat 18:00-23:00', '']));
        expected.create.push(line);
      }
    }
    expect(lines.length - 1).toBe(1000);

    const preview = await previewImport(ctx.app, admin, lines.join('\n'));
    expect(preview.statusCode, preview.body).toBe(201);
    const result = preview.json().data.import;
    expect(result.toCreate.map((r: { line: number }) => r.line)).toEqual(expected.create);
    expect(result.duplicates.map((r: { line: number }) => r.line)).toEqual(expected.duplicate);
    expect(result.duplicates[0].existing).toMatchObject({ id: existing.id, name: existing.name });
    expect(result.refused.map((r: { line: number }) => r.line)).toEqual([...expected.refused.keys()]);
    for (const refused of result.refused as Array<{ line: number; reason: string }>) expect(refused.reason).toMatch(expected.refused.get(refused.line)!);

    // Nothing exists before confirming.
    const before = await ctx.app.inject({ method: 'GET', url: `/api/trucks?search=${encodeURIComponent(`Truck ${run} 7`)}` });
    expect(before.json().data.trucks).toHaveLength(0);

    const confirmed = await confirmImport(ctx.app, admin, result.id);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.import.created).toBe(expected.create.length);
    const made = result.toCreate.find((r: { name: string }) => r.name === `Truck ${run} 7`);
    const listed = await ctx.app.inject({ method: 'GET', url: `/api/trucks?search=${encodeURIComponent(`Truck ${run} 7`)}&lat=${made.latitude}&lng=${made.longitude}&distance=1` });
    const truck = listed.json().data.trucks.find((t: { name: string }) => t.name === `Truck ${run} 7`);
    expect(truck).toMatchObject({ claimed: false, owner: null, aboutInfo: { phone: '+91 98450 12345', instagram: 'https://www.instagram.com/truck_7/' } });

    const again = await confirmImport(ctx.app, admin, result.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_DECIDED');
  });

  it('reads a GeoJSON FeatureCollection, and looks up rows that give only an address', async () => {
    const name = uniqueName('Momo Point');
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', geometry: { type: 'Point', coordinates: [77.64, 12.97] }, properties: { name, cuisine: 'chinese' } },
        { type: 'Feature', geometry: null, properties: { name: `${name} 2`, cuisine: 'Chinese', address: 'Indiranagar', city: 'Bengaluru' } },
        { type: 'Feature', geometry: null, properties: { name: `${name} 3`, cuisine: 'Chinese', address: 'Nowhere-in-particular-xyz' } },
      ],
    });
    const res = await previewImport(ctx.app, admin, text, 'geojson');
    expect(res.statusCode, res.body).toBe(201);
    const { toCreate, refused } = res.json().data.import;
    expect(toCreate.map((r: { line: number; cuisine: string }) => [r.line, r.cuisine])).toEqual([[1, 'Chinese'], [2, 'Chinese']]);
    expect(toCreate[1].latitude).toBeCloseTo(12.97, 1);
    expect(refused).toEqual([{ line: 3, reason: expect.stringMatching(/could not find "Nowhere-in-particular-xyz"/) }]);
  });

  it('refuses a file of more than 5,000 rows as a whole, creating nothing', async () => {
    const rows = Array.from({ length: 5001 }, (_, i) => csvLine([`T${i}`, 'Street Food', '', '', 19, 75, '', '', '', '', '']));
    const res = await previewImport(ctx.app, admin, [CSV_HEADER, ...rows].join('\n'));
    expectValidationError(res, 'text', /5001 rows; one import takes at most 5000/);
  });

  it('answers a file that is not CSV with a 400 naming the line', async () => {
    const res = await previewImport(ctx.app, admin, `${CSV_HEADER}\n"Unclosed,Street Food`);
    expectValidationError(res, 'text', /not valid CSV/);
  });

  it('is for admins only', async () => {
    const owner = await session(ctx.app, ctx.database.db, 'owner');
    const res = await sender(ctx.app)('POST', '/api/admin/truck-imports', owner, { text: CSV_HEADER, format: 'csv', source: 'x' });
    expect(res.statusCode).toBe(403);
  });
});
