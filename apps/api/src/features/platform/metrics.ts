import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import { outboxDepth } from '../mail/index.js';
import type { CacheStatus } from './readiness.js';

/** What the metrics read from the rest of the app when Prometheus scrapes. */
export interface MetricSources {
  db: Database;
  liveStreams: () => number;
  cache: () => CacheStatus;
  /** The PostgreSQL pool's connections (absent on the embedded database, which has one). */
  pool?: () => { total: number; idle: number; waiting: number };
  /** Whether Redis answers now (absent without REDIS_URL). */
  redisUp?: () => boolean;
}

/** How long a scrape waits for the database before saying it is down: metrics answer while it is. */
const DATABASE_TIMEOUT_MS = 1000;

/**
 * Prometheus metrics: requests by route and status with their latency, live streams open, the
 * trucks in memory (index size, loads, whether the change feed is heard), the mail outbox (due
 * and given up) and the database pool, plus Node's own (memory, event-loop delay, GC).
 */
export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests by method, route (as registered, not the raw path) and status, with their duration',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers,
  });
  new Gauge({ name: 'dishrated_live_streams', help: 'Live update streams (Server-Sent Events) open on this instance', registers, collect() {
    this.set(sources.liveStreams());
  } });
  new Gauge({ name: 'dishrated_trucks_in_memory', help: 'Trucks held in memory (0 until they load)', registers, collect() {
    this.set(sources.cache().trucks);
  } });
  new Gauge({ name: 'dishrated_truck_loads', help: 'Times this instance has loaded every truck since it started (the first, and once after each loss of the change feed)', registers, collect() {
    this.set(sources.cache().loads);
  } });
  new Gauge({ name: 'dishrated_change_feed_live', help: '1 while the change feed is heard, else 0 (answers come from memory as it stands: stale)', registers, collect() {
    this.set(sources.cache().live ? 1 : 0);
  } });
  new Gauge({ name: 'dishrated_change_feed_seconds_since_heartbeat', help: 'Seconds since this instance’s own heartbeat last came back through the change feed (over 5: stale)', registers, collect() {
    const seconds = sources.cache().secondsSinceBeat;
    if (Number.isFinite(seconds)) this.set(seconds);
    else this.reset();
  } });
  new Gauge({ name: 'dishrated_change_feed_heartbeat_trip_seconds', help: 'The last heartbeat’s trip through the database and back', registers, collect() {
    const trip = sources.cache().beatTripMs;
    if (trip === null) this.reset();
    else this.set(trip / 1000);
  } });
  // The one gauge that asks the database: when it cannot, the scrape still answers, saying so.
  const databaseUp = new Gauge({ name: 'dishrated_database_up', help: '1 when the database answered this scrape, else 0', registers });
  new Gauge({ name: 'dishrated_mail_outbox', help: 'Mail in the outbox by state: due (still to send) and failed (given up); absent while the database does not answer', labelNames: ['state'] as const, registers, async collect() {
    try {
      const { due, failed } = await Promise.race([outboxDepth(sources.db), new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), DATABASE_TIMEOUT_MS).unref())]);
      this.set({ state: 'due' }, due);
      this.set({ state: 'failed' }, failed);
      databaseUp.set(1);
    } catch {
      this.reset();
      databaseUp.set(0);
    }
  } });
  if (sources.redisUp) {
    const redisUp = sources.redisUp;
    new Gauge({ name: 'dishrated_redis_up', help: '1 while Redis answers, else 0 (rate limits then count per instance: degraded, still ready)', registers, collect() {
      this.set(redisUp() ? 1 : 0);
    } });
  }
  if (sources.pool) {
    const pool = sources.pool;
    new Gauge({ name: 'dishrated_db_pool_connections', help: 'PostgreSQL pool: connections open, idle, and requests waiting for one', labelNames: ['state'] as const, registers, collect() {
      const { total, idle, waiting } = pool();
      this.set({ state: 'open' }, total);
      this.set({ state: 'idle' }, idle);
      this.set({ state: 'waiting' }, waiting);
    } });
  }
  return {
    registry,
    observe(method: string, route: string, status: number, seconds: number) {
      requests.observe({ method, route, status: String(status) }, seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Whether `authorization` carries the metrics token (compared in constant time). */
export function hasMetricsToken(authorization: string | undefined, token: string): boolean {
  const given = Buffer.from(authorization ?? '');
  const expected = Buffer.from(`Bearer ${token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** /metrics on a port of its own (METRICS_PORT), for a network where only Prometheus reaches it. */
export function serveMetricsPort(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.url !== '/metrics') {
      response.writeHead(404).end();
      return;
    }
    void metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      () => response.writeHead(500).end(),
    );
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
