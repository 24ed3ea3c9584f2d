import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { serveMetricsPort } from '../../src/features/platform/metrics.js';
import { createTestContext, openTestDatabase, testConfig } from '../helpers.js';

const TOKEN = 'metrics-token-for-tests-0123456789';

describe('Prometheus metrics', () => {
  let database: DatabaseHandle;
  let app: App;
  beforeAll(async () => {
    database = await openTestDatabase();
    app = await buildApp({ config: testConfig({ metricsToken: TOKEN }), db: database.db, webDir: '/nonexistent', poolStats: database.poolStats });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });
  const scrape = (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

  it('are off unless METRICS_TOKEN or METRICS_PORT asks for them', async () => {
    const plain = await createTestContext();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('refuse a scrape without the token, or with another', async () => {
    expect((await scrape()).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(1)}x`)).statusCode).toBe(401);
  });

  it('count requests by route and status, with their latency', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/trucks/00000000-0000-4000-8000-000000000000' });
    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/);
    expect(res.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/trucks\/:id",status="404"\} [1-9]/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health",status="200"\}/);
  });

  it('show live streams, the trucks in memory, the outbox and the process', async () => {
    const body = (await scrape(`Bearer ${TOKEN}`)).body;
    for (const metric of ['dishrated_live_streams 0', 'dishrated_change_feed_live 1', 'dishrated_trucks_in_memory', 'dishrated_truck_loads 1', 'dishrated_mail_outbox{state="due"}', 'dishrated_mail_outbox{state="failed"}', 'process_resident_memory_bytes', 'nodejs_eventloop_lag_seconds']) {
      expect(body, metric).toContain(metric);
    }
    // The change feed: the first heartbeat came back before the instance took requests.
    expect(body).toMatch(/^dishrated_change_feed_heartbeat_trip_seconds \d/m);
    expect(body).toMatch(/^dishrated_change_feed_seconds_since_heartbeat \d/m);
    if (database.kind === 'postgres') expect(body).toMatch(/dishrated_db_pool_connections\{state="open"\} [1-9]/);
  });

  it('can be served on a port of their own, without a token', async () => {
    const server = await serveMetricsPort(app.metrics!, 0, '127.0.0.1');
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('dishrated_live_streams');
      expect((await fetch(`${base}/other`)).status).toBe(404);
    } finally {
      server.close();
    }
  });
});
