import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import { queryRows, type Database } from '../../db/client.js';
import { MIGRATIONS_DIR } from '../../paths.js';

/** What readiness and the metrics read of the trucks in memory and the change feed keeping them current. */
export interface CacheStatus {
  /** The trucks have loaded (the instance answers only then). */
  loaded: boolean;
  trucks: number;
  /** Full loads since the instance started (the first, and one after each loss of the feed). */
  loads: number;
  /** Whether the change feed is heard now. */
  live: boolean;
  /** Seconds since this instance's own heartbeat last came back through the feed. */
  secondsSinceBeat: number;
  /** The last heartbeat's trip through the database and back, in ms. */
  beatTripMs: number | null;
}

/** Past this many seconds without a heartbeat back, the instance says it is stale. */
export const STALE_AFTER_SECONDS = 5;

/** What must hold for this instance to take traffic; each failing part is named in the answer. */
export type ReadinessPart = 'draining' | 'database' | 'migrations' | 'index' | 'stale';
/** Parts that may fail while the instance still answers well: it says so, and stays ready. */
export type DegradedPart = 'redis';

/** A check that has not answered in this long counts as failed: an orchestrator polls often. */
const CHECK_TIMEOUT_MS = 2000;

const within = <T>(promise: Promise<T>) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);

/** How many migrations this build carries (drizzle's journal lists them). */
export function migrationsInBuild(): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * Readiness for orchestrators and load balancers: the database answers and carries this build's
 * migrations, the trucks have loaded, the change feed keeping them current has been heard within
 * STALE_AFTER_SECONDS (else 'stale'), and the instance is not shutting down. Redis is not among
 * them: without it rate limits count per instance and everything else works, so an instance
 * stays ready and says it is degraded (every instance losing Redis at once must not leave a
 * balancer with no backend). Liveness stays the cheap /health.
 */
export function createReadiness(deps: { db: Database; redis: Redis | null; cache: () => CacheStatus; migrations?: number }) {
  const expected = deps.migrations ?? migrationsInBuild();
  let draining = false;
  return {
    /** From now on the instance answers not ready (SIGTERM): the balancer sends traffic elsewhere. */
    startDraining() {
      draining = true;
    },
    get draining() {
      return draining;
    },
    /** Whether Redis answered the last check (null without Redis). */
    redisUp: null as boolean | null,
    async check(): Promise<{ failing: ReadinessPart[]; degraded: DegradedPart[] }> {
      const failing: ReadinessPart[] = [];
      const degraded: DegradedPart[] = [];
      if (draining) failing.push('draining');
      const [database, redis] = await Promise.allSettled([
        within(queryRows<{ applied: number }>(deps.db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)),
        deps.redis ? within(deps.redis.ping()) : Promise.resolve('PONG'),
      ]);
      if (database.status === 'rejected') failing.push('database');
      else if ((database.value[0]?.applied ?? 0) < expected) failing.push('migrations');
      if (redis.status === 'rejected') degraded.push('redis');
      this.redisUp = deps.redis ? redis.status === 'fulfilled' : null;
      const cache = deps.cache();
      if (!cache.loaded) failing.push('index');
      else if (!cache.live || cache.secondsSinceBeat > STALE_AFTER_SECONDS) failing.push('stale');
      return { failing, degraded };
    },
  };
}

export type Readiness = ReturnType<typeof createReadiness>;
