import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { migrationsInBuild } from '../../src/features/platform/readiness.js';
import { createTestContext, openTestDatabase, testConfig, type TestContext } from '../helpers.js';

const ready = (context: Pick<TestContext, 'app'>) => context.app.inject({ method: 'GET', url: '/api/ready' });

describe('readiness for orchestrators', () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(() => context.close());

  it('answers 200 when the database, its migrations and the trucks in memory are in order', async () => {
    await expect.poll(async () => (await ready(context)).statusCode).toBe(200);
    expect((await ready(context)).json()).toMatchObject({ success: true, data: { status: 'ready' } });
  });

  it('keeps /api/health a plain liveness answer', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/api/health' })).json()).toMatchObject({ data: { status: 'ok' } });
  });
});

describe('not ready, with the failing part named', () => {
  it('while draining (a SIGTERM has been received)', async () => {
    const context = await createTestContext();
    try {
      context.app.readiness.startDraining();
      // The trucks' index loads in the background: once it has, draining is the one part left.
      await expect.poll(async () => (await ready(context)).json().message).toBe('Not ready: draining');
      const res = await ready(context);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ success: false, code: 'SERVICE_UNAVAILABLE', message: 'Not ready: draining' });
    } finally {
      await context.close();
    }
  });

  it("when the database lacks one of this build's migrations", async () => {
    const context = await createTestContext();
    try {
      await context.database.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
      await expect.poll(async () => (await ready(context)).json().message).toBe('Not ready: migrations');
      expect((await ready(context)).statusCode).toBe(503);
    } finally {
      await context.close();
    }
  });

  it('when the database does not answer', async () => {
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), db: database.db, webDir: '/nonexistent' });
    try {
      await database.close();
      const res = await ready({ app });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toMatch(/^Not ready: database/);
    } finally {
      await app.close().catch(() => undefined);
    }
  });
});

describe('migrations in this build', () => {
  it('are counted from the journal the migrator reads', () => {
    expect(migrationsInBuild()).toBeGreaterThanOrEqual(10);
  });
});
