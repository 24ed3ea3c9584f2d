import ical, { type VEvent } from 'node-ical';
import { WEEKDAYS, formatDistance, haversineKm, indiaDay } from '@dishrated/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { truckStops } from '../../src/db/schema.js';
import { buildApp } from '../../src/app.js';
import { createTestContext, expectValidationError, testConfig, type TestContext } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';

let ctx: TestContext;
let owner: Session;
let send: ReturnType<typeof sender>;

beforeAll(async () => {
  ctx = await createTestContext();
  send = sender(ctx.app);
  owner = await session(ctx.app, ctx.database.db, 'owner', 'Stops owner');
});
afterAll(() => ctx?.close());

const koramangala = { label: 'Koramangala 5th Block', address: '80 Feet Road, Koramangala', latitude: 12.9352, longitude: 77.6146 };
const occurrences = async (truckId: string, from: string, to: string) => {
  const res = await send('GET', `/api/trucks/${truckId}/stops?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`, null);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.occurrences as Array<{ label: string; start: string; end: string }>;
};

describe('a truck’s page and its stops', () => {
  // A one-off stop all of today (India time), so "now" falls in it whenever the test runs.
  const allToday = () => ({ ...koramangala, startTime: '00:00', endTime: '23:59', date: indiaDay(Date.now()) });
  const truckPage = async (truckId: string) => (await send('GET', `/api/trucks/${truckId}`, null)).json().data.truck;

  it('says a truck is open while a stop runs, with today’s stops, when its owner has said nothing', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    expect((await truckPage(truck.id)).openNow).toBe(false);
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, allToday());
    await ctx.app.changeFeed.caughtUp();
    const page = await truckPage(truck.id);
    expect(page.openNow).toBe(true);
    expect(page.todayStops.map((o: { label: string }) => o.label)).toEqual(['Koramangala 5th Block']);
  });

  it('takes the owner’s word over the schedule: closing during a stop closes the truck', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, allToday());
    await send('PUT', `/api/owner/trucks/${truck.id}/location-sharing`, owner, { enabled: true });
    await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'closed' });
    await ctx.app.changeFeed.caughtUp();
    expect((await truckPage(truck.id)).openNow).toBe(false);
  });

  it('says closed from the moment its owner closes today, and open again when the closed date goes', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const everyDay = { ...koramangala, startTime: '00:00', endTime: '23:59', weekdays: [...WEEKDAYS], fromDate: '2026-01-01' };
    expect((await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, everyDay)).statusCode).toBe(201);
    const closed = await send('POST', `/api/owner/trucks/${truck.id}/stop-exceptions`, owner, { date: indiaDay(Date.now()), note: 'Family wedding' });
    expect(closed.statusCode, closed.body).toBe(201);
    await ctx.app.changeFeed.caughtUp();
    expect((await truckPage(truck.id)).openNow).toBe(false);
    const reopened = await send('DELETE', `/api/owner/trucks/${truck.id}/stop-exceptions/${closed.json().data.exception.id}`, owner);
    expect(reopened.statusCode, reopened.body).toBe(200);
    await ctx.app.changeFeed.caughtUp();
    expect((await truckPage(truck.id)).openNow).toBe(true);
  });

  it('no longer lists a stop its owner deleted', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const added = await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, allToday());
    await ctx.app.changeFeed.caughtUp();
    expect((await truckPage(truck.id)).todayStops).toHaveLength(1);
    await send('DELETE', `/api/owner/trucks/${truck.id}/stops/${added.json().data.stop.id}`, owner);
    await ctx.app.changeFeed.caughtUp();
    expect((await truckPage(truck.id)).todayStops).toEqual([]);
  });

  it('names the next stop to come', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const inTwoDays = indiaDay(Date.now() + 2 * 86_400_000);
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, startTime: '18:00', endTime: '22:00', date: inTwoDays });
    await ctx.app.changeFeed.caughtUp();
    expect((await truckPage(truck.id)).nextStop).toMatchObject({ label: 'Koramangala 5th Block', start: new Date(`${inTwoDays}T18:00:00+05:30`).toISOString() });
  });
});

describe('a truck’s stops', () => {
  it('are shown to visitors at their local times in India, week after week', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const added = await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, startTime: '18:00', endTime: '22:00', weekdays: ['Wednesday', 'Saturday'], fromDate: '2026-11-01' });
    expect(added.statusCode, added.body).toBe(201);
    const found = await occurrences(truck.id, '2026-11-30T00:00:00+05:30', '2026-12-07T00:00:00+05:30');
    expect(found.map((o) => [o.label, o.start, o.end])).toEqual([
      ['Koramangala 5th Block', '2026-12-02T12:30:00.000Z', '2026-12-02T16:30:00.000Z'],
      ['Koramangala 5th Block', '2026-12-05T12:30:00.000Z', '2026-12-05T16:30:00.000Z'],
    ]);
  });

  it('skip a closed date, and show a one-off stop that day instead', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const weekly = (await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, startTime: '18:00', endTime: '22:00', weekdays: ['Friday'], fromDate: '2026-11-01' })).json().data.stop;
    expect((await send('POST', `/api/owner/trucks/${truck.id}/stop-exceptions`, owner, { date: '2026-12-25', stopId: weekly.id, note: 'Christmas market instead' })).statusCode).toBe(201);
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { label: 'Brigade Road Christmas market', latitude: 12.9716, longitude: 77.6070, startTime: '16:00', endTime: '23:30', date: '2026-12-25' });
    const found = await occurrences(truck.id, '2026-12-25T00:00:00+05:30', '2026-12-26T00:00:00+05:30');
    expect(found.map((o) => o.label)).toEqual(['Brigade Road Christmas market']);
  });

  it('refuse a stop with neither weekdays nor a date, saying what is missing', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const res = await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, startTime: '18:00', endTime: '22:00' });
    expectValidationError(res, 'weekdays', /Choose weekdays for a regular stop, or a date for a one-off/);
  });

  it('stop at 200 a truck', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    await ctx.database.db.insert(truckStops).values(Array.from({ length: 200 }, (_, i) => ({ truckId: truck.id, ...koramangala, label: `Stop ${i}`, startTime: '10:00', endTime: '11:00', date: '2026-12-01' })));
    const res = await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, startTime: '18:00', endTime: '22:00', date: '2026-12-02' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('A truck can have at most 200 stops');
  });

  it('of one week are copied to the next once, however often the owner asks', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const oneOff = (date: string, startTime = '18:00') => send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, startTime, endTime: '22:00', date });
    await oneOff('2026-11-23');
    await oneOff('2026-11-29');
    await oneOff('2026-11-30', '12:00'); // in the next week already: stays as it is
    const copy = () => send('POST', `/api/owner/trucks/${truck.id}/stops/copy-week`, owner, { from: '2026-11-23' });
    const first = await copy();
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json().data.stops.map((s: { date: string }) => s.date)).toEqual(['2026-11-30', '2026-12-06']);
    expect((await copy()).json().data.stops).toEqual([]);
  });

  it('copy a week only from a Monday', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    expectValidationError(await send('POST', `/api/owner/trucks/${truck.id}/stops/copy-week`, owner, { from: '2026-11-24' }), 'from', /must start on a Monday/);
  });

  it('answer at most 92 days at a time', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const res = await send('GET', `/api/trucks/${truck.id}/stops?from=2026-01-01T00:00:00Z&to=2026-06-01T00:00:00Z`, null);
    expectValidationError(res, 'to', /At most 92 days at a time/);
  });

  it('come as a calendar feed that a calendar parser expands to the same occurrences', async () => {
    const truck = await createOwnedTruck(ctx.app, owner);
    const weekly = (await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, startTime: '21:00', endTime: '01:00', weekdays: ['Tuesday', 'Friday'], everyWeeks: 2, fromDate: '2026-11-03', untilDate: '2027-01-31' })).json().data.stop;
    await send('POST', `/api/owner/trucks/${truck.id}/stop-exceptions`, owner, { date: '2026-12-11', stopId: weekly.id });
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { label: 'Cubbon Park gate', latitude: 12.9763, longitude: 77.5929, startTime: '08:00', endTime: '11:00', date: '2026-12-06' });
    const feed = await send('GET', `/api/trucks/${truck.id}/calendar.ics`, null);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);

    const from = new Date('2026-11-01T00:00:00Z');
    const to = new Date('2027-01-31T00:00:00Z');
    const parsed = Object.values(ical.sync.parseICS(feed.body)).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(parsed).toHaveLength(2);
    const fromFeed = parsed
      .flatMap((event) => ical.expandRecurringEvent(event, { from, to }).map((o) => new Date(o.start).toISOString()))
      .sort();
    const fromApi = (await occurrences(truck.id, from.toISOString(), to.toISOString())).map((o) => o.start);
    expect(fromFeed).toEqual(fromApi);
    expect(fromApi).not.toContain('2026-12-11T15:30:00.000Z');
    expect(fromApi.length).toBeGreaterThan(10);
  });
});

describe('a truck’s calendar feed, as RFC 5545 writes it', () => {
  const feedOf = async () => {
    // A long name with rupee signs: its lines are longer in bytes than in characters.
    const truck = await createOwnedTruck(ctx.app, owner, { name: 'Chaat ₹₹ Corner of the very long market road ₹' });
    await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...koramangala, label: `Stop ${'₹'.repeat(30)} by the gate`, startTime: '18:00', endTime: '22:00', weekdays: ['Monday'], fromDate: indiaDay(Date.now()) });
    const feed = await send('GET', `/api/trucks/${truck.id}/calendar.ics`, null);
    expect(feed.statusCode).toBe(200);
    return feed.body;
  };

  it('folds every line at 75 octets, never inside a character, and ends with CRLF', async () => {
    const body = await feedOf();
    expect(body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const lines = body.split('\r\n').slice(0, -1);
    expect(Math.max(...lines.map((line) => Buffer.byteLength(line)))).toBeLessThanOrEqual(75);
    expect(body).not.toContain('\uFFFD');
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
  });

  it('stamps each event in UTC and names its zone before any component', async () => {
    const lines = (await feedOf()).split('\r\n');
    expect(lines.filter((line) => line.startsWith('DTSTAMP')).every((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    const zone = lines.findIndex((line) => line.startsWith('X-WR-TIMEZONE'));
    expect(zone).toBeGreaterThan(0);
    expect(zone).toBeLessThan(lines.indexOf('BEGIN:VTIMEZONE'));
  });

  it('reads back whole in a second parser: names and places with rupee signs intact', async () => {
    const parsed = Object.values(ical.sync.parseICS(await feedOf())).filter((c): c is VEvent => c?.type === 'VEVENT');
    expect(String(parsed[0]?.summary)).toBe(`Chaat ₹₹ Corner of the very long market road ₹ at Stop ${'₹'.repeat(30)} by the gate`);
  });
});

describe('nearby at a time', () => {
  const DAY = 86_400_000;
  const tomorrow = indiaDay(Date.now() + DAY);
  const weekday = WEEKDAYS[(new Date(`${tomorrow}T00:00:00Z`).getUTCDay() + 6) % 7]!;
  const nearby = async (at: string) => {
    const res = await send('GET', `/api/trucks/nearby?lat=12.9352&lng=77.6146&maxDistance=5&at=${encodeURIComponent(at)}`, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.trucks as Array<{ id: string; distance: string; location: { coordinates: { latitude: number; longitude: number } } }>;
  };
  let truckId: string;

  beforeAll(async () => {
    // The truck stands in Kolkata now; tomorrow evening it is scheduled in Koramangala.
    const truck = await createOwnedTruck(ctx.app, owner, { name: 'Tomorrow in Koramangala', location: { address: 'Park Street, Kolkata', coordinates: { latitude: 22.5526, longitude: 88.3526 } } });
    truckId = truck.id;
    const added = await send('POST', `/api/owner/trucks/${truckId}/stops`, owner, { ...koramangala, latitude: 12.9362, startTime: '18:00', endTime: '22:00', weekdays: [weekday], fromDate: indiaDay(Date.now()) });
    expect(added.statusCode, added.body).toBe(201);
  });

  it('finds a truck at its scheduled place while it is scheduled there', async () => {
    const found = (await nearby(`${tomorrow}T19:00:00+05:30`)).find((t) => t.id === truckId);
    expect(found).toEqual(expect.objectContaining({ location: { coordinates: { latitude: 12.9362, longitude: koramangala.longitude } } }));
  });

  it('lists a truck found by time as nearby lists it now, with its place and serving state then', async () => {
    const scheduled = (await nearby(`${tomorrow}T19:00:00+05:30`)).find((t) => t.id === truckId)!;
    const now = await send('GET', '/api/trucks/nearby?lat=22.5526&lng=88.3526&maxDistance=1', null);
    const listed = (now.json().data.trucks as Array<{ id: string }>).find((t) => t.id === truckId)!;
    // Found by time, it also names the stop placing it then (the next test).
    const { stop: _stop, ...asNow } = scheduled as typeof scheduled & { stop?: unknown };
    expect(Object.keys(asNow)).toEqual(Object.keys(listed));
    const apart = { location: null, status: null, openUntil: null };
    expect({ ...asNow, ...apart }).toEqual({ ...listed, ...apart });
    // Then, its stop runs: open until the stop ends.
    expect(scheduled).toMatchObject({ status: 'open', openUntil: new Date(`${tomorrow}T22:00:00+05:30`).toISOString() });
  });

  it('gives the nearest trucks first, up to the limit, each once at the stop its page says it is at', async () => {
    const marina = { latitude: 13.05, longitude: 80.28 };
    const tomorrowEvening = { startTime: '18:00', endTime: '22:00', weekdays: [weekday], fromDate: indiaDay(Date.now()) };
    const ids: string[] = [];
    // Four trucks 1, 2, 3 and 4 km north of the beach.
    for (const km of [1, 2, 3, 4]) {
      const truck = await createOwnedTruck(ctx.app, owner, { name: `Marina ${km} km` });
      ids.push(truck.id);
      await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { ...tomorrowEvening, label: `${km} km north`, latitude: marina.latitude + km / 111.2, longitude: marina.longitude });
    }
    // Overlapping stops: a truck is where the stop that started first puts it (its page's "now").
    await send('POST', `/api/owner/trucks/${ids[3]}/stops`, owner, { ...tomorrowEvening, startTime: '17:00', label: 'Half a km north', latitude: marina.latitude + 0.5 / 111.2, longitude: marina.longitude });
    await send('POST', `/api/owner/trucks/${ids[0]}/stops`, owner, { ...tomorrowEvening, startTime: '18:30', label: 'A quarter km north', latitude: marina.latitude + 0.25 / 111.2, longitude: marina.longitude });
    const res = await send('GET', `/api/trucks/nearby?lat=${marina.latitude}&lng=${marina.longitude}&maxDistance=10&limit=3&at=tomorrow`, null);
    expect(res.statusCode, res.body).toBe(200);
    const trucks = res.json().data.trucks as Array<{ id: string; location: { coordinates: { latitude: number; longitude: number } } }>;
    const fromBeach = (t: (typeof trucks)[number]) => formatDistance(haversineKm({ lat: marina.latitude, lng: marina.longitude }, { lat: t.location.coordinates.latitude, lng: t.location.coordinates.longitude }));
    expect(trucks.map((t) => [t.id, fromBeach(t)])).toEqual([
      [ids[3], '0.5 km'],
      [ids[0], '1 km'],
      [ids[1], '2 km'],
    ]);
  });

  it('names the stop and its hours with each truck found by time, and only then', async () => {
    const scheduled = (await nearby(`${tomorrow}T19:00:00+05:30`)).find((t) => t.id === truckId) as unknown as { stop?: { label: string; start: string; end: string } };
    expect(scheduled.stop).toMatchObject({ start: new Date(`${tomorrow}T18:00:00+05:30`).toISOString(), end: new Date(`${tomorrow}T22:00:00+05:30`).toISOString() });
    expect(scheduled.stop!.label.length).toBeGreaterThan(0);
    const now = await send('GET', '/api/trucks/nearby?lat=22.5526&lng=88.3526&maxDistance=1', null);
    const standing = (now.json().data.trucks as Array<{ id: string; stop?: unknown }>).find((t) => t.id === truckId)!;
    expect(standing.stop).toBeUndefined();
  });

  it('does not find it there after the stop ends', async () => {
    expect((await nearby(`${tomorrow}T23:00:00+05:30`)).map((t) => t.id)).not.toContain(truckId);
  });

  it('finds a stop that runs past midnight in the small hours after it started', async () => {
    const late = await createOwnedTruck(ctx.app, owner, { name: 'Past midnight in Koramangala', location: { address: 'Park Street, Kolkata', coordinates: { latitude: 22.5526, longitude: 88.3526 } } });
    await send('POST', `/api/owner/trucks/${late.id}/stops`, owner, { ...koramangala, startTime: '21:00', endTime: '02:00', weekdays: [weekday], fromDate: indiaDay(Date.now()) });
    const dayAfter = indiaDay(Date.now() + 2 * DAY);
    expect((await nearby(`${dayAfter}T01:30:00+05:30`)).map((t) => t.id)).toContain(late.id);
    expect((await nearby(`${dayAfter}T02:30:00+05:30`)).map((t) => t.id)).not.toContain(late.id);
  });

  it('shows on another instance a stop added through this one, once the database notifies it', async () => {
    const other = await buildApp({ config: testConfig(), db: ctx.database.db, webDir: '/nonexistent' });
    try {
      await other.ready();
      const where = `/api/trucks/nearby?lat=19.0596&lng=72.8295&maxDistance=5&at=${encodeURIComponent(`${tomorrow}T19:00:00+05:30`)}`;
      const search = async () => ((await other.inject({ method: 'GET', url: where })).json().data.trucks as Array<{ id: string }>).map((t) => t.id);
      const truck = await createOwnedTruck(ctx.app, owner, { name: 'Bandra by schedule' });
      // The other instance has read (and keeps) what runs there then: not this truck yet.
      expect(await search()).not.toContain(truck.id);
      await send('POST', `/api/owner/trucks/${truck.id}/stops`, owner, { label: 'Bandra Bandstand', latitude: 19.0596, longitude: 72.8295, startTime: '18:00', endTime: '22:00', weekdays: [weekday], fromDate: indiaDay(Date.now()) });
      await other.changeFeed.caughtUp();
      expect(await search()).toContain(truck.id);
    } finally {
      await other.close();
    }
  });

  it('shows a truck found by time as it is then once its owner changes it, by the serving rule', async () => {
    const at = `${tomorrow}T19:00:00+05:30`;
    expect((await nearby(at)).find((t) => t.id === truckId)).toMatchObject({ status: 'open' });
    await send('PUT', `/api/owner/trucks/${truckId}/basic-info`, owner, { waitTime: '12 min' });
    await ctx.app.changeFeed.caughtUp();
    await expect.poll(async () => (await nearby(at)).find((t) => t.id === truckId)).toMatchObject({ waitTime: '12 min', status: 'open', location: { coordinates: { latitude: 12.9362 } } });
    // Closing now says nothing of tomorrow: the word holds until the next scheduled change.
    await send('PUT', `/api/owner/trucks/${truckId}/status`, owner, { status: 'closed' });
    await ctx.app.changeFeed.caughtUp();
    expect((await nearby(at)).find((t) => t.id === truckId)).toMatchObject({ status: 'open' });
  });

  describe('by a word, whose stops the catalog holds once asked', () => {
    const pune = { label: 'FC Road', latitude: 18.5236, longitude: 73.8478 };
    // An owner of their own: an account runs at most 25 trucks.
    let puneOwner: Session;
    beforeAll(async () => {
      puneOwner = await session(ctx.app, ctx.database.db, 'owner', 'Pune owner');
    });
    const tomorrowEvening = () => ({ ...pune, startTime: '18:00', endTime: '22:00', weekdays: [weekday], fromDate: indiaDay(Date.now()) });
    const inPune = async () => {
      const res = await send('GET', `/api/trucks/nearby?lat=${pune.latitude}&lng=${pune.longitude}&maxDistance=2&at=tomorrow`, null);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.trucks as Array<{ id: string; location: { coordinates: { latitude: number; longitude: number } } }>;
    };
    const addStop = async (truckId: string, stop: object) => {
      const added = await send('POST', `/api/owner/trucks/${truckId}/stops`, puneOwner, stop);
      expect(added.statusCode, added.body).toBe(201);
      await ctx.app.changeFeed.caughtUp();
      return added.json().data.stop.id as string;
    };

    it('shows a stop added after the word was asked', async () => {
      const truck = await createOwnedTruck(ctx.app, puneOwner, { name: 'Added on FC Road' });
      expect((await inPune()).map((t) => t.id)).not.toContain(truck.id);
      await addStop(truck.id, tomorrowEvening());
      expect((await inPune()).map((t) => t.id)).toContain(truck.id);
    });

    it('shows a truck at the place its owner moved the stop to', async () => {
      const truck = await createOwnedTruck(ctx.app, puneOwner, { name: 'Moved on FC Road' });
      const stopId = await addStop(truck.id, tomorrowEvening());
      expect((await inPune()).find((t) => t.id === truck.id)?.location.coordinates.latitude).toBe(pune.latitude);
      const moved = await send('PUT', `/api/owner/trucks/${truck.id}/stops/${stopId}`, puneOwner, { ...tomorrowEvening(), latitude: 18.5286 });
      expect(moved.statusCode, moved.body).toBe(200);
      await ctx.app.changeFeed.caughtUp();
      expect((await inPune()).find((t) => t.id === truck.id)?.location.coordinates.latitude).toBe(18.5286);
    });

    it('no longer shows a stop its owner deleted', async () => {
      const truck = await createOwnedTruck(ctx.app, puneOwner, { name: 'Gone from FC Road' });
      const stopId = await addStop(truck.id, tomorrowEvening());
      expect((await inPune()).map((t) => t.id)).toContain(truck.id);
      await send('DELETE', `/api/owner/trucks/${truck.id}/stops/${stopId}`, puneOwner);
      await ctx.app.changeFeed.caughtUp();
      expect((await inPune()).map((t) => t.id)).not.toContain(truck.id);
    });
  });

  it('takes "tomorrow" as tomorrow evening', async () => {
    expect((await nearby('tomorrow')).map((t) => t.id)).toContain(truckId);
  });

  it('answers "now" from where trucks are now, not from the schedule', async () => {
    expect((await nearby('now')).map((t) => t.id)).not.toContain(truckId);
  });

  it('refuses a time it cannot read, naming at', async () => {
    const res = await send('GET', '/api/trucks/nearby?lat=12.9352&lng=77.6146&at=next%20week', null);
    expectValidationError(res, 'at', /at must be now, tonight, tomorrow lunch, tomorrow or an ISO date-time/);
  });

  const findTrucks = async (query: string) => {
    const res = await send('GET', `/api/trucks?lat=12.9352&lng=77.6146&distance=5&at=tomorrow&${query}`, null);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data as { trucks: Array<{ id: string; distance: string; location: { address: string } }>; pagination: { total: number } };
  };

  it('Find Trucks at a time lists the truck at its scheduled place', async () => {
    const { trucks } = await findTrucks('search=Tomorrow%20in%20Koramangala');
    expect(trucks).toEqual([expect.objectContaining({ id: truckId, location: { address: '80 Feet Road, Koramangala', coordinates: { latitude: 12.9362, longitude: koramangala.longitude } } })]);
  });

  it('Find Trucks at a time keeps its other filters', async () => {
    const { trucks } = await findTrucks('search=Tomorrow%20in%20Koramangala&priceRange=premium');
    expect(trucks).toEqual([]);
  });

  it('Find Trucks at a time needs a place', async () => {
    const res = await send('GET', '/api/trucks?at=tomorrow', null);
    expectValidationError(res, 'at', /needs a place/);
  });
});
