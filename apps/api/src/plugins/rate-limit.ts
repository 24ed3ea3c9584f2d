import { createRequire } from 'node:module';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';

type Counted = { current: number; ttl: number };
type Done = (error: Error | null, result: Counted | null) => void;
/** A store as @fastify/rate-limit drives it. */
interface Store {
  incr(key: string, done: Done, timeWindow: number, max: number): void;
  read?(key: string, done: Done, timeWindow: number, max: number): void;
  child(routeOptions: { continueExceeding: boolean; exponentialBackoff: boolean; routeInfo: { method: string; url: string } }): Store;
}

// The plugin's own stores (CommonJS, not in its exports map).
const require = createRequire(import.meta.url);
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string) => Store;
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as new (continueExceeding: boolean, exponentialBackoff: boolean) => Store;

/**
 * Counters shared through Redis while it answers, and counted in this process while it does not:
 * a Redis outage makes the limits per instance for a while, never a 500 or a hang. (Counters kept
 * in Redis start again from zero when Redis restarts without persistence, as it does here.)
 */
function resilientStore(redis: Redis, onRedisError: (error: Error) => void): FastifyRateLimitStoreCtor {
  class ResilientStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private run(method: 'incr' | 'read', key: string, done: Done, timeWindow: number, max: number) {
      const local = () => (this.local[method] ?? this.local.incr).call(this.local, key, done, timeWindow, max);
      // Without a connection a command fails at once (no offline queue): count here instead.
      if (redis.status !== 'ready') return local();
      (this.shared[method] ?? this.shared.incr).call(this.shared, key, (error, result) => {
        if (!error) return done(null, result);
        onRedisError(error);
        local();
      }, timeWindow, max);
    }

    incr(key: string, done: Done, timeWindow: number, max: number) {
      this.run('incr', key, done, timeWindow, max);
    }

    read(key: string, done: Done, timeWindow: number, max: number) {
      this.run('read', key, done, timeWindow, max);
    }

    child(routeOptions: Parameters<Store['child']>[0]): Store {
      return new ResilientStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The plugin makes the store from its global settings.
  return class extends ResilientStore {
    constructor({ continueExceeding = false, exponentialBackoff = false }: { continueExceeding?: boolean; exponentialBackoff?: boolean }) {
      super(new RedisStore(continueExceeding, exponentialBackoff, redis, 'dishrated-rl:'), new LocalStore(continueExceeding, exponentialBackoff));
    }
  } as unknown as FastifyRateLimitStoreCtor;
}

/**
 * Rate limits are opt-in per route (`config.rateLimit`). With REDIS_URL the counters are shared
 * by every instance (this process's own while Redis is away); otherwise they live in this process.
 */
export async function registerRateLimit(app: FastifyInstance, redis: Redis | null) {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { store: resilientStore(redis, (error) => app.log.warn({ err: error }, 'rate limit counters: Redis failed; counting on this instance')) } : {}),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      error: 'Too Many Requests',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
}
