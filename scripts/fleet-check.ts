/**
 * Brings up two DishRated instances behind nginx (docs/deploy/nginx.conf) on a fresh PostgreSQL
 * database with Redis, and checks what a fleet must do as one: a sign-in through the proxy, a
 * photo uploaded on one instance and served by the other, and a truck's move written on one
 * instance reaching a live stream held on the other. Run after `npm run build`:
 *
 *   npm run fleet-check   (DATABASE_URL, REDIS_URL and NGINX may be set; see below)
 *
 * Needs PostgreSQL (DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres; a database
 * is made for the check and dropped after), Redis (REDIS_URL, default redis://127.0.0.1:6379) and
 * nginx (NGINX, default nginx on PATH). Nothing is left running.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { ROOT, json, onStop, openStream, reporter, startInstance, startNginx } from './fleet/processes.js';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PROXY = 4300;
const PORTS = [4301, 4302];
const proxy = `http://127.0.0.1:${PROXY}`;
const direct = PORTS.map((port) => `http://127.0.0.1:${port}`);

const report = reporter();
const { step, check } = report;

async function main() {
  const name = `dishrated_fleet_check_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  onStop(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: url.toString(), REDIS_URL: redisUrl, TRUST_PROXY: '1', PUBLIC_URL: proxy, SEED: 'none', LOG_LEVEL: 'warn' };

  step('two instances on one PostgreSQL database and Redis, started together');
  await Promise.all(PORTS.map((port) => startInstance({ ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-fleet-')) }).started));
  for (const base of direct) check((await fetch(`${base}/api/ready`)).status === 200, `${base}/api/ready answers 200`);

  step('nginx in front of both (docs/deploy/nginx.conf)');
  await startNginx({ upstreams: PORTS, port: PROXY });
  const answer = await fetch(`${proxy}/api/health`);
  check(answer.status === 200 && /^[0-9a-f]{32}$/.test(answer.headers.get('x-request-id') ?? ''), "the proxy answers, and its request id comes back");

  step('a sign-in through the proxy');
  const link = spawnSync(process.execPath, [join(ROOT, 'apps/api/dist/create-admin.js'), '--email', 'ops@example.in', '--name', 'Ops Team'], { env: { ...env, DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-fleet-')) }, encoding: 'utf8' });
  const token = /token=([\w-]+)/.exec(link.stdout)?.[1];
  check(Boolean(token), 'create-admin printed a set-password link');
  const set = await json(`${proxy}/api/auth/reset-password`, { token, password: 'fleet-check-secret' });
  check(set.status === 200, 'the admin set a password through the proxy');
  const login = await json(`${proxy}/api/auth/login`, { email: 'ops@example.in', password: 'fleet-check-secret' });
  const session = (await login.json()).data;
  check(login.status === 200 && Boolean(session?.token), 'and signed in through the proxy');
  const bearer = { authorization: `Bearer ${session.token}` };
  const me = await Promise.all(direct.map((base) => fetch(`${base}/api/auth/me`, { headers: bearer })));
  check(me.every((res) => res.status === 200), 'the session is good on both instances');

  step('a photo uploaded on one instance, served by the other');
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#e8590c' } }).jpeg().toBuffer();
  const form = new FormData();
  form.append('file', new Blob([photo], { type: 'image/jpeg' }), 'truck.jpg');
  const uploaded = await fetch(`${direct[0]}/api/owner/uploads`, { method: 'POST', headers: bearer, body: form });
  const photoUrl = (await uploaded.json()).data?.url;
  check(uploaded.status === 201 && Boolean(photoUrl), `uploaded on instance A (${photoUrl})`);
  const served = await fetch(new URL(photoUrl, direct[1]));
  check(served.status === 200 && (served.headers.get('content-type') ?? '').startsWith('image/'), 'instance B serves it');

  step("a truck's move on one instance reaches a live stream on the other");
  const created = await json(`${direct[0]}/api/owner/trucks`, { name: 'Fleet Check Rolls', description: 'A truck made by the fleet check', cuisine: 'North Indian', priceRange: 'budget', tags: ['Rolls'], location: { address: 'Park Street, Kolkata', coordinates: { latitude: 22.5526, longitude: 88.3526 } } }, bearer);
  const truck = (await created.json()).data?.truck;
  check(created.status === 201, 'a truck made on instance A');
  await json(`${direct[0]}/api/owner/trucks/${truck.id}/location-sharing`, { enabled: true }, bearer, 'PUT');
  const events = await openStream(`${direct[1]}/api/trucks/${truck.id}/live`);
  await json(`${direct[0]}/api/owner/trucks/${truck.id}/location`, { address: 'Esplanade, Kolkata', coordinates: { latitude: 22.5646, longitude: 88.3513 } }, bearer, 'PUT');
  check(await events.saw('Esplanade, Kolkata', 5000), 'the stream on instance B got the move within 5 s');
  events.close();
  const overProxy = await openStream(`${proxy}/api/trucks/${truck.id}/live`);
  await json(`${direct[1]}/api/owner/trucks/${truck.id}/location`, { address: 'College Street, Kolkata', coordinates: { latitude: 22.5755, longitude: 88.3633 } }, bearer, 'PUT');
  check(await overProxy.saw('College Street, Kolkata', 5000), 'and a stream through nginx got the next one');
  overProxy.close();
}

await report.runAndExit('The fleet check', main);
