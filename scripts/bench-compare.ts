/**
 * Two builds of the API side by side, on the same machine at the same time: each server runs as
 * `npm start` runs it (its own bundle, NODE_ENV=production) on its own copy of a seeded
 * PostgreSQL database, and one load process drives them in turn, a short run each, alternating
 * base-head-head-base so that a machine whose speed drifts by a fifth between minutes slows both
 * alike. Prints each route's answers a second on both and head over base.
 *
 *   BASE_DIR=/path/to/other/checkout BASE_DATABASE_URL=… HEAD_DATABASE_URL=… npx tsx scripts/bench-compare.ts
 *
 * Head is this checkout unless HEAD_DIR names another. Both must be built (`npm run build`; here
 * also `npm run build:bench -w apps/api`, for the load process); each database seeded by its own
 * build (`BENCH_KEEP_SEED=1 npm run bench` keeps one as a template to copy). A build compared
 * with itself reads a few percent apart by its place alone: run a pairing twice, places swapped.
 * COMPARE_ROUTES (nearby,nearbyAt,find,trending,search,suggest), COMPARE_ROUNDS and
 * COMPARE_SECONDS tune a run; COMPARE_PROFILE_DIR has each server write a CPU profile there
 * (`base/`, `head/`) when it stops.
 */
import { fork, spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';
import { ROUTE_NAMES, type BenchRoute, type LoadResult, type LoadRun } from '../apps/api/bench/routes.js';

const HERE = resolve(import.meta.dirname, '..');
const BASE_DIR = resolve(process.env.BASE_DIR ?? '');
const HEAD_DIR = resolve(process.env.HEAD_DIR ?? HERE);
const ROUTES = (process.env.COMPARE_ROUTES ?? 'nearby,nearbyAt,find').split(',') as BenchRoute[];
const ROUNDS = Number(process.env.COMPARE_ROUNDS ?? 10);
const SECONDS = Number(process.env.COMPARE_SECONDS ?? 1);
const CONNECTIONS = 16;

interface Server {
  name: string;
  url: string;
  process: ChildProcess;
}

async function startServer(name: string, dir: string, databaseUrl: string, port: number): Promise<Server> {
  const profile = process.env.COMPARE_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${join(process.env.COMPARE_PROFILE_DIR, name)}`] : [];
  const child = spawn(process.execPath, [...profile, join(dir, 'apps/api/dist/server.js')], {
    cwd: dir,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', SEED: 'none', DATA_DIR: `/tmp/bench-compare-${name}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    const answer = await fetch(`${url}/api/trucks/nearby?lat=12.97&lng=77.59`).catch(() => null);
    if (answer?.ok) break;
    if (attempt > 600 || child.exitCode !== null) throw new Error(`${name} did not start`);
    await new Promise((done) => setTimeout(done, 250));
  }
  return { name, url, process: child };
}

const worker = fork(join(HERE, 'apps/api/dist/bench-load-worker.js'));
let seed = 1;
function load(server: Server, route: BenchRoute, seconds: number): Promise<LoadResult> {
  const run: LoadRun = { url: server.url, route, seed: seed++, ids: [], connections: CONNECTIONS, seconds, collectTimes: false };
  return new Promise((done) => {
    worker.once('message', (result) => done(result as LoadResult));
    worker.send(run);
  });
}

const base = await startServer('base', BASE_DIR, process.env.BASE_DATABASE_URL!, 4301);
const head = await startServer('head', HEAD_DIR, process.env.HEAD_DATABASE_URL!, 4302);
try {
  console.log(`base ${BASE_DIR}, head ${HEAD_DIR}; ${ROUNDS} rounds of ${SECONDS} s on each, alternating`);
  for (const route of ROUTES) {
    for (const server of [base, head]) await load(server, route, 2);
    const sums = { base: 0, head: 0 };
    const ratios: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? [base, head] : [head, base];
      const rps: Record<string, number> = {};
      for (const server of order) {
        const result = await load(server, route, SECONDS);
        if (result.non2xx || result.errors) console.warn(`  ${server.name} ${route}: ${result.non2xx} non-2xx, ${result.errors} errors`);
        rps[server.name] = result.rps;
        sums[server.name as 'base' | 'head'] += result.rps;
      }
      ratios.push(rps.head! / rps.base!);
    }
    ratios.sort((a, b) => a - b);
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    console.log(
      `  ${ROUTE_NAMES[route].padEnd(32)} base ${(sums.base / ROUNDS).toFixed(0).padStart(6)}/s  head ${(sums.head / ROUNDS).toFixed(0).padStart(6)}/s  head/base ${pct(sums.head / sums.base)} (rounds ${pct(ratios[0]!)}-${pct(ratios.at(-1)!)}, median ${pct(ratios[Math.floor(ratios.length / 2)]!)})`,
    );
  }
} finally {
  worker.disconnect();
  base.process.kill();
  head.process.kill();
}
