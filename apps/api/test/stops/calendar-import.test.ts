import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPublicText } from '../../src/lib/public-fetch.js';
import { createTestContext, expectValidationError, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let ctx: TestContext;
let owner: Session;
let send: ReturnType<typeof sender>;
let server: Server;
let port: number;
/** What the local calendar server answers at /feed.ics, and its size limit test's body at /big.ics. */
let served = '';

beforeAll(async () => {
  // The calendar server stands on this machine: the import may reach it only by this allowed name.
  ctx = await createTestContext({ calendarImportAllowHosts: ['localhost'] });
  send = sender(ctx.app);
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Calendar owner');
  server = createServer((request, response) => {
    if (request.url === '/big.ics') return response.end('X'.repeat(600 * 1024));
    if (request.url === '/moved.ics') return response.writeHead(302, { location: '/feed.ics' }).end();
    response.writeHead(200, { 'content-type': 'text/calendar' }).end(served);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await ctx?.close();
});

const koramangala = { label: 'Koramangala 5th Block', address: '80 Feet Road, Koramangala', latitude: 12.9352, longitude: 77.6146 };
const calendar = (...events: string[][]) => ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...events.flat(), 'END:VCALENDAR'].join('\r\n');
const event = (uid: string, ...lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20261101T000000Z', ...lines, 'END:VEVENT'];
const preview = async (truckId: string, body: object) => {
  const res = await send('POST', `/api/owner/trucks/${truckId}/stops/import`, owner, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { stops: Array<{ stop: Record<string, unknown>; closedDates: string[]; summary: string }>; skipped: Array<{ summary: string; reason: string }> };
};
const occurrences = async (truckId: string) => {
  const res = await send('GET', `/api/trucks/${truckId}/stops?from=2026-11-01T00:00:00Z&to=2027-01-31T00:00:00Z`, null);
  return (res.json().data.occurrences as Array<{ label: string; start: string; end: string; latitude: number }>).map(({ label, start, end, latitude }) => ({ label, start, end, latitude }));
};

describe('importing stops from a calendar', () => {
  it('round-trips: a truck’s calendar feed imported into another truck gives the same occurrences', async () => {
    const from = await createOwnedTruck(ctx.app, owner);
    const weekly = (await send('POST', `/api/owner/trucks/${from.id}/stops`, owner, { ...koramangala, startTime: '21:00', endTime: '01:00', weekdays: ['Tuesday', 'Friday'], everyWeeks: 2, fromDate: '2026-11-03', untilDate: '2027-01-31' })).json().data.stop;
    await send('POST', `/api/owner/trucks/${from.id}/stop-exceptions`, owner, { date: '2026-12-11', stopId: weekly.id });
    await send('POST', `/api/owner/trucks/${from.id}/stops`, owner, { label: 'Cubbon Park gate', latitude: 12.9763, longitude: 77.5929, startTime: '08:00', endTime: '11:00', date: '2026-12-06' });
    const feed = (await send('GET', `/api/trucks/${from.id}/calendar.ics`, null)).body;

    const to = await createOwnedTruck(ctx.app, owner);
    const { stops, skipped } = await preview(to.id, { ics: feed });
    expect(skipped).toEqual([]);
    expect(stops.map((s) => s.stop.label).sort()).toEqual(['Cubbon Park gate', 'Koramangala 5th Block']);
    const confirmed = await send('POST', `/api/owner/trucks/${to.id}/stops/import/confirm`, owner, { stops });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect(confirmed.json().message).toBe('2 stops imported');
    expect(await occurrences(to.id)).toEqual(await occurrences(from.id));
  });

  it('saves nothing until the owner confirms', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    await preview(truck.id, { ics: calendar(event('one', 'SUMMARY:Market', 'DTSTART;TZID=Asia/Kolkata:20261205T100000', 'DTEND;TZID=Asia/Kolkata:20261205T140000', 'LOCATION:HSR Layout', 'GEO:12.91;77.64')) });
    expect(await occurrences(truck.id)).toEqual([]);
  });

  it('reads a time in another zone at the truck’s local time', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const { stops } = await preview(truck.id, { ics: calendar(event('utc', 'SUMMARY:Evening', 'DTSTART:20261205T123000Z', 'DTEND:20261205T163000Z', 'LOCATION:HSR Layout', 'GEO:12.91;77.64')) });
    expect(stops[0]!.stop).toMatchObject({ date: '2026-12-05', startTime: '18:00', endTime: '22:00', label: 'HSR Layout' });
  });

  it('leaves out what cannot be a stop, saying why', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const { stops, skipped } = await preview(
      truck.id,
      {
        ics: calendar(
          event('allday', 'SUMMARY:Diwali', 'DTSTART;VALUE=DATE:20261108', 'DTEND;VALUE=DATE:20261109', 'GEO:12.9;77.6'),
          event('monthly', 'SUMMARY:Flea market', 'DTSTART;TZID=Asia/Kolkata:20261206T100000', 'DTEND;TZID=Asia/Kolkata:20261206T140000', 'RRULE:FREQ=MONTHLY;BYMONTHDAY=6', 'GEO:12.9;77.6'),
          event('nowhere', 'SUMMARY:Somewhere', 'DTSTART;TZID=Asia/Kolkata:20261206T100000', 'DTEND;TZID=Asia/Kolkata:20261206T140000'),
          event('found', 'SUMMARY:Known place', 'DTSTART;TZID=Asia/Kolkata:20261206T100000', 'DTEND;TZID=Asia/Kolkata:20261206T140000', 'LOCATION:Koramangala'),
        ),
      },
    );
    expect(skipped).toEqual([
      { summary: 'Diwali', reason: 'All-day event: a stop needs a start and an end time' },
      { summary: 'Flea market', reason: 'Repeats monthly: only weekly stops can be imported' },
      { summary: 'Somewhere', reason: 'No place: the event has no location' },
    ]);
    // A place without GEO is found by the geocoder (the offline gazetteer here).
    expect(stops).toEqual([expect.objectContaining({ summary: 'Known place', stop: expect.objectContaining({ label: 'Koramangala', latitude: expect.any(Number) }) })]);
  });

  it('fetches a calendar from an address, following a redirect', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    served = calendar(event('weekly', 'SUMMARY:Weekday lunch', 'DTSTART;TZID=Asia/Kolkata:20261130T120000', 'DTEND;TZID=Asia/Kolkata:20261130T150000', 'RRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR;UNTIL=20270131T000000Z', 'EXDATE;TZID=Asia/Kolkata:20261225T120000', 'LOCATION:Electronic City Phase 1', 'GEO:12.8452;77.6602'));
    const { stops } = await preview(truck.id, { url: `http://localhost:${port}/moved.ics` });
    expect(stops).toEqual([
      { summary: 'Weekday lunch', closedDates: ['2026-12-25'], stop: expect.objectContaining({ weekdays: ['Monday', 'Wednesday', 'Friday'], everyWeeks: 1, fromDate: '2026-11-30', untilDate: '2027-01-31', startTime: '12:00', endTime: '15:00' }) },
    ]);
  });

  it('refuses an address on this machine or a private network', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    for (const url of [`http://127.0.0.1:${port}/feed.ics`, 'http://10.0.0.8/feed.ics', 'http://169.254.169.254/latest/meta-data']) {
      expectValidationError(await send('POST', `/api/owner/trucks/${truck.id}/stops/import`, owner, { url }), 'url', /not on the public internet/);
    }
  });

  it('refuses a calendar larger than 512 KB', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    expectValidationError(await send('POST', `/api/owner/trucks/${truck.id}/stops/import`, owner, { url: `http://localhost:${port}/big.ics` }), 'url', /larger than 512 KB/);
  });

  it('keeps the 200-stop limit when confirming', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const stop = { ...koramangala, startTime: '10:00', endTime: '11:00', date: '2026-12-01' };
    await send('POST', `/api/owner/trucks/${truck.id}/stops/import/confirm`, owner, { stops: Array.from({ length: 199 }, () => ({ stop })) });
    const res = await send('POST', `/api/owner/trucks/${truck.id}/stops/import/confirm`, owner, { stops: [{ stop }, { stop }] });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A truck can have at most 200 stops');
  });
});

describe('fetching a public address', () => {
  it('refuses a name that resolves to this machine', async () => {
    await expect(fetchPublicText(`http://localhost:${port}/feed.ics`, { maxBytes: 1024, timeoutMs: 2000, field: 'url' })).rejects.toThrow(/not on the public internet/);
  });
});
