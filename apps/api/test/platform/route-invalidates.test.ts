import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { bearer, openTestDatabase, testConfig } from '../helpers.js';
import { createOwnedTruck, session } from '../owner/owner-helpers.js';

let database: DatabaseHandle;
let app: App;
beforeAll(async () => {
  database = await openTestDatabase();
  // Notifications arrive late, as over a slow connection: a read that does not wait for its own
  // write's marker shows the truck as it was.
  app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent', changeDeliveryDelayMs: 300 });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('what a write route says it changes', () => {
  it('is stated by every write route', () => {
    const writes = app.apiRoutes.filter((route) => route.method !== 'GET');
    expect(writes.length).toBeGreaterThan(40);
    expect(writes.filter((route) => !Array.isArray(route.invalidates())).map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it("holds: an owner's new name shows on their truck in the answer right after they change it", async () => {
    const owner = await session(app, database.db, 'owner', 'Meera Nair');
    const truck = await createOwnedTruck(app, owner);
    await app.changeFeed.caughtUp();
    const renamed = await app.inject({ method: 'PUT', url: '/api/auth/me', headers: bearer(owner.token), payload: { name: 'Meera Pillai' } });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const page = await app.inject({ method: 'GET', url: `/api/trucks/${truck.id}` });
    expect(page.json().data.truck.owner).toMatchObject({ name: 'Meera Pillai' });
  });
});
