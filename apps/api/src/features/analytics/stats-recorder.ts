import { dayInAnalyticsZone } from './days.js';
import * as repo from './repository.js';
import type { Database } from '../../db/client.js';

export interface TruckStatsRecorder {
  view(truckId: string): void;
  directionsClick(truckId: string): void;
  /** Writes what is buffered; the server calls it on a timer and when it stops, tests directly. */
  flush(): Promise<void>;
  stop(): Promise<void>;
}

/** How often buffered counts are written, and how many truck-days make a write happen sooner. */
const FLUSH_INTERVAL_MS = 5_000;
const FLUSH_AT_KEYS = 1_000;

/**
 * Counts truck page views and directions clicks in memory and adds them to truck_daily_stats in
 * one statement every few seconds. A page view then costs the detail route a map update, not a
 * database write; a crash loses at most the last few seconds of counts, which analytics can
 * afford. Several instances each add their own counts, so the sums stay right.
 */
export function createTruckStatsRecorder(db: Database, onError: (error: unknown) => void, intervalMs = FLUSH_INTERVAL_MS): TruckStatsRecorder {
  let pending = new Map<string, repo.DailyCount>();
  let writing: Promise<void> = Promise.resolve();

  function add(truckId: string, field: 'views' | 'directionsClicks') {
    const day = dayInAnalyticsZone(new Date());
    const key = `${truckId}|${day}`;
    let entry = pending.get(key);
    if (!entry) pending.set(key, (entry = { truckId, day, views: 0, directionsClicks: 0 }));
    entry[field] += 1;
    if (pending.size >= FLUSH_AT_KEYS) void flush();
  }

  function flush(): Promise<void> {
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    // One write at a time: PGlite runs one query at a time anyway, and order keeps totals exact.
    writing = writing.then(() => repo.addDailyCounts(db, batch)).catch(onError);
    return writing;
  }

  const timer = setInterval(() => void flush(), intervalMs);
  timer.unref();

  return {
    view: (truckId) => add(truckId, 'views'),
    directionsClick: (truckId) => add(truckId, 'directionsClicks'),
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
