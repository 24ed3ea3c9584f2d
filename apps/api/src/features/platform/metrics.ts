import { timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../../db/client.js';
import { outboxDepth } from '../mail/index.js';
import type { TruckMemoryStatus } from '../trucks/index.js';

/** What the metrics read from the rest of the app when Prometheus scrapes. */
export interface MetricSources {
  db: Database;
  liveStreams: () => number;
  memory: () => TruckMemoryStatus;
  /** The PostgreSQL pool's connections (absent on the embedded database, which has one). */
  pool?: () => { total: number; idle: number; waiting: number };
}

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
  new Gauge({ name: 'dishrated_trucks_in_memory', help: 'Located trucks in the in-memory nearby index (0 while it loads or is off)', registers, collect() {
    this.set(sources.memory().trucks);
  } });
  new Gauge({ name: 'dishrated_truck_index_loads', help: 'Times this instance has (re)loaded the nearby index since it started', registers, collect() {
    this.set(sources.memory().loads);
  } });
  new Gauge({ name: 'dishrated_truck_feed_listening', help: '1 while the database’s truck change announcements are heard, else 0 (answers come from the database)', registers, collect() {
    this.set(sources.memory().listening ? 1 : 0);
  } });
  new Gauge({ name: 'dishrated_change_feed_lag_seconds', help: 'The last heartbeat’s trip through the database’s change announcements and back to this instance', registers, collect() {
    const lag = sources.memory().feedLagMs;
    if (lag === null) this.reset();
    else this.set(lag / 1000);
  } });
  new Gauge({ name: 'dishrated_mail_outbox', help: 'Mail in the outbox by state: due (still to send) and failed (given up)', labelNames: ['state'] as const, registers, async collect() {
    const { due, failed } = await outboxDepth(sources.db);
    this.set({ state: 'due' }, due);
    this.set({ state: 'failed' }, failed);
  } });
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
