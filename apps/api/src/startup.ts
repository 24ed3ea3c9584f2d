import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig, EnvConfig } from './config.js';
import { openDatabase, type Database, type DatabaseHandle } from './db/client.js';
import { lockDataDir } from './db/data-dir-lock.js';
import { sessionSecret } from './db/settings.js';
import { isDemoDatabase } from './seed/seed.js';

/**
 * The database as the server and the admin command open it: the embedded one locked to this
 * process (two processes must never open one data directory), then migrated.
 */
export async function openStore(config: EnvConfig): Promise<DatabaseHandle> {
  if (!config.databaseUrl) {
    mkdirSync(config.dataDir, { recursive: true });
    // Held until this process exits, however it exits; a kill -9 leaves a stale lock that the next start takes over.
    process.once('exit', lockDataDir(config.dataDir));
  }
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: join(config.dataDir, 'pglite'),
    onPoolError: (error) => console.warn(`database connection lost (${error.message}); reconnecting`),
  });
  await database.migrate();
  return database;
}

/** The settings kept in the database: the session secret (unless JWT_SECRET is set) and whether this is a demo. */
export async function completeConfig(db: Database, config: EnvConfig): Promise<AppConfig> {
  return {
    ...config,
    jwtSecret: config.jwtSecret ?? (await sessionSecret(db, config.dataDir)),
    demoMode: await isDemoDatabase(db),
  };
}
