import { createHmac } from 'node:crypto';
import { dayInAnalyticsZone } from './days.js';
import * as repo from './repository.js';
import type { Database } from '../../db/client.js';

export interface TruckStatsRecorder {
  /** `visitor`: who asked (their address); counted once per truck and day. */
  view(truckId: string, visitor: string): void;
  directionsClick(truckId: string, visitor: string): void;
  /** Writes what is buffered; the server calls it on a timer and when it stops, tests directly. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** How often buffered visits are written, and how many make a write happen sooner. */
const FLUSH_INTERVAL_MS = 5_000;
const FLUSH_AT_VISITS = 1_000;
/** Who was counted is kept this many days (a visit is counted on the day it happens, in India time). */
const KEEP_VISITORS_DAYS = 2;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface TruckStatsRecorderOptions {
  /** Keys the visitors' hashes: without it, a hash could be matched against guessed addresses. */
  secret: string;
  intervalMs?: number;
}

/**
 * Counts truck page views and directions clicks, each visitor once per truck and day, so nobody
 * can inflate a truck's figures by asking again. Visits are buffered in memory and written every
 * few seconds in one statement that records who was counted (a keyed hash of the address and the
 * day, never the address) and adds only the visits not counted before, across every instance. A
 * page view then costs the detail route a map update, not a database write; a crash loses at
 * most the last few seconds of counts, which analytics can afford.
 */
export function createTruckStatsRecorder(db: Database, onError: (error: unknown) => void, options: TruckStatsRecorderOptions): TruckStatsRecorder {
  const key = createHmac('sha256', options.secret).update('dishrated truck visitor').digest();
  let pending = new Map<string, repo.Visit>();
  let writing: Promise<void> = Promise.resolve();
  let prunedDay = '';

  function add(truckId: string, visitor: string, kind: repo.Visit['kind']) {
    const day = dayInAnalyticsZone(new Date());
    const hash = createHmac('sha256', key).update(`${day}\n${visitor}`).digest('base64url').slice(0, 22);
    const id = `${truckId}|${day}|${kind}|${hash}`;
    if (pending.has(id)) return;
    pending.set(id, { truckId, day, kind, visitor: hash });
    if (pending.size >= FLUSH_AT_VISITS) void flush();
  }

  function flush(): Promise<void> {
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    const today = batch[0]!.day;
    const prune = prunedDay !== today;
    prunedDay = today;
    // One write at a time: PGlite runs one query at a time anyway, and order keeps totals exact.
    writing = writing
      .then(async () => {
        await repo.addVisits(db, batch);
        if (prune) await repo.forgetVisitorsBefore(db, dayInAnalyticsZone(new Date(Date.now() - KEEP_VISITORS_DAYS * DAY_MS)));
      })
      .catch(onError);
    return writing;
  }

  const timer = setInterval(() => void flush(), options.intervalMs ?? FLUSH_INTERVAL_MS);
  timer.unref();

  return {
    view: (truckId, visitor) => add(truckId, visitor, 'view'),
    directionsClick: (truckId, visitor) => add(truckId, visitor, 'click'),
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
