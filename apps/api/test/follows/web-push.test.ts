import { createECDH, randomBytes, type ECDH } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import ece from 'http_ece';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.js';
import type { DatabaseHandle } from '../../src/db/client.js';
import { pushSubscriptions } from '../../src/db/schema.js';
import { openTestDatabase, testConfig } from '../helpers.js';
import { createOwnedTruck, sender, session, type Session } from '../owner/owner-helpers.js';
import { alertSettings } from './follow-helpers.js';

/** A browser's push service, on this machine: keeps what it receives and answers as told per path. */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}
let pushServer: Server;
let pushBase: string;
const received: Received[] = [];
const answers = new Map<string, number>();

let database: DatabaseHandle;
let app: App;
let send: ReturnType<typeof sender>;
let owner: Session;

beforeAll(async () => {
  pushServer = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url!, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = answers.get(request.url!) ?? 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushServer.listen(0, '127.0.0.1', resolve));
  pushBase = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}`;
  database = await openTestDatabase();
  app = await buildApp({ config: testConfig({ webPushAllowHosts: ['127.0.0.1'] }), db: database.db, webDir: '/nonexistent' });
  await app.ready();
  send = sender(app);
  owner = await session(app, database.db, 'owner', 'Push owner');
});
afterAll(async () => {
  await app?.close();
  await database?.close();
  await new Promise((resolve) => pushServer?.close(resolve));
});

/** A browser's subscription: its own key pair and secret, at a path of the local push service. */
function browserSubscription(host = pushBase) {
  const keys = createECDH('prime256v1');
  keys.generateKeys();
  const auth = randomBytes(16);
  const path = `/push/${randomBytes(8).toString('hex')}`;
  return { keys, auth, path, json: { endpoint: `${host}${path}`, expirationTime: null, keys: { p256dh: keys.getPublicKey().toString('base64url'), auth: auth.toString('base64url') } } };
}

async function subscribedFollower(name: string, overrides: object = {}) {
  const who = await session(app, database.db, 'user', name);
  expect((await send('PUT', '/api/me/notification-settings', who, alertSettings(overrides))).statusCode).toBe(200);
  const device = browserSubscription();
  const res = await send('POST', '/api/me/push-subscriptions', who, device.json);
  expect(res.statusCode, res.body).toBe(201);
  return { who, device };
}

async function openFollowedTruck(follower: Session, name = 'Push Momos') {
  const truck = await createOwnedTruck(app, owner, { name });
  await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'closed' });
  await send('PUT', `/api/trucks/${truck.id}/follow`, follower, {});
  expect((await send('PUT', `/api/owner/trucks/${truck.id}/status`, owner, { status: 'open' })).statusCode).toBe(200);
  await app.background.drain();
  return truck;
}

const pushesTo = (path: string) => received.filter((r) => r.path === path);
const decrypt = (body: Buffer, keys: ECDH, auth: Buffer) => JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: keys, authSecret: auth }).toString('utf8'));

describe('web push', () => {
  it('gives browsers the public key to subscribe with', async () => {
    const res = await send('GET', '/api/push/public-key', null);
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().data.publicKey, 'base64url')).toHaveLength(65);
  });

  it('asks a visitor to sign in before subscribing', async () => {
    expect((await send('POST', '/api/me/push-subscriptions', null, browserSubscription().json)).statusCode).toBe(401);
  });

  it.each([
    ['plain http', 'http://push.example.com'],
    ['a private network', 'https://10.1.2.3'],
    ['this machine', 'https://localhost:8443'],
  ])('refuses a push service on %s', async (_, host) => {
    const who = await session(app, database.db, 'user', 'Sly');
    const res = await send('POST', '/api/me/push-subscriptions', who, browserSubscription(host).json);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.field).toBe('endpoint');
  });

  it('refuses keys that are not a browser’s', async () => {
    const who = await session(app, database.db, 'user', 'Keyless');
    const device = browserSubscription();
    const res = await send('POST', '/api/me/push-subscriptions', who, { ...device.json, keys: { p256dh: 'short', auth: device.json.keys.auth } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/p256dh/);
  });

  it('pushes an opening to the follower’s browser, encrypted for it, signed and with a lifetime', async () => {
    const { who, device } = await subscribedFollower('Pushed fan');
    const truck = await openFollowedTruck(who, 'Push Momos');
    const [push] = pushesTo(device.path);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(push!.headers.ttl)).toBeGreaterThan(0);
    const publicKey = (await send('GET', '/api/push/public-key', null)).json().data.publicKey;
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(decrypt(push!.body, device.keys, device.auth)).toEqual({ title: 'Push Momos is open', body: expect.any(String), url: `/trucks/${truck.id}`, tag: truck.id });
  });

  it('holds the push back in quiet hours (the alert is kept)', async () => {
    const { who, device } = await subscribedFollower('Sleeping fan', { quietStart: '00:00', quietEnd: '23:59' });
    await openFollowedTruck(who);
    expect(pushesTo(device.path)).toEqual([]);
    expect((await send('GET', '/api/me/notifications', who)).json().data.total).toBe(1);
  });

  it('forgets a subscription its push service says is gone (410)', async () => {
    const { who, device } = await subscribedFollower('Gone fan');
    answers.set(device.path, 410);
    await openFollowedTruck(who);
    expect(pushesTo(device.path)).toHaveLength(1);
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.json.endpoint))).toEqual([]);
  });

  it('stops pushing to a browser that unsubscribed', async () => {
    const { who, device } = await subscribedFollower('Done fan');
    const res = await send('DELETE', `/api/me/push-subscriptions?endpoint=${encodeURIComponent(device.json.endpoint)}`, who);
    expect(res.json().data).toEqual({ removed: true });
    await openFollowedTruck(who);
    expect(pushesTo(device.path)).toEqual([]);
  });

  it('never unsubscribes another user’s browser', async () => {
    const { device } = await subscribedFollower('Kept fan');
    const other = await session(app, database.db, 'user', 'Meddler');
    const res = await send('DELETE', `/api/me/push-subscriptions?endpoint=${encodeURIComponent(device.json.endpoint)}`, other);
    expect(res.json().data).toEqual({ removed: false });
    expect(await database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, device.json.endpoint))).toHaveLength(1);
  });
});
