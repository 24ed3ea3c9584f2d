/**
 * Live delivery bench: how long a truck's move takes from the owner's request to the visitors'
 * streams, and what each open stream costs the server.
 *
 * The server runs as its own process (the built `apps/api/dist/server.js`, as `npm start` runs it),
 * so its memory is read from /proc without the clients' sockets mixed in. 1,000 streams follow the
 * truck and 1,000 watch a 5 km circle around it; the owner moves the truck 10 times a second for
 * BENCH_LIVE_SECONDS (5) and every delivery's delay is recorded.
 *
 * One server on embedded PGlite; then, with BENCH_DATABASE_URL, two servers on one PostgreSQL
 * database: the owner writes to the first and every stream is on the second, so each delivery
 * crosses the database's change feed (NOTIFY).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@dishrated/shared';
import pg from 'pg';
import { percentile } from './percentile.js';

const TRUCK_STREAMS = Number(process.env.BENCH_LIVE_TRUCK_STREAMS ?? 1000);
const AREA_STREAMS = Number(process.env.BENCH_LIVE_AREA_STREAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 5);
const UPDATES_PER_SECOND = 10;
const SERVER = join(import.meta.dirname, '..', 'dist', 'server.js');

export interface Server {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export function startServer(env: Record<string, string>): Promise<Server> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [SERVER], {
      env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', LIVE_STREAMS_PER_CLIENT: '100000', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/running at (http:\/\/localhost:\d+)/);
      if (match) {
        resolve({
          url: match[1]!.replace('localhost', '127.0.0.1'),
          pid: child.pid!,
          stop: () => new Promise((done) => { child.once('exit', () => done()); child.kill('SIGTERM'); }),
        });
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before it was ready`)));
  });
}

const rssKb = (pid: number) => Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)![1]);

interface BenchTruck {
  id: string;
  location: { coordinates: { latitude: number; longitude: number } };
}
interface Answers {
  token: string;
  trucks: BenchTruck[];
}

async function json(url: string, init: RequestInit = {}) {
  const res = await fetch(url, { ...init, headers: { 'content-type': 'application/json', ...(init.headers ?? {}) } });
  return (await res.json()) as { data: Answers };
}

/** Opens one event stream; `onMove(seq)` runs at each move it delivers, once per sequence number. */
function openStream(url: string, onMove: (seq: number) => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/"Bench (\d+)"/g)) onMove(Number(match[1]));
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

async function measure(label: string, writer: Server, reader: Server) {
  const demoOwner = DEMO_ACCOUNTS.find((a) => a.role === 'owner')!;
  const login = await json(`${writer.url}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: demoOwner.email, password: demoOwner.password }) });
  const auth = { authorization: `Bearer ${login.data.token}` };
  const truck = (await json(`${writer.url}/api/owner/trucks`, { headers: auth })).data.trucks[0]!;
  await json(`${writer.url}/api/owner/trucks/${truck.id}/location-sharing`, { method: 'PUT', headers: auth, body: JSON.stringify({ enabled: true }) });
  const centre = truck.location.coordinates;

  const sentAt = new Map<number, number>();
  const delays = { truck: [] as number[], area: [] as number[] };
  const memoryBefore = rssKb(reader.pid);
  const streams: http.ClientRequest[] = [];
  const open = (kind: 'truck' | 'area', path: string) =>
    openStream(`${reader.url}${path}`, (seq) => {
      const sent = sentAt.get(seq);
      if (sent !== undefined) delays[kind].push(performance.now() - sent);
    }).then((s) => streams.push(s));
  for (let i = 0; i < TRUCK_STREAMS; i += 100) await Promise.all(Array.from({ length: Math.min(100, TRUCK_STREAMS - i) }, () => open('truck', `/api/trucks/${truck.id}/live`)));
  for (let i = 0; i < AREA_STREAMS; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, AREA_STREAMS - i) }, () => open('area', `/api/live?lat=${centre.latitude}&lng=${centre.longitude}&radius=5`)));
  }
  await new Promise((r) => setTimeout(r, 1000));
  const memoryAfter = rssKb(reader.pid);

  const updates = SECONDS * UPDATES_PER_SECOND;
  for (let seq = 1; seq <= updates; seq++) {
    const tick = performance.now();
    sentAt.set(seq, tick);
    // Small steps around the centre: the truck stays inside the watched circle.
    const offset = (seq % 2 === 0 ? 1 : -1) * 0.0005;
    void fetch(`${writer.url}/api/owner/trucks/${truck.id}/location`, {
      method: 'PUT',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ address: `Bench ${seq}`, coordinates: { latitude: centre.latitude + offset, longitude: centre.longitude } }),
    });
    await new Promise((r) => setTimeout(r, Math.max(0, 1000 / UPDATES_PER_SECOND - (performance.now() - tick))));
  }
  await new Promise((r) => setTimeout(r, 2000));
  for (const s of streams) s.destroy();

  const expected = { truck: updates * TRUCK_STREAMS, area: updates * AREA_STREAMS };
  console.log(`\n  ${label}`);
  console.log('  streams                 deliveries         p50 ms   p99 ms   max ms');
  for (const kind of ['truck', 'area'] as const) {
    const sorted = delays[kind].sort((a, b) => a - b);
    const name = kind === 'truck' ? `${TRUCK_STREAMS} on one truck` : `${AREA_STREAMS} on a 5 km area`;
    console.log(
      `  ${name.padEnd(22)} ${`${sorted.length}/${expected[kind]}`.padStart(15)}   ${percentile(sorted, 0.5).toFixed(1).padStart(7)}  ${percentile(sorted, 0.99).toFixed(1).padStart(7)}  ${(sorted.at(-1) ?? 0).toFixed(1).padStart(7)}`,
    );
  }
  const perStream = ((memoryAfter - memoryBefore) * 1024) / (TRUCK_STREAMS + AREA_STREAMS);
  console.log(`  server memory per open stream: ${(perStream / 1024).toFixed(1)} KB (RSS ${Math.round(memoryBefore / 1024)} MB before, ${Math.round(memoryAfter / 1024)} MB with ${TRUCK_STREAMS + AREA_STREAMS} streams)`);
  const all = [...delays.truck, ...delays.area].sort((a, b) => a - b);
  console.log(`  p99 over all deliveries: ${percentile(all, 0.99).toFixed(1)} ms (target <= 100 ms)`);
}

export async function runLiveBench() {
  console.log(`\nLive delivery: ${TRUCK_STREAMS} truck streams and ${AREA_STREAMS} area streams, ${UPDATES_PER_SECOND} moves a second for ${SECONDS} s, server in its own process`);
  const dataDir = mkdtempSync(join(tmpdir(), 'dishrated-live-bench-'));
  const single = await startServer({ DATA_DIR: dataDir });
  try {
    await measure('one server, embedded PGlite', single, single);
  } finally {
    await single.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl) {
    console.log('\n  across two servers: skipped (set BENCH_DATABASE_URL)');
    return;
  }
  const name = `dishrated_live_bench_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const shared = { DATABASE_URL: url.toString(), DATA_DIR: mkdtempSync(join(tmpdir(), 'dishrated-live-bench-')) };
  const a = await startServer({ ...shared, SEED: 'demo' });
  const b = await startServer({ ...shared, SEED: 'none' });
  try {
    await measure('across two servers (owner on server A, every stream on server B, one PostgreSQL)', a, b);
  } finally {
    await a.stop();
    await b.stop();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
