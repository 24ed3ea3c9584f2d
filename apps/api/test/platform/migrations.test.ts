import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, queryRows, type DatabaseHandle } from '../../src/db/client.js';
import { openTestDatabase } from '../helpers.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.close());

/** A migrations folder of one migration, dated `when`, that creates `table`. */
function folderWith(when: number, table: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'dishrated-migrations-'));
  mkdirSync(join(folder, 'meta'));
  const tag = '0000_probe';
  writeFileSync(join(folder, 'meta', '_journal.json'), JSON.stringify({ version: '7', dialect: 'postgresql', entries: [{ idx: 0, version: '7', when, tag, breakpoints: true }] }));
  writeFileSync(join(folder, `${tag}.sql`), `CREATE TABLE "${table}" ("id" integer);`);
  return folder;
}

const recordedCount = async () => (await queryRows<{ count: number }>(database.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`))[0]!.count;

describe('migrating a database', () => {
  it('applies a migration dated before the newest one the database has recorded', async () => {
    const folder = folderWith(1, 'migration_probe');
    try {
      await applyMigrations(database.db, folder);
      const [probe] = await queryRows<{ made: boolean }>(database.db, sql`select to_regclass('public.migration_probe') is not null as made`);
      expect(probe!.made).toBe(true);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('applies none of those it has recorded again', async () => {
    const before = await recordedCount();
    await applyMigrations(database.db);
    expect(await recordedCount()).toBe(before);
  });
});
