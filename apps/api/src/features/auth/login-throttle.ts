import { createHash } from 'node:crypto';
import { LOGIN_FAILURE_LIMITS } from '@dishrated/shared';
import type { Redis } from 'ioredis';

/**
 * Failed sign-ins, counted per account and address and per account (the rule and its numbers are
 * LOGIN_FAILURE_LIMITS). An address that fails too often for an account is refused for it; an
 * account failing from many addresses refuses those that have failed, never one that has not, so
 * nobody can lock an owner out by guessing wrong from elsewhere. Windows start at the first
 * failure and are never extended. Unknown emails are counted too: a limit that only real accounts
 * hit would tell an attacker which emails exist.
 */
export interface LoginThrottle {
  /** Milliseconds until `address` may try the account again; 0 when it may now. */
  blockedForMs(email: string, address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  /** A successful sign-in: this address's failures for the account are forgotten. */
  clearAddress(email: string, address: string): Promise<void>;
  /** The password was reset: the account's failures are forgotten. */
  clearAccount(email: string): Promise<void>;
}

const WINDOW_MS = LOGIN_FAILURE_LIMITS.windowMinutes * 60_000;
// Keys are hashes, so neither Redis nor a heap dump holds the emails or addresses.
const hashed = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('base64url');
const accountKey = (email: string) => `account:${hashed(email)}`;
const pairKey = (email: string, address: string) => `pair:${hashed(email, address)}`;

/** Counters that expire a window after their first count. */
interface WindowCounters {
  read(keys: string[]): Promise<Array<{ count: number; leftMs: number }>>;
  add(keys: string[]): Promise<void>;
  remove(key: string): Promise<void>;
}

export function createLoginThrottle(redis: Redis | null, now: () => number = Date.now, onRedisError: (error: Error) => void = () => {}): LoginThrottle {
  const counters = redis ? resilientCounters(redis, redisCounters(redis), memoryCounters(now), onRedisError) : memoryCounters(now);
  return {
    async blockedForMs(email, address) {
      const [account, pair] = await counters.read([accountKey(email), pairKey(email, address)]);
      if (pair!.count >= LOGIN_FAILURE_LIMITS.perAddress) return pair!.leftMs;
      if (account!.count >= LOGIN_FAILURE_LIMITS.accountCeiling && pair!.count > 0) return Math.min(account!.leftMs, pair!.leftMs);
      return 0;
    },
    recordFailure: (email, address) => counters.add([accountKey(email), pairKey(email, address)]),
    clearAddress: (email, address) => counters.remove(pairKey(email, address)),
    clearAccount: (email) => counters.remove(accountKey(email)),
  };
}

/**
 * Redis's counters while it answers; this process's own while it does not, so sign-in keeps
 * working through a Redis outage with limits per instance (never a 500 or a hang).
 */
function resilientCounters(redis: Redis, shared: WindowCounters, local: WindowCounters, onError: (error: Error) => void): WindowCounters {
  const either = async <T>(use: (counters: WindowCounters) => Promise<T>): Promise<T> => {
    if (redis.status !== 'ready') return use(local);
    try {
      return await use(shared);
    } catch (error) {
      onError(error as Error);
      return use(local);
    }
  };
  return {
    read: (keys) => either((c) => c.read(keys)),
    add: (keys) => either((c) => c.add(keys)),
    remove: (key) => either((c) => c.remove(key)),
  };
}

/** Shared by every instance through Redis: INCR, with the window's expiry set by the first count. */
function redisCounters(redis: Redis): WindowCounters {
  const prefixed = (key: string) => `dishrated-login-fail:${key}`;
  return {
    async read(keys) {
      const batch = redis.multi();
      for (const key of keys) batch.get(prefixed(key)).pttl(prefixed(key));
      const values = (await batch.exec())!.map(([, value]) => value);
      return keys.map((_, i) => ({ count: Number(values[2 * i] ?? 0), leftMs: Math.max(Number(values[2 * i + 1]), 1) }));
    },
    async add(keys) {
      const batch = redis.multi();
      for (const key of keys) batch.incr(prefixed(key)).pexpire(prefixed(key), WINDOW_MS, 'NX');
      await batch.exec();
    },
    async remove(key) {
      await redis.del(prefixed(key));
    },
  };
}

/** Counters in this process (one instance, or no REDIS_URL). Bounded: expired windows are pruned. */
function memoryCounters(now: () => number): WindowCounters {
  const MAX_TRACKED = 200_000;
  const windows = new Map<string, { count: number; resetAt: number }>();
  const current = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const prune = () => {
    const time = now();
    for (const [key, entry] of windows) if (entry.resetAt <= time) windows.delete(key);
    // Still full of live windows (a flood of invented emails): drop the oldest rather than grow.
    for (const key of windows.keys()) {
      if (windows.size < MAX_TRACKED) break;
      windows.delete(key);
    }
  };
  return {
    async read(keys) {
      return keys.map((key) => {
        const entry = current(key);
        return entry ? { count: entry.count, leftMs: entry.resetAt - now() } : { count: 0, leftMs: 0 };
      });
    },
    async add(keys) {
      for (const key of keys) {
        const entry = current(key);
        if (entry) {
          entry.count += 1;
          continue;
        }
        if (windows.size >= MAX_TRACKED) prune();
        windows.set(key, { count: 1, resetAt: now() + WINDOW_MS });
      }
    },
    async remove(key) {
      windows.delete(key);
    },
  };
}
