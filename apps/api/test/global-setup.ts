import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';

/**
 * Migrates once per run. PGlite: a migrated data dir is dumped to a file that every test file
 * loads (skipping initdb). PostgreSQL: a template database that every test file clones; all
 * databases of this run carry a random run id and are dropped at the end, so reruns never collide.
 */
export default async function setup(project: TestProject) {
  // The project's `env` reaches test workers, not this hook: tell the projects apart by name.
  if (project.name === 'api-postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const runId = randomBytes(4).toString('hex');
    const template = `dishrated_test_${runId}_tpl`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ url: withDatabase(adminUrl, template), poolSize: 1 });
    await handle.migrate();
    await handle.close();
    project.provide('pgRunId', runId);
    return async () => {
      const { rows } = await admin.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`dishrated_test_${runId}_%`],
      );
      for (const { datname } of rows) await admin.query(`drop database if exists ${datname} with (force)`);
      await admin.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'dishrated-pglite-'));
  const handle = await openDatabase({});
  await handle.migrate();
  const dump = await (handle as unknown as { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } }).pglite.dumpDataDir('none');
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgRunId: string;
  }
}
