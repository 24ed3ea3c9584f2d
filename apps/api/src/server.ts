import { DEMO_ACCOUNTS } from '@dishrated/shared';
import type { Server } from 'node:http';
import { Redis } from 'ioredis';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { loggerOptions } from './lib/logging.js';
import { NOT_SEEDED_HAS_ACCOUNTS, seedIfEmpty } from './seed/seed.js';
import { completeConfig, openStore } from './startup.js';
import { hasAdmin } from './features/admin/repository.js';
import { serveMetricsPort } from './features/platform/metrics.js';

async function main() {
  const envConfig = loadConfig();
  // Libraries read the mode from the environment too (React's server renderer picks its
  // production build by it): they run in the server's mode, production unless told otherwise.
  process.env.NODE_ENV = envConfig.env;
  const logger = loggerOptions(envConfig.logLevel, { pretty: envConfig.env !== 'production' });

  const database = await openStore(envConfig);
  // Redis holds only the shared rate-limit counters: while it is away every command fails at once
  // (no queue, a short timeout) and the counters are this instance's own; the client keeps
  // reconnecting, and an instance starts without it.
  const redis = envConfig.redisUrl
    ? new Redis(envConfig.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: 500, connectTimeout: 2000, retryStrategy: (times) => Math.min(200 * times, 2000) })
    : null;
  if (envConfig.seedDemo) {
    const seeded = await seedIfEmpty(database.db, { info: (message) => console.log(message) });
    if (seeded) (seeded === NOT_SEEDED_HAS_ACCOUNTS ? console.warn : console.log)(seeded);
  }
  const config = await completeConfig(database.db, envConfig);
  const app = await buildApp({ config, db: database.db, redis, logger, poolStats: database.poolStats });
  if (redis) {
    // One line when Redis goes and one when it is back, not one per reconnection attempt.
    let up = false;
    redis.on('ready', () => {
      up = true;
      app.log.info('Redis connected: rate limits are shared by every instance');
    });
    redis.on('error', (error: Error) => {
      if (!up) return;
      up = false;
      app.log.warn({ err: { message: error.message } }, 'Redis lost: rate limits count on this instance until it is back');
    });
    await redis.connect().catch((error: Error) => app.log.warn({ err: { message: error.message } }, 'Redis does not answer yet: rate limits count on this instance until it does'));
  }

  let metricsServer: Server | null = null;
  /**
   * A graceful stop (a deploy, a scale-down): /api/ready answers 503 at once, the server stops
   * accepting, requests in flight finish, live streams end (browsers reconnect, to another
   * instance, after the retry their stream was given), page-view counts and queued work are
   * written, and the database closes. Whatever is left after SHUTDOWN_TIMEOUT_MS is abandoned.
   */
  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, shutting down`);
    app.readiness.startDraining();
    setTimeout(() => {
      app.log.error(`shutdown took longer than ${config.shutdownTimeoutMs} ms; exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutMs).unref();
    // On SIGTERM (a deploy, a scale-down) the instance keeps answering for a while, each answer
    // closing its connection: the balancer sees readiness fail and stops sending, and every
    // kept-alive connection it holds is either used and closed after its answer or closed by the
    // proxy's own idle timeout (shorter: docs/deploy/nginx.conf). Closing a connection the proxy
    // may be sending a request on at that moment would fail that request.
    if (signal === 'SIGTERM') await new Promise((resolve) => setTimeout(resolve, config.shutdownDrainMs));
    await app.close();
    metricsServer?.close();
    await database.close();
    redis?.disconnect();
    app.log.info('shut down cleanly');
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  if (app.metrics && config.metricsPort) metricsServer = await serveMetricsPort(app.metrics, config.metricsPort, config.host);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const store = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`;
  const lines = [
    '',
    `  DishRated is running at http://localhost:${port}${config.demoMode ? ' in demo mode' : ''}`,
    `  Database: ${store}`,
    ...(config.env === 'production' ? [] : [`  NODE_ENV=${config.env}: reset links and the outbox are readable through the API`]),
    ...(config.demoMode
      ? ['  Demo accounts (demo data only; never use demo mode for real users):', ...DEMO_ACCOUNTS.map((a) => `    ${a.label.padEnd(9)} ${a.email.padEnd(24)} password: ${a.password}`)]
      : (await hasAdmin(database.db))
        ? []
        : ['  No admin yet: make one with  npm run create-admin -- --email you@example.in']),
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
