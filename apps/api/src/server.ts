import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@dishrated/shared';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.js';
import { loggerOptions } from './lib/logging.js';
import { seedIfEmpty } from './seed/seed.js';

async function main() {
  const config = loadConfig();
  const logger = loggerOptions(config.logLevel, { pretty: config.env !== 'production' });

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
  const redis = config.redisUrl ? new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 2 }) : null;
  if (redis) await redis.connect();

  const app = await buildApp({ config, db: database.db, redis, logger });
  if (config.seed) {
    const seeded = await seedIfEmpty(database.db, app.log);
    if (seeded) app.log.info(seeded);
  }

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    await app.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  DishRated is running at http://localhost:${port}`,
    `  Database: ${store}`,
    '  Demo accounts:',
    ...DEMO_ACCOUNTS.map((a) => `    ${a.label.padEnd(9)} ${a.email.padEnd(24)} password: ${a.password}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  // Configuration and connection problems get one readable line, not a stack trace.
  if (error instanceof ConfigError || error instanceof DataDirLockedError || (error instanceof Error && /DATABASE_URL|REDIS_URL/.test(error.message))) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
