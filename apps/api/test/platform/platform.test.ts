import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { DEMO_ACCOUNTS, INDIA_TIME_ZONE, POPULAR_DISHES, SEARCH_EXAMPLES, WEEKDAYS, indiaDay, localTimeIn, weekdayOfDate } from '@dishrated/shared';
import { CITIES } from '../../src/seed/data.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { queryRows, type DatabaseHandle } from '../../src/db/client.js';

describe('configuration', () => {
  it('fails fast with one readable line on a bad value', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dr-config-'));
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty', DATA_DIR: dataDir })).toThrow(/^Invalid configuration: PORT: PORT must be a number$/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', DATA_DIR: dataDir })).toThrow(/DATABASE_URL must be a postgres: or postgresql: URL/);
    expect(() => loadConfig({ JWT_SECRET: 'short', DATA_DIR: dataDir })).toThrow(/JWT_SECRET must be at least 32 characters/);
  });

  it('runs as production, and seeds demo data only on the embedded database, unless told otherwise', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dr-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).env).toBe('production');
    expect(loadConfig({ DATA_DIR: dataDir }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/app' }).seedDemo).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://db.example/app', SEED: 'demo' }).seedDemo).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, SEED: 'none' }).seedDemo).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, SEED: 'true' })).toThrow(/SEED must be "demo"/);
  });

  it('trusts no proxy unless TRUST_PROXY names one', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'dr-config-'));
    expect(loadConfig({ DATA_DIR: dataDir }).trustProxy).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toBe('10.0.0.1,10.1.0.0/16');
    expect(() => loadConfig({ DATA_DIR: dataDir, TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY must be true, false, a hop count/);
  });

  it('treats blank variables as unset', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-config-')), DATABASE_URL: '', PORT: '' });
    expect(config.databaseUrl).toBeUndefined();
    expect(config.port).toBe(3000);
  });
});

describe('seed', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('seeds once: a second start seeds nothing and keeps the data', async () => {
    const summary = await seedIfEmpty(database.db);
    expect(summary).toMatch(/^Seeded \d+ trucks in 6 cities/);
    const count = async (table: string) =>
      (await queryRows<{ n: number }>(database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]!.n;
    const before = { trucks: await count('trucks'), users: await count('users'), reviews: await count('reviews') };
    expect(before.trucks).toBeGreaterThanOrEqual(60);
    expect(await seedIfEmpty(database.db)).toBeNull();
    expect({ trucks: await count('trucks'), users: await count('users'), reviews: await count('reviews') }).toEqual(before);
  });

  it('gives every truck its owner runs a rating and count that match its reviews, 6-12 menu items and stops on six days a week', async () => {
    const rows = await queryRows<{ id: string; rating: number; review_count: number; avg: number | null; n: number; menu: number; days: number }>(
      database.db,
      sql.raw(`select t.id, t.rating, t.review_count,
                      (select round(avg(rating)::numeric, 2)::float8 from reviews r where r.truck_id = t.id) as avg,
                      (select count(*)::int from reviews r where r.truck_id = t.id) as n,
                      (select count(*)::int from menu_items m where m.truck_id = t.id) as menu,
                      (select count(distinct d)::int from truck_stops s, unnest(s.weekdays) d where s.truck_id = t.id) as days
                 from trucks t where t.owner_id is not null`),
    );
    for (const row of rows) {
      expect(row.review_count).toBe(row.n);
      expect(row.rating).toBeCloseTo(row.avg ?? 0, 2);
      expect(row.menu).toBeGreaterThanOrEqual(6);
      expect(row.menu).toBeLessThanOrEqual(12);
      expect(row.days).toBe(6);
    }
  });

  it('creates the three demo accounts, and the owner owns several trucks', async () => {
    const rows = await queryRows<{ email: string; role: string; trucks: number }>(
      database.db,
      sql.raw(`select u.email, u.role, (select count(*)::int from trucks t where t.owner_id = u.id) as trucks
                 from users u where u.email like '%@dishrated.app'`),
    );
    expect(rows.map((r) => [r.email, r.role]).sort()).toEqual(DEMO_ACCOUNTS.map((a) => [a.email, a.role]).sort());
    expect(rows.find((r) => r.role === 'owner')!.trucks).toBeGreaterThanOrEqual(3);
  });

  it("gives the demo owner's trucks recent views, clicks and reviews for the analytics", async () => {
    const [row] = await queryRows<{ views: number; clicks: number; recent_reviews: number }>(
      database.db,
      sql.raw(`select (select coalesce(sum(views), 0)::int from truck_daily_stats s join trucks t on t.id = s.truck_id join users u on u.id = t.owner_id
                        where u.role = 'owner' and u.email like '%@dishrated.app' and s.day > current_date - 30) as views,
                      (select coalesce(sum(directions_clicks), 0)::int from truck_daily_stats) as clicks,
                      (select count(*)::int from reviews r join trucks t on t.id = r.truck_id join users u on u.id = t.owner_id
                        where u.email like '%@dishrated.app' and r.created_at > now() - interval '30 days') as recent_reviews`),
    );
    expect(row!.views).toBeGreaterThan(100);
    expect(row!.clicks).toBeGreaterThan(10);
    expect(row!.recent_reviews).toBeGreaterThan(3);
  });

  it("serves the search box's example dishes and every popular dish, available, at trucks in every city", async () => {
    for (const dish of [...SEARCH_EXAMPLES, ...POPULAR_DISHES.map((d) => d.name)]) {
      const rows = await queryRows<{ address: string }>(database.db, sql`select t.address from menu_items m join trucks t on t.id = m.truck_id where m.name ilike ${`%${dish}%`} and m.is_available`);
      expect([dish, rows.length > 0]).toEqual([dish, true]);
      if (!(SEARCH_EXAMPLES as readonly string[]).includes(dish)) continue;
      const servedIn = CITIES.filter((city) => rows.some((row) => row.address.includes(city.name))).map((city) => city.name);
      expect([dish, servedIn]).toEqual([dish, CITIES.map((city) => city.name)]);
    }
  });

  it('names every truck once', async () => {
    const rows = await queryRows<{ name: string; n: number }>(database.db, sql.raw('select name, count(*)::int as n from trucks group by name having count(*) > 1'));
    expect(rows).toEqual([]);
  });

  it("places every truck where today's stop is, when a stop runs today", async () => {
    const today = weekdayOfDate(indiaDay(Date.now()));
    const rows = await queryRows<{ name: string; away: boolean }>(
      database.db,
      sql.raw(`select t.name, not exists (select 1 from truck_stops s where s.truck_id = t.id and s.latitude = t.latitude and s.longitude = t.longitude) as away
                 from trucks t
                where exists (select 1 from truck_stops s where s.truck_id = t.id and '${today}' = any(s.weekdays))`),
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.away)).toEqual([]);
  });

  it('holds each event at hours its kind keeps, on the weekday its title names, with no season in a title', async () => {
    const rows = await queryRows<{ title: string; date: Date; end_date: Date }>(database.db, sql.raw('select title, date, end_date from events'));
    for (const event of rows) {
      const starts = localTimeIn(new Date(event.date).getTime(), INDIA_TIME_ZONE);
      const ends = localTimeIn(new Date(event.end_date).getTime(), INDIA_TIME_ZONE);
      expect([event.title, starts >= '06:00' && starts <= '19:00']).toEqual([event.title, true]);
      // Over the same evening: nothing runs into the small hours.
      expect([event.title, ends > starts && ends <= '23:30']).toEqual([event.title, true]);
      expect(event.title).not.toMatch(/monsoon|winter|summer|diwali|holi|christmas|eid/i);
      const weekday = WEEKDAYS.find((day) => event.title.includes(day));
      if (weekday) expect([event.title, weekdayOfDate(indiaDay(new Date(event.date).getTime()))]).toEqual([event.title, weekday]);
    }
  });

  it('confirms no truck for an event after the event has happened', async () => {
    const rows = await queryRows<{ title: string }>(
      database.db,
      sql.raw('select e.title from event_participants p join events e on e.id = p.event_id where p.confirmed_at > e.date'),
    );
    expect(rows).toEqual([]);
  });

  it('gives every located truck its owner runs a location history whose one current entry is where the truck stands', async () => {
    const rows = await queryRows<{ current: number; past: number; same_place: boolean }>(
      database.db,
      sql.raw(`select (select count(*)::int from location_history h where h.truck_id = t.id and h.is_active) as current,
                      (select count(*)::int from location_history h where h.truck_id = t.id and not h.is_active) as past,
                      exists (select 1 from location_history h where h.truck_id = t.id and h.is_active
                              and h.latitude = t.latitude and h.longitude = t.longitude) as same_place
                 from trucks t where t.latitude is not null and t.owner_id is not null`),
    );
    for (const row of rows) expect(row).toMatchObject({ current: 1, same_place: true, past: expect.any(Number) });
    expect(rows.every((r) => r.past >= 2)).toBe(true);
  });

  it('lists street vendors nobody has claimed yet, one with a claim waiting for the admin', async () => {
    const rows = await queryRows<{ name: string; claims: number }>(
      database.db,
      sql.raw(`select t.name, (select count(*)::int from truck_claims c where c.truck_id = t.id and c.status = 'pending') as claims from trucks t where t.owner_id is null order by t.name`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((r) => r.claims > 0)).toHaveLength(1);
  });
});

describe('serving', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  it('serves the web app with SPA fallback, and keeps /api 404s as JSON', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'dr-web-'));
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const app = await buildApp({ config: testConfig(), db: database.db, webDir });
    try {
      const page = await app.inject({ method: 'GET', url: '/find-trucks?cuisine=Thai' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain('<div id="root">');
      const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toMatch(/immutable/);
      const api = await app.inject({ method: 'GET', url: '/api/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.json()).toMatchObject({ success: false });
    } finally {
      await app.close();
    }
  });

  it('hides the details of unexpected errors behind a generic 500', async () => {
    const app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent' });
    app.get('/api/explode', async () => {
      throw new Error('secret connection string postgres://admin:hunter2@db');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/explode' });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ success: false, message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL_ERROR', data: null });
      expect(res.body).not.toContain('hunter2');
    } finally {
      await app.close();
    }
  });
});
