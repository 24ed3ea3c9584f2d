/**
 * npm run bench: discovery API throughput against the framework ceiling, in one run.
 *
 * For each size (default 10k, 100k, 1M synthetic trucks clustered around 50 Indian city centres,
 * denser in the middle) it seeds a fresh database (embedded PGlite, and PostgreSQL too when
 * BENCH_DATABASE_URL is set), starts the real app on 127.0.0.1 and drives it with autocannon:
 * nearby, the Find Trucks filtered list, trending and truck detail, against a constant-JSON route
 * on the same server. Every request draws a fresh random point (or truck id), so no cache can
 * answer the same URL twice. Prints req/s, p50, p99, the ratio to the ceiling, the nearby p50
 * ratio between the largest and smallest size, and the gzip size of the home route's initial JS.
 *
 * Steady state, not start-up: each route first runs unmeasured for BENCH_WARMUP seconds (JIT,
 * generic plans, and PostgreSQL's fresh pool connections paging in the shared buffer cache took
 * several seconds). Then BENCH_ROUNDS rounds alternate a ceiling run and a route run, so a machine
 * that speeds up or slows down during the run moves both sides of the ratio together; the ratio is
 * the route's requests over the ceiling's, and req/s, p50 and p99 are the median round's. The
 * nearby p50 ratio is taken the same way: the smallest size's server stays up until the largest
 * size has run, then nearby runs alternate between the two.
 *
 * Options: BENCH_SIZES=10000,100000  BENCH_SECONDS=5 (per run)  BENCH_ROUNDS=3  BENCH_WARMUP=3  BENCH_CONNECTIONS=16
 *          BENCH_DATABASES=pglite,postgres  BENCH_ROUTES=find,trending,truck (nearby always runs)
 *          BENCH_SECTIONS=routes,live  BENCH_REDIS_URL (live delivery through Redis too)
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { openDatabase, type DatabaseHandle } from '../src/db/client.js';
import { trucks, users } from '../src/db/schema.js';
import { WEB_DIST_DIR } from '../src/paths.js';
import { createRandom } from '../src/seed/random.js';
import { runLiveBench } from './live-bench.js';

const SIZES = (process.env.BENCH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP ?? 3);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const ROUTES = process.env.BENCH_ROUTES?.split(',');
/** Which parts run: `routes` (the HTTP routes by table size) and `live` (event stream delivery, live-bench.ts). */
const SECTIONS = (process.env.BENCH_SECTIONS ?? 'routes,live').split(',');

// 50 city centres across India (lat, lng).
const CENTRES: Array<[number, number]> = [
  [12.97, 77.59], [19.08, 72.88], [28.61, 77.21], [18.52, 73.86], [17.39, 78.49], [13.08, 80.27], [22.57, 88.36], [23.02, 72.57], [26.91, 75.79], [26.85, 80.95],
  [26.45, 80.33], [21.15, 79.09], [22.72, 75.86], [23.26, 77.41], [21.17, 72.83], [22.31, 73.18], [25.59, 85.14], [30.73, 76.78], [31.63, 74.87], [30.9, 75.86],
  [9.93, 76.27], [8.52, 76.94], [11.26, 75.78], [11.02, 76.96], [9.93, 78.12], [12.3, 76.64], [12.91, 74.86], [15.49, 73.83], [17.69, 83.22], [16.51, 80.65],
  [20.3, 85.82], [26.14, 91.74], [30.32, 78.03], [25.32, 82.97], [27.18, 78.01], [28.54, 77.39], [28.46, 77.03], [28.67, 77.45], [19.03, 73.03], [19.22, 72.98],
  [20.0, 73.79], [19.88, 75.34], [21.25, 81.63], [23.34, 85.31], [26.24, 73.02], [24.59, 73.71], [34.08, 74.8], [31.1, 77.17], [11.94, 79.81], [15.85, 74.5],
];

async function seed(handle: DatabaseHandle, count: number): Promise<string[]> {
  const rnd = createRandom(count);
  const [owner] = await handle.db.insert(users).values({ name: 'Bench Owner', email: `bench-${randomBytes(4).toString('hex')}@example.in`, passwordHash: 'x', role: 'owner' }).returning();
  const ids: string[] = [];
  const cuisines = ['North Indian', 'South Indian', 'Chinese', 'Italian', 'Dessert', 'Vegan', 'BBQ'];
  for (let done = 0; done < count; done += 2000) {
    const batch = Array.from({ length: Math.min(2000, count - done) }, (_, i) => {
      const [lat, lng] = CENTRES[(done + i) % CENTRES.length]!;
      // Sums of uniforms: most trucks near the centre, a few out to ~25 km.
      return {
        ownerId: owner!.id,
        name: `Bench Truck ${done + i}`,
        cuisine: cuisines[(done + i) % cuisines.length]!,
        tags: ['Street Food'],
        status: rnd.next() < 0.6 ? ('open' as const) : ('closed' as const),
        priceRange: (['budget', 'mid', 'premium'] as const)[(done + i) % 3]!,
        latitude: lat + rnd.centred() * 0.5,
        longitude: lng + rnd.centred() * 0.5,
        rating: Math.round((3 + rnd.next() * 2) * 10) / 10,
        reviewCount: rnd.int(0, 300),
      };
    });
    const rows = await handle.db.insert(trucks).values(batch).returning({ id: trucks.id });
    for (const r of rows) ids.push(r.id);
  }
  return ids;
}

interface Result { name: string; rps: number; p50: number; p99: number }
/** A route's median round, the ceiling's median round, and the route's share of the ceiling over all rounds. */
interface RouteResult extends Result { ceiling: number; share: number }

const median = <T>(items: T[], key: (item: T) => number): T => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)]!;

/** Alternates ceiling and route runs (see the header) and summarises them. */
async function loadAgainstCeiling(url: string, name: string, path: () => string, ceilingPath: () => string): Promise<RouteResult> {
  await load(url, 'warm-up', path, WARMUP_SECONDS);
  const ceilings: Result[] = [];
  const runs: Result[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    ceilings.push(await load(url, 'ceiling', ceilingPath));
    runs.push(await load(url, name, path));
  }
  const sum = (results: Result[]) => results.reduce((total, r) => total + r.rps, 0);
  return { ...median(runs, (r) => r.rps), ceiling: median(ceilings, (r) => r.rps).rps, share: sum(runs) / sum(ceilings) };
}

/** One autocannon run; `responseTimes` collects every response's time in ms (for an exact p50). */
async function load(url: string, name: string, path: () => string, seconds = SECONDS, responseTimes?: number[]): Promise<Result> {
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url, connections: CONNECTIONS, duration: seconds, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: path() }) }] };
    const run = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
    if (responseTimes) run.on('response', (_client, _status, _bytes, ms) => responseTimes.push(ms));
  });
  if (result.non2xx > 0) console.warn(`  ${name}: ${result.non2xx} non-2xx responses`);
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

function randomPoint(rnd: ReturnType<typeof createRandom>) {
  const [lat, lng] = rnd.pick(CENTRES);
  return { lat: (lat + rnd.centred() * 0.4).toFixed(5), lng: (lng + rnd.centred() * 0.4).toFixed(5) };
}

/** A seeded database with the app listening on it, kept open for the p50 comparison. */
interface BenchServer {
  size: number;
  address: string;
  /** The seeded trucks' ids, for truck detail requests. */
  ids: string[];
  nearbyPath: () => string;
  close(): Promise<void>;
}

async function startServer(kind: 'pglite' | 'postgres', size: number): Promise<BenchServer> {
  let handle: DatabaseHandle;
  let cleanup = async () => {};
  let closing = false;
  if (kind === 'postgres') {
    const adminUrl = process.env.BENCH_DATABASE_URL!;
    const name = `dishrated_bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    // The pool's end resolves before its connections have closed on the server side, so dropping
    // the database (with force) can still cut some off: expected then, not worth a warning.
    const onPoolError = (e: Error) => { if (!closing) console.warn(`  pool: ${e.message}`); };
    handle = await openDatabase({ url: url.toString(), poolSize: 20, onPoolError });
    cleanup = async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    };
  } else {
    handle = await openDatabase({});
  }
  await handle.migrate();
  const started = Date.now();
  const ids = await seed(handle, size);
  // Vacuum (visibility map, statistics) and checkpoint now, so neither autovacuum nor a checkpoint
  // of the freshly written rows runs during the measurement.
  await handle.db.execute(sql.raw('vacuum analyze trucks'));
  if (kind === 'postgres') await handle.db.execute(sql.raw('checkpoint'));
  console.log(`  seeded ${size.toLocaleString('en-IN')} trucks on ${kind} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const app = await buildApp({
    config: { env: 'production', port: 0, host: '127.0.0.1', dataDir: '/tmp', jwtSecret: randomBytes(32).toString('hex'), tileUrl: '', mailFrom: 'x', supportEmail: 'support@example.test', publicUrl: 'http://localhost', authRateLimit: 10, trustProxy: false, logLevel: 'silent', seed: false, uploadsDir: '/tmp/dishrated-bench-uploads', staleAfterMinutes: 120 },
    db: handle.db,
    webDir: '/nonexistent',
  });
  app.get('/api/bench/constant', async () => ({ success: true, message: 'OK', data: { trucks: [] } }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const rnd = createRandom(size + 1);
  const nearbyPath = () => { const p = randomPoint(rnd); return `/api/trucks/nearby?lat=${p.lat}&lng=${p.lng}`; };
  const close = async () => {
    await app.close();
    closing = true;
    await handle.close();
    await cleanup();
  };
  return { size, address, nearbyPath, ids, close };
}

async function benchRoutes(server: BenchServer): Promise<RouteResult[]> {
  const { address, ids } = server;
  const rnd = createRandom(server.size + 2);
  const ceiling = (): string => '/api/bench/constant';
  const routes: Array<[string, () => string]> = [
    ['nearby (10 km, 50)', server.nearbyPath],
    ['find trucks (filtered)', () => { const p = randomPoint(rnd); return `/api/trucks?lat=${p.lat}&lng=${p.lng}&distance=10&openNow=true&priceRange=budget,mid&limit=20`; }],
    ['trending (6)', () => `/api/trucks/trending?limit=6&r=${rnd.int(0, 1e9)}`],
    ['truck detail', () => `/api/trucks/${rnd.pick(ids)}`],
  ];
  const results: RouteResult[] = [];
  await load(address, 'warm-up', ceiling, WARMUP_SECONDS);
  // Nearby always runs; BENCH_ROUTES=truck,trending adds others by name.
  for (const [name, path] of routes.filter(([name], i) => i === 0 || !ROUTES || ROUTES.some((r) => name.startsWith(r)))) {
    results.push(await loadAgainstCeiling(address, name, path, ceiling));
  }
  return results;
}

/**
 * Nearby p50 on the largest size against the smallest, both servers up, in alternating runs: this
 * VM's speed drifts by a fifth or more over the minutes between the per-size sections, which
 * moved a ratio of p50s taken there more than the table size did.
 */
async function p50Scaling(small: BenchServer, large: BenchServer): Promise<{ small: number; large: number }> {
  await load(small.address, 'warm-up', small.nearbyPath, WARMUP_SECONDS);
  await load(large.address, 'warm-up', large.nearbyPath, WARMUP_SECONDS);
  // autocannon's own percentiles are whole milliseconds, too coarse for a ratio of ~10 ms values.
  const smallTimes: number[] = [];
  const largeTimes: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    await load(small.address, 'nearby, smallest', small.nearbyPath, SECONDS, smallTimes);
    await load(large.address, 'nearby, largest', large.nearbyPath, SECONDS, largeTimes);
  }
  const p50 = (times: number[]) => times.sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? 0;
  return { small: p50(smallTimes), large: p50(largeTimes) };
}

function homeInitialJsGzip(): string {
  const index = join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(index)) return 'web app not built (run npm run build)';
  const html = readFileSync(index, 'utf8');
  const scripts = [...html.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const homeChunk = readdirSync(join(WEB_DIST_DIR, 'assets')).filter((f) => /^home-page-.*\.js$/.test(f)).map((f) => `assets/${f}`);
  const bytes = [...new Set([...scripts, ...homeChunk])].reduce((sum, file) => sum + gzipSync(readFileSync(join(WEB_DIST_DIR, file))).length, 0);
  return `${(bytes / 1024).toFixed(1)} KB gzip (entry + modulepreloads + home chunk; the map loads on demand)`;
}

const available: Array<'pglite' | 'postgres'> = ['pglite', ...(process.env.BENCH_DATABASE_URL ? (['postgres'] as const) : [])];
// BENCH_DATABASES=postgres runs one kind only.
const kinds = SECTIONS.includes('routes') ? available.filter((k) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(k)) : [];
console.log(`DishRated bench: sizes ${SIZES.join(', ')}; per route ${WARMUP_SECONDS} s of warm-up, then ${ROUNDS} rounds of a ${SECONDS} s ceiling (constant JSON) run and a ${SECONDS} s route run; ${CONNECTIONS} connections; databases: ${kinds.join(', ')}`);
for (const kind of kinds) {
  const smallest = Math.min(...SIZES);
  const largest = Math.max(...SIZES);
  const kept: BenchServer[] = [];
  for (const size of SIZES) {
    console.log(`\n${kind}, ${size.toLocaleString('en-IN')} trucks`);
    const server = await startServer(kind, size);
    const results = await benchRoutes(server);
    console.log('  route                       req/s     p50 ms   p99 ms   ceiling req/s   vs ceiling');
    for (const r of results) {
      const cells = [r.rps.toFixed(0).padStart(7), String(r.p50).padStart(7), String(r.p99).padStart(7), r.ceiling.toFixed(0).padStart(13)];
      console.log(`  ${r.name.padEnd(26)} ${cells.join('  ')}   ${(r.share * 100).toFixed(1).padStart(7)}%`);
    }
    if ((size === smallest || size === largest) && smallest !== largest) kept.push(server);
    else await server.close();
  }
  if (kept.length === 2) {
    const [small, large] = kept as [BenchServer, BenchServer];
    const p50 = await p50Scaling(small, large);
    const sizes = `${large.size.toLocaleString('en-IN')} / at ${small.size.toLocaleString('en-IN')}`;
    console.log(`\n${kind}: nearby p50 at ${sizes} = ${(p50.large / Math.max(p50.small, 0.001)).toFixed(2)}x (target <= 1.5x; ${p50.large.toFixed(2)} ms against ${p50.small.toFixed(2)} ms over ${ROUNDS} alternating runs each)`);
  }
  for (const server of kept) await server.close();
}
console.log(`\nHome route initial JS: ${homeInitialJsGzip()} (target <= 170 KB)`);
if (SECTIONS.includes('live')) await runLiveBench();
