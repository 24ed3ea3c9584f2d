import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MIGRATIONS_DIR } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One database type for both drivers: services never know which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** A service can run on the database or inside a caller's transaction. */
export type Executor = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool's connections, for the metrics. */
  poolStats?: () => { total: number; idle: number; waiting: number };
}

export interface OpenDatabaseOptions {
  /** postgres://… URL; when absent an embedded PGlite database is used. */
  url?: string;
  /** PGlite data directory; absent means in-memory. */
  dataDir?: string;
  /** PGlite only: start from a dumped data dir (tests copy a migrated template). */
  loadDataDir?: Blob | File;
  poolSize?: number;
  /** Reports errors of idle pooled connections (logged by the server). */
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10, connectionTimeoutMillis: 5_000 });
    // A connection can be cut off at any time (a server restart, pg_terminate_backend), idle in
    // the pool or checked out between a transaction's statements. node-postgres emits that as an
    // 'error' event, and an event no one listens to is thrown and ends the process. The pool
    // listens for its idle clients; each client listens for itself from when it connects, so a
    // checked-out one is covered too (its query in flight, if any, fails on its own). The pool
    // drops a broken client and opens a new one when next asked.
    pool.on('error', (error) => options.onPoolError?.(error));
    pool.on('connect', (client) => {
      client.on('error', (error) => options.onPoolError?.(error));
    });
    // Fail fast with a readable message instead of on the first request.
    const probe = await pool.connect().catch((error: Error) => {
      void pool.end();
      throw new Error(`Cannot connect to DATABASE_URL: ${error.message}`);
    });
    probe.release();
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      migrate: () => migrateUnderLock(pool),
      close: () => pool.end(),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // The nearest-neighbour index needs the cube extension (migration 0002), dish search pg_trgm.
    extensions: { cube, pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => applyMigrations(db),
    close: () => client.close(),
    // Exposed for the test harness, which dumps a migrated template once per run.
    ...({ pglite: client } as object),
  };
}

/** The advisory lock instances take to migrate one at a time (any fixed number; this spells 'DRMG'). */
const MIGRATION_LOCK = 0x44524d47;

/**
 * Migrates a shared PostgreSQL database from one instance at a time: instances started together
 * queue on an advisory lock, and each finds the work done by the first. The lock belongs to one
 * connection, so the migrations run on that connection; it is released when they end (or when
 * the connection drops, should the instance die).
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await applyMigrations(drizzlePg(client, { schema }) as unknown as Database);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}

/**
 * Applies, in one transaction and in the journal's order, every migration the database has not
 * recorded. A migration is known by its date (`when` in the journal), which drizzle records beside
 * it. Drizzle's own migrator applies only the migrations dated after the newest one recorded, and
 * 0012-0014 are dated ahead of the migrations that followed them: a database made while one of
 * them was the newest would have skipped every later one.
 */
export async function applyMigrations(db: Database, migrationsFolder = MIGRATIONS_DIR): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`);
  const recorded = await queryRows<{ created_at: string }>(db, sql`select created_at from drizzle.__drizzle_migrations`);
  const applied = new Set(recorded.map((row) => Number(row.created_at)));
  const missing = migrations.filter((migration) => !applied.has(migration.folderMillis));
  if (missing.length > 0) {
    await db.transaction(async (tx) => {
      for (const migration of missing) {
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`);
      }
    });
  }
  await applyFunctions(db, join(migrationsFolder, FUNCTIONS_FILE));
}

/** The database's functions and triggers, kept as one file edited in place (see the file). */
const FUNCTIONS_FILE = 'functions.sql';

/**
 * Applies the functions file when its text differs from the one last applied: re-creating
 * triggers locks their tables, which instances starting against a busy database should not do
 * for nothing.
 */
async function applyFunctions(db: Database, file: string): Promise<void> {
  // A folder of migrations alone (the migrator's own tests) has none.
  if (!existsSync(file)) return;
  const text = readFileSync(file, 'utf8');
  const hash = createHash('sha256').update(text).digest('hex');
  await db.execute(sql`create table if not exists drizzle.__dishrated_functions (hash text not null, applied_at timestamptz not null default now())`);
  const [last] = await queryRows<{ hash: string }>(db, sql`select hash from drizzle.__dishrated_functions order by applied_at desc limit 1`);
  if (last?.hash === hash) return;
  const client = (db as unknown as { $client: pg.Pool | pg.PoolClient | PGlite }).$client;
  // A script of many statements, in one transaction: the simple query protocol takes them whole.
  const script = `begin;\n${text}\ndelete from drizzle.__dishrated_functions;\ninsert into drizzle.__dishrated_functions (hash) values ('${hash}');\ncommit;`;
  if (client instanceof PGlite) await client.exec(script);
  else await client.query(script);
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}


/** Stops listening (and closes the listening connection on PostgreSQL). */
export type Unlisten = () => Promise<void>;

/**
 * Calls `onMessage` with each notification's payload on `channel` (LISTEN/NOTIFY). On PostgreSQL
 * it holds a connection of its own, outside the pool; when that connection is lost, `onLost` is
 * called once and the caller listens again. PGlite notifies in process and never loses it.
 */
export async function listenToChannel(db: Database, channel: string, onMessage: (payload: string) => void, onLost: (error: Error) => void): Promise<Unlisten> {
  const client = (db as unknown as { $client: pg.Pool | PGlite }).$client;
  if (!(client instanceof pg.Pool)) return client.listen(channel, onMessage);
  // TCP keep-alive: a connection whose other end vanished is found out by the system, not only by
  // the heartbeat the caller sends through the channel.
  const listener = new pg.Client({ ...client.options, keepAlive: true });
  let lost = false;
  const lose = (error: Error) => {
    if (lost) return;
    lost = true;
    onLost(error);
  };
  listener.on('notification', (message) => {
    if (message.channel === channel) onMessage(message.payload ?? '');
  });
  listener.on('error', lose);
  listener.on('end', () => lose(new Error('the listening connection closed')));
  try {
    await listener.connect();
    await listener.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  } catch (error) {
    // The caller hears of it from the throw, not from onLost as well.
    lost = true;
    await listener.end().catch(() => undefined);
    throw error;
  }
  return async () => {
    lost = true;
    await listener.end().catch(() => undefined);
  };
}
