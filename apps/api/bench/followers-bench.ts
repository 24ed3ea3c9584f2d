/**
 * Follower fan-out bench: a truck with 10,000 followers opens; how long until every follower's
 * notification is written, until signed-in followers' open streams on another instance hear of it,
 * and until a push reaches each follower's browser.
 *
 * Two servers (the built server, in processes of their own) on one PostgreSQL database: the owner
 * opens the truck on server A; the sampled followers' streams are on server B, so the news crosses
 * the database's change feed. Followers are written straight into the database (only the sampled ones sign
 * up through the API, for their sessions). A local push service on 127.0.0.1 stands in for the
 * browsers' (WEB_PUSH_ALLOW_HOSTS), answering 201 to every push.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS } from '@dishrated/shared';
import pg from 'pg';
import { startServer } from './live-bench.js';
import { percentile } from './percentile.js';

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 10_000);
/** Followers with an open stream (signed up through the API, on server B). */
const STREAMING = Number(process.env.BENCH_FOLLOWER_STREAMS ?? 200);
/** Followers with a browser subscribed to pushes. */
const PUSHED = Number(process.env.BENCH_FOLLOWER_PUSHES ?? 1_000);
const TARGET_MS = 5_000;

async function api<T>(url: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const res = await fetch(url, { ...init, headers });
  const body = (await res.json()) as { data: T; message: string };
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${body.message}`);
  return body.data;
}

/** Opens a signed-in notifications stream; `onNotified` runs at its first `notifications` event. */
function openStream(url: string, token: string, onNotified: () => void): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    let told = false;
    const request = http.get(url, { agent: false, headers: { accept: 'text/event-stream', authorization: `Bearer ${token}` } }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!told && chunk.includes('event: notifications')) {
          told = true;
          onNotified();
        }
      });
      resolve(request);
    });
    request.on('error', reject);
  });
}

/** A push service that takes every push and notes when it arrived. */
async function startPushService(onPush: () => void) {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      onPush();
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

const browserKeys = () => {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  return { p256dh: keys.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
};

export async function runFollowersBench() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  console.log(`\nFollower fan-out: a truck with ${FOLLOWERS.toLocaleString('en')} followers opens (${STREAMING} of them streaming on another instance, ${PUSHED} with push)`);
  if (!databaseUrl) {
    console.log('  skipped (set BENCH_DATABASE_URL)');
    return;
  }
  const name = `dishrated_followers_bench_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = new pg.Client({ connectionString: url.toString() });
  let pushesReceived = 0;
  let lastPushAt = 0;
  const pushService = await startPushService(() => {
    pushesReceived++;
    lastPushAt = performance.now();
  });
  const dataDir = mkdtempSync(join(tmpdir(), 'dishrated-followers-bench-'));
  const shared = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, AUTH_RATE_LIMIT: '1000000', WEB_PUSH_ALLOW_HOSTS: '127.0.0.1' };
  const a = await startServer({ ...shared, SEED: 'demo' });
  const b = await startServer({ ...shared, SEED: 'none' });
  const streams: http.ClientRequest[] = [];
  try {
    await db.connect();
    const owner = DEMO_ACCOUNTS.find((account) => account.role === 'owner')!;
    const { token: ownerToken } = await api<{ token: string }>(`${a.url}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: owner.email, password: owner.password }) });
    const { truck } = await api<{ truck: { id: string } }>(`${a.url}/api/owner/trucks`, {
      method: 'POST',
      token: ownerToken,
      body: JSON.stringify({ name: 'Fan-out Frankie', description: 'Rolls for a very large following', cuisine: 'North Indian', priceRange: 'budget', tags: ['Rolls'], location: { address: 'MG Road, Bengaluru', coordinates: { latitude: 12.9756, longitude: 77.6066 } } }),
    });
    await api(`${a.url}/api/owner/trucks/${truck.id}/status`, { method: 'PUT', token: ownerToken, body: JSON.stringify({ status: 'closed' }) });

    // The streaming followers sign up (for sessions); the rest are written straight in.
    const tokens: string[] = [];
    for (let i = 0; i < STREAMING; i += 20) {
      tokens.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, STREAMING - i) }, (_, j) =>
            api<{ token: string }>(`${b.url}/api/auth/register`, { method: 'POST', body: JSON.stringify({ name: `Streaming fan ${i + j}`, email: `stream.${i + j}@bench.test`, password: 'secret123' }) }).then((r) => r.token),
          ),
        )),
      );
    }
    await db.query(
      `insert into users (name, email, password_hash) select 'Fan ' || n, 'fan.' || n || '@bench.test', 'not-a-hash' from generate_series(1, $1::int) n`,
      [FOLLOWERS - STREAMING],
    );
    // Quiet hours that never come, so every alert is pushed whenever the bench runs.
    await db.query(`insert into notification_settings (user_id, quiet_start, quiet_end, time_zone, daily_cap) select id, '00:00', '00:00', 'Asia/Kolkata', 5 from users where email like '%@bench.test'`);
    await db.query(`insert into truck_follows (user_id, truck_id) select id, $1 from users where email like '%@bench.test'`, [truck.id]);
    const pushed = await db.query<{ id: string }>(`select id from users where email like 'fan.%@bench.test' order by email limit $1`, [PUSHED]);
    for (const [i, row] of pushed.rows.entries()) {
      const keys = browserKeys();
      await db.query(`insert into push_subscriptions (user_id, endpoint, p256dh, auth) values ($1, $2, $3, $4)`, [row.id, `${pushService.url}/device/${i}`, keys.p256dh, keys.auth]);
    }
    const devices = pushed.rows.length;
    const followers = Number((await db.query(`select count(*) from truck_follows where truck_id = $1`, [truck.id])).rows[0].count);

    const heardAt: number[] = [];
    for (let i = 0; i < tokens.length; i += 50) {
      streams.push(...(await Promise.all(tokens.slice(i, i + 50).map((token) => openStream(`${b.url}/api/me/live`, token, () => heardAt.push(performance.now()))))));
    }
    await new Promise((r) => setTimeout(r, 500));

    const openedAt = performance.now();
    await api(`${a.url}/api/owner/trucks/${truck.id}/status`, { method: 'PUT', token: ownerToken, body: JSON.stringify({ status: 'open' }) });
    const answeredAt = performance.now();
    let writtenAt = 0;
    const deadline = openedAt + 60_000;
    while (performance.now() < deadline) {
      const written = Number((await db.query(`select count(*) from notifications where truck_id = $1`, [truck.id])).rows[0].count);
      if (!writtenAt && written >= followers) writtenAt = performance.now();
      if (writtenAt && heardAt.length >= tokens.length && pushesReceived >= devices) break;
      await new Promise((r) => setTimeout(r, 20));
    }

    const ms = (t: number) => (t ? `${Math.round(t - openedAt)} ms` : 'not within 60 s');
    const heard = heardAt.map((t) => t - openedAt).sort((x, y) => x - y);
    console.log(`  the owner's request answered in ${Math.round(answeredAt - openedAt)} ms (alerts are written after the answer)`);
    console.log(`  every follower's notification written: ${ms(writtenAt)} (${followers.toLocaleString('en')} followers; target <= ${TARGET_MS} ms: ${writtenAt && writtenAt - openedAt <= TARGET_MS ? 'met' : 'NOT met'})`);
    console.log(`  streams on server B told: ${heard.length}/${tokens.length}, p50 ${percentile(heard, 0.5).toFixed(0)} ms, p99 ${percentile(heard, 0.99).toFixed(0)} ms, last ${(heard.at(-1) ?? 0).toFixed(0)} ms`);
    console.log(`  pushes received by the push service: ${pushesReceived}/${devices}, the last ${pushesReceived ? ms(lastPushAt) : 'never'}`);
  } finally {
    for (const s of streams) s.destroy();
    await a.stop();
    await b.stop();
    await pushService.close();
    await db.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
