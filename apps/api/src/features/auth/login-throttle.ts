import { createHash } from 'node:crypto';
import { ACCOUNT_LOGIN_LIMIT } from '@dishrated/shared';
import type { Redis } from 'ioredis';

/**
 * Failed sign-ins counted per account, whatever address they come from: after
 * `ACCOUNT_LOGIN_LIMIT.maxFailures` failures in a window, the account refuses sign-ins (right or
 * wrong) until the window ends, so guessing one password stays slow. The window starts at the
 * first failure and is never extended, so the real user waits at most one window, and resetting
 * the password clears it at once. Unknown emails are counted too: a limit that only real accounts
 * hit would tell an attacker which emails exist.
 */
export interface LoginThrottle {
  /** Milliseconds until the account may try again; 0 when it may now. */
  blockedForMs(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

const WINDOW_MS = ACCOUNT_LOGIN_LIMIT.windowMinutes * 60_000;
// Keys are hashes, so neither Redis nor a heap dump holds the emails.
const keyFor = (email: string) => createHash('sha256').update(email).digest('base64url');

export function createLoginThrottle(redis: Redis | null, now: () => number = Date.now): LoginThrottle {
  return redis ? redisThrottle(redis) : memoryThrottle(now);
}

/** Shared by every instance through Redis: INCR, with the window's expiry set by the first failure. */
function redisThrottle(redis: Redis): LoginThrottle {
  const key = (email: string) => `dishrated-login-fail:${keyFor(email)}`;
  return {
    async blockedForMs(email) {
      const [count, ttl] = await redis.multi().get(key(email)).pttl(key(email)).exec().then((r) => r!.map(([, v]) => v));
      return Number(count ?? 0) >= ACCOUNT_LOGIN_LIMIT.maxFailures ? Math.max(Number(ttl), 1) : 0;
    },
    async recordFailure(email) {
      await redis.multi().incr(key(email)).pexpire(key(email), WINDOW_MS, 'NX').exec();
    },
    async clear(email) {
      await redis.del(key(email));
    },
  };
}

/** Counters in this process (one instance, or no REDIS_URL). Bounded: expired windows are pruned. */
function memoryThrottle(now: () => number): LoginThrottle {
  const MAX_TRACKED = 100_000;
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (email: string) => {
    const entry = failures.get(keyFor(email));
    if (entry && entry.resetAt <= now()) {
      failures.delete(keyFor(email));
      return undefined;
    }
    return entry;
  };
  const prune = () => {
    const time = now();
    for (const [key, entry] of failures) if (entry.resetAt <= time) failures.delete(key);
    // Still full of live windows (a flood of invented emails): drop the oldest rather than grow.
    for (const key of failures.keys()) {
      if (failures.size < MAX_TRACKED) break;
      failures.delete(key);
    }
  };
  return {
    async blockedForMs(email) {
      const entry = current(email);
      return entry && entry.count >= ACCOUNT_LOGIN_LIMIT.maxFailures ? entry.resetAt - now() : 0;
    },
    async recordFailure(email) {
      const entry = current(email);
      if (entry) {
        entry.count += 1;
        return;
      }
      if (failures.size >= MAX_TRACKED) prune();
      failures.set(keyFor(email), { count: 1, resetAt: now() + WINDOW_MS });
    },
    async clear(email) {
      failures.delete(keyFor(email));
    },
  };
}
