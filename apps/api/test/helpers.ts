import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { ErrorEnvelopeSchema } from '@dishrated/shared';
import { expect, inject } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/db/client.js';
import { withDatabase } from './global-setup.js';

let counter = 0;

/** A fresh, migrated database for one test file: PGlite from the template dump, or a cloned PostgreSQL database. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const runId = inject('pgRunId');
    const name = `dishrated_test_${runId}_${process.pid}_${++counter}_${randomBytes(2).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    // Cloning can briefly collide with another worker's clone of the same template: retry.
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template dishrated_test_${runId}_tpl`);
        break;
      } catch (error) {
        if (attempt > 20) throw error;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
    await admin.end();
    return openDatabase({ url: withDatabase(adminUrl, name), poolSize: 20 });
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  return openDatabase({ loadDataDir: new Blob([dump]) });
}

/**
 * PGlite databases this worker's test files have finished with, emptied for the next file:
 * opening one from the template costs a test file more than a second of CPU, emptying its tables
 * a tenth of that. Files share the worker, never a database at the same time.
 */
const emptiedPglite: DatabaseHandle[] = [];

/** Every table of the app's schema (the migrations' own bookkeeping lives in the `drizzle` schema). */
const APP_TABLES = sql`select string_agg(format('%I.%I', schemaname, relname), ', ') as tables from pg_stat_user_tables where schemaname = 'public'`;

async function takeDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DB !== 'postgres') {
    const emptied = emptiedPglite.pop();
    if (emptied) return emptied;
  }
  return openTestDatabase();
}

/** Gives a test file's database back: PGlite is emptied for the next file, PostgreSQL closed. */
async function giveBackDatabase(database: DatabaseHandle): Promise<void> {
  if (database.kind !== 'pglite') return database.close();
  try {
    const [{ tables }] = (await queryRows<{ tables: string }>(database.db, APP_TABLES)) as [{ tables: string }];
    await queryRows(database.db, sql.raw(`truncate ${tables} restart identity cascade`));
    emptiedPglite.push(database);
  } catch {
    await database.close();
  }
}

export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    jwtSecret: randomBytes(32).toString('hex'),
    tileUrl: 'http://127.0.0.1/tiles/{z}/{x}/{y}.png',
    mailFrom: 'DishRated <test@dishrated.local>',
    supportEmail: 'support@dishrated.test',
    publicUrl: 'http://localhost:3000',
    authRateLimit: 1000,
    trustProxy: false,
    logLevel: 'silent',
    seedDemo: false,
    demoMode: false,
    liveStreamsPerClient: 1000,
    uploadsPerHour: 1000,
    uploadsDir: '/nonexistent/uploads',
    staleAfterMinutes: 120,
    pageCacheMb: 32,
    pageRendersPerClient: 30,
    shutdownTimeoutMs: 10_000,
    shutdownDrainMs: 0,
    ...overrides,
  };
}

export interface TestContext {
  app: App;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestContext(overrides: Partial<AppConfig> = {}): Promise<TestContext> {
  const database = await takeDatabase();
  const app = await buildApp({ config: testConfig(overrides), db: database.db, webDir: '/nonexistent' });
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await giveBackDatabase(database);
    },
  };
}

export const uniqueEmail = (label = 'user') => `${label}.${Date.now()}.${++counter}.${randomBytes(3).toString('hex')}@example.test`;

export async function registerUser(app: App, fields: Partial<{ name: string; email: string; password: string; phone: string }> = {}) {
  const body = { name: 'Test User', email: uniqueEmail(), password: 'secret123', ...fields };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data as { token: string; user: { id: string; email: string; role: string } };
  return { ...data, password: body.password, email: data.user.email };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Asserts the envelope of a 400 that names the field and says something readable. */
export function expectValidationError(res: LightMyRequestResponse, field: string, message?: RegExp) {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(ErrorEnvelopeSchema.safeParse(body).success, 'the error envelope has a known code').toBe(true);
  expect(body.data.errors.map((e: { field: string }) => e.field)).toContain(field);
  if (message) expect(body.message).toMatch(message);
  expect(body.message).not.toMatch(/stack|at \w+ \(/);
}

/** The plainest built index.html the pages are made from: a title, a description and the root. */
export const PLAIN_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="DishRated" />
    <title>DishRated</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A stand-in for the web app's build: a folder holding only index.html. */
export function webDirWith(indexHtml = PLAIN_INDEX_HTML): string {
  const webDir = mkdtempSync(join(tmpdir(), 'dishrated-web-'));
  writeFileSync(join(webDir, 'index.html'), indexHtml);
  return webDir;
}
