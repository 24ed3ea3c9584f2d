/**
 * `npm run chaos`: two DishRated instances on PostgreSQL and Redis behind nginx
 * (docs/deploy/nginx.conf), under steady reads, writes, sign-ins and live streams, put through
 * what operators meet: PostgreSQL restarting and cutting connections, Redis stopped, one
 * instance's listening connection dropped without a word, a slow mail server, an instance killed
 * right after a forgot-password answer, and a rolling restart. It starts its own PostgreSQL, Redis,
 * mail server and nginx on free ports, and stops them all. Run after `npm run build`; needs
 * PostgreSQL's programs (PG_BIN, else the newest under /usr/lib/postgresql), redis-server and
 * nginx. CHAOS_REDIS_SECONDS sets how long Redis stays away (60). Method: docs/deploying.md.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { startSilentProxy } from '../apps/api/test/silent-proxy.js';
import { freePort, json, openStream, pause, reporter, startInstance, startNginx, startPostgres, startRedis, type Instance } from './fleet/processes.js';

const REDIS_AWAY_MS = Number(process.env.CHAOS_REDIS_SECONDS ?? 60) * 1000;
const METRICS_TOKEN = 'chaos-run-metrics-token';
const report = reporter();
const { step, check } = report;

/** A request the load made: when it started and ended, what it was, and its status (0: no answer). */
interface Outcome {
  startedAt: number;
  endedAt: number;
  kind: string;
  status: number;
}

interface Mail {
  to: string;
  messageId: string;
  /** The message as sent, its quoted-printable soft breaks and escaped '=' undone. */
  text: string;
}

const isResetMail = (m: Mail) => /reset-password\?token=/.test(m.text);

/** A mail server that keeps what it receives and can be made slow to answer a message's data. */
async function startMailSink() {
  const received: Mail[] = [];
  const state = { delayMs: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
        setTimeout(() => {
          received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), messageId: /^Message-ID:\s*(\S+)/im.exec(text)?.[1] ?? '', text });
          done();
        }, state.delayMs);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Steady traffic through nginx: reads, a server-rendered page, an owner's writes and sign-ins. */
function startLoad(proxy: string, owner: { token: string; truckId: string }, customer: { email: string; password: string }) {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const bearer = { authorization: `Bearer ${owner.token}` };
  const requests: Array<[string, () => Promise<Response>]> = [
    ['nearby', () => fetch(`${proxy}/api/trucks/nearby?lat=19.076&lng=72.8777&radius=25`)],
    ['truck page', () => fetch(`${proxy}/trucks/${owner.truckId}`)],
    ['search', () => fetch(`${proxy}/api/search?q=dosa`)],
    ['owner write', () => json(`${proxy}/api/owner/trucks/${owner.truckId}/basic-info`, { waitTime: `${5 + (++n % 20)} min` }, bearer, 'PUT')],
  ];
  const worker = async (chooser: () => [string, () => Promise<Response>]) => {
    while (running) {
      const [kind, send] = chooser();
      const startedAt = Date.now();
      const status = await send()
        .then(async (res) => {
          await res.arrayBuffer();
          return res.status;
        })
        .catch(() => 0);
      outcomes.push({ startedAt, endedAt: Date.now(), kind, status });
      await pause(20);
    }
  };
  let i = 0;
  const workers = [
    ...Array.from({ length: 4 }, () => worker(() => requests[i++ % requests.length]!)),
    // A POST: nginx never retries one on another instance, so it shows every request an instance drops.
    worker(() => ['sign-in', () => json(`${proxy}/api/auth/login`, customer)]),
  ];
  return {
    outcomes,
    /** Failed requests in flight at any time within [from, to). */
    failedDuring: (from: number, to: number) => outcomes.filter((o) => o.endedAt >= from && o.startedAt < to && (o.status === 0 || o.status >= 300)),
    /** Failed requests made wholly within [from, to). */
    failedSince: (from: number, to = Infinity) => outcomes.filter((o) => o.startedAt >= from && o.endedAt < to && (o.status === 0 || o.status >= 300)),
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

const describe = (failures: Outcome[]) => {
  const byKind = new Map<string, number>();
  for (const f of failures) byKind.set(`${f.kind} ${f.status || 'no answer'}`, (byKind.get(`${f.kind} ${f.status || 'no answer'}`) ?? 0) + 1);
  return [...byKind].map(([k, v]) => `${v} × ${k}`).join(', ') || 'none';
};

async function readiness(base: string) {
  const res = await fetch(`${base}/api/ready`, { signal: AbortSignal.timeout(5000) }).catch(() => null);
  if (!res) return { status: 0, message: 'no answer', degraded: [] as string[] };
  const body = (await res.json().catch(() => ({}))) as { message?: string; data?: { degraded?: string[] } };
  return { status: res.status, message: body.message ?? '', degraded: body.data?.degraded ?? [] };
}

async function metric(base: string, name: string): Promise<number | null> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).catch(() => null);
  const text = res ? await res.text() : '';
  const line = new RegExp(`^${name} (\\S+)$`, 'm').exec(text);
  return line ? Number(line[1]) : null;
}

/** Waits until `condition` holds (polled every 100 ms) and returns the ms it took, or null past `withinMs`. */
async function within(withinMs: number, condition: () => Promise<boolean>): Promise<number | null> {
  const from = Date.now();
  while (Date.now() - from < withinMs) {
    if (await condition()) return Date.now() - from;
    await pause(100);
  }
  return null;
}

async function main() {
  step('PostgreSQL, Redis, a mail server, two instances and nginx, all on free ports');
  const postgres = await startPostgres();
  const redis = await startRedis();
  const mail = await startMailSink();
  const [proxyPort, portA, portB] = [await freePort(), await freePort(), await freePort()];
  const proxy = `http://127.0.0.1:${proxyPort}`;
  // Instance A reaches PostgreSQL through a proxy that can drop its listening connection silently.
  const pgUrl = new URL(postgres.url);
  const silent = await startSilentProxy({ host: pgUrl.hostname, port: Number(pgUrl.port) });
  const viaSilent = new URL(postgres.url);
  viaSilent.port = String(silent.port);
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    REDIS_URL: redis.url,
    SMTP_URL: mail.url,
    TRUST_PROXY: '1',
    PUBLIC_URL: proxy,
    SEED: 'demo',
    LOG_LEVEL: 'warn',
    METRICS_TOKEN,
    AUTH_RATE_LIMIT: '100000',
  };
  const fleet = {
    A: { port: portA, env: { ...env, DATABASE_URL: viaSilent.toString(), PORT: String(portA), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-chaos-')) }, instance: null as Instance | null, expectExit: false },
    B: { port: portB, env: { ...env, DATABASE_URL: postgres.url, PORT: String(portB), HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-chaos-')) }, instance: null as Instance | null, expectExit: false },
  };
  const crashes: string[] = [];
  const start = async (name: 'A' | 'B') => {
    const member = fleet[name];
    member.expectExit = false;
    const instance = startInstance(member.env, { label: `instance ${name}` });
    member.instance = instance;
    void instance.exited.then((code) => {
      if (!member.expectExit) crashes.push(`instance ${name} exited (${code}):\n${instance.output().slice(-2000)}`);
    });
    await instance.started;
  };
  const base = (name: 'A' | 'B') => `http://127.0.0.1:${fleet[name].port}`;
  const bothReady = async () => (await readiness(base('A'))).status === 200 && (await readiness(base('B'))).status === 200;
  // One after the other: the first seeds the demo data.
  await start('A');
  await start('B');
  await startNginx({ upstreams: [portA, portB], port: proxyPort });
  const admin = new pg.Client({ connectionString: postgres.url });
  admin.on('error', () => undefined);
  await admin.connect();

  const ownerLogin = await (await json(`${proxy}/api/auth/login`, { email: 'owner@dishrated.app', password: 'owner123' })).json();
  const token = ownerLogin.data.token as string;
  const trucks = await (await fetch(`${proxy}/api/owner/trucks`, { headers: { authorization: `Bearer ${token}` } })).json();
  const truckId = trucks.data.trucks[0].id as string;
  await json(`${proxy}/api/owner/trucks/${truckId}/location-sharing`, { enabled: true }, { authorization: `Bearer ${token}` }, 'PUT');
  const load = startLoad(proxy, { token, truckId }, { email: 'customer@dishrated.app', password: 'customer123' });
  const loadFrom = Date.now();
  await pause(2000);

  step('PostgreSQL restarts (pg_ctl restart -m fast) under load');
  const restartAt = Date.now();
  await postgres.restart();
  const backAt = Date.now();
  const readyAfterRestart = await within(10_000, bothReady);
  check(readyAfterRestart !== null, `both instances ready again ${readyAfterRestart ?? 'over 10000'} ms after PostgreSQL was back (within 10 s)`);
  check(crashes.length === 0, 'no instance exited');
  const steadyAfterRestart = Date.now();
  check(load.failedSince(loadFrom, restartAt).length === 0, `no failed request before the restart (${describe(load.failedSince(loadFrom, restartAt))})`);
  console.log(`    during the outage (${backAt - restartAt} ms down, then reconnecting): ${describe(load.failedDuring(restartAt, steadyAfterRestart))}`);
  await pause(3000);
  check(load.failedSince(steadyAfterRestart).length === 0, `no failed request once ready (${describe(load.failedSince(steadyAfterRestart))})`);

  step('connections cut: pg_terminate_backend on idle-in-transaction backends every 50 ms for 5 s, then on all');
  await admin.end().catch(() => undefined);
  const killer = new pg.Client({ connectionString: postgres.url });
  killer.on('error', () => undefined);
  await killer.connect();
  let terminated = 0;
  const cutFrom = Date.now();
  while (Date.now() - cutFrom < 5000) {
    const { rows } = await killer.query(`select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and state like 'idle in transaction%') cut`);
    terminated += rows[0].n as number;
    await pause(50);
  }
  const { rows: all } = await killer.query(`select count(*)::int as n from (select pg_terminate_backend(pid) from pg_stat_activity where pid <> pg_backend_pid() and backend_type = 'client backend') cut`);
  terminated += all[0].n as number;
  const cutEnd = Date.now();
  await killer.end();
  const readyAfterCuts = await within(10_000, bothReady);
  check(readyAfterCuts !== null, `${terminated} connections cut; both instances ready again ${readyAfterCuts ?? 'over 10000'} ms after (within 10 s)`);
  check(crashes.length === 0, 'no instance exited');
  console.log(`    while cutting: ${describe(load.failedDuring(cutFrom, cutEnd))}`);
  const steadyAfterCuts = Date.now();
  await pause(3000);
  check(load.failedSince(steadyAfterCuts).length === 0, `no failed request once ready (${describe(load.failedSince(steadyAfterCuts))})`);

  step(`Redis stopped for ${REDIS_AWAY_MS / 1000} s`);
  const streams = [await openStream(`${base('A')}/api/trucks/${truckId}/live`), await openStream(`${base('B')}/api/trucks/${truckId}/live`)];
  await redis.stop();
  const redisGoneAt = Date.now();
  const signInChecks: Array<[string, boolean]> = [];
  const timed = async (label: string, send: () => Promise<Response>, expected: number) => {
    const res = await Promise.race([send(), pause(10_000).then(() => null)]);
    signInChecks.push([label, res?.status === expected]);
    return res;
  };
  const email = `chaos.${Date.now()}@example.in`;
  const registered = await timed('register', () => json(`${proxy}/api/auth/register`, { name: 'Chaos Tester', email, password: 'chaos-secret-1' }), 201);
  await timed('sign in', () => json(`${proxy}/api/auth/login`, { email, password: 'chaos-secret-1' }), 200);
  await timed('a wrong password refused', () => json(`${proxy}/api/auth/login`, { email, password: 'not-the-password' }), 401);
  await timed('forgot password', () => json(`${proxy}/api/auth/forgot-password`, { email }), 200);
  const resetMail = await within(30_000, async () => mail.received.some((m) => m.to === email && isResetMail(m)));
  const resetToken = /token=([\w-]+)/.exec(mail.received.find((m) => m.to === email && isResetMail(m))?.text ?? '')?.[1];
  await timed('reset password', () => json(`${proxy}/api/auth/reset-password`, { token: resetToken, password: 'chaos-secret-2' }), 200);
  await timed('newsletter', () => json(`${proxy}/api/newsletter`, { email: `news.${Date.now()}@example.in` }), 201);
  check(Boolean(registered) && resetMail !== null, 'the reset mail arrived');
  for (const [label, passed] of signInChecks) check(passed, `${label}: answered as usual within 10 s`);
  const [readyA, readyB] = [await readiness(base('A')), await readiness(base('B'))];
  check(readyA.status === 200 && readyB.status === 200, `readiness stays 200 on both (${readyA.message}; ${readyB.message})`);
  check(readyA.degraded.includes('redis') && readyB.degraded.includes('redis'), 'and names Redis as degraded');
  check((await metric(base('A'), 'dishrated_redis_up')) === 0, 'dishrated_redis_up is 0');
  const moves = ['Bandra Reclamation, Mumbai', 'Carter Road, Mumbai', 'Juhu Beach, Mumbai'];
  for (const [k, address] of moves.entries()) {
    await json(`${proxy}/api/owner/trucks/${truckId}/location`, { address, coordinates: { latitude: 19.05 + k / 100, longitude: 72.82 } }, { authorization: `Bearer ${token}` }, 'PUT');
  }
  const seen = await Promise.all(streams.flatMap((stream) => moves.map((address) => stream.saw(address, 5000))));
  check(seen.every(Boolean), `live moves made while Redis is away reach streams on both instances (${seen.filter(Boolean).length} of ${seen.length})`);
  for (const stream of streams) stream.close();
  await pause(Math.max(0, REDIS_AWAY_MS - (Date.now() - redisGoneAt)));
  check(load.failedSince(redisGoneAt).length === 0, `no failed request while Redis was away (${describe(load.failedSince(redisGoneAt))})`);
  await redis.start();
  const redisBack = await within(10_000, async () => (await metric(base('A'), 'dishrated_redis_up')) === 1 && (await metric(base('B'), 'dishrated_redis_up')) === 1);
  check(redisBack !== null, `both instances use Redis again ${redisBack ?? 'over 10000'} ms after it is back`);

  step("instance A's listening connection dropped without a word");
  check(silent.silenceListeners() === 1, 'one listening connection silenced');
  const silencedAt = Date.now();
  const stale = await within(6000, async () => /stale/.test((await readiness(base('A'))).message));
  check(stale !== null && stale <= 5000, `A says it is stale after ${stale ?? 'over 6000'} ms (within 5 s)`);
  const sinceBeat = await metric(base('A'), 'dishrated_change_feed_seconds_since_heartbeat');
  check(sinceBeat !== null && sinceBeat >= 3, `dishrated_change_feed_seconds_since_heartbeat reads ${sinceBeat}`);
  const current = await within(10_000, async () => (await readiness(base('A'))).status === 200);
  check(current !== null && Date.now() - silencedAt <= 10_000, `A is current again ${Date.now() - silencedAt} ms after the drop (within 10 s)`);
  await json(`${base('B')}/api/owner/trucks/${truckId}/location`, { address: 'Worli Sea Face, Mumbai', coordinates: { latitude: 19.01, longitude: 72.81 } }, { authorization: `Bearer ${token}` }, 'PUT');
  const movedOnA = await within(3000, async () => JSON.stringify(await (await fetch(`${base('A')}/api/trucks/${truckId}`)).json()).includes('Worli Sea Face'));
  check(movedOnA !== null, `a move made on B shows on A after ${movedOnA ?? 'over 3000'} ms`);

  step('a slow mail server (4 s per message): 20 reset mails');
  mail.state.delayMs = 4000;
  const people = Array.from({ length: 20 }, (_, i) => `slow.${Date.now()}.${i}@example.in`);
  for (const address of people) await json(`${proxy}/api/auth/register`, { name: 'Slow Mail', email: address, password: 'chaos-secret-1' });
  const askedAt = Date.now();
  await Promise.all(people.map((address, i) => json(`${i % 2 ? base('A') : base('B')}/api/auth/forgot-password`, { email: address })));
  const resets = () => mail.received.filter((m) => people.includes(m.to) && isResetMail(m));
  const allSent = await within(180_000, async () => new Set(resets().map((m) => m.to)).size === people.length);
  // Longer than a lease: a message taken over by the other instance would arrive now.
  await pause(5000);
  const perPerson = people.map((address) => resets().filter((m) => m.to === address).length);
  check(allSent !== null, `every reset mail delivered (${Date.now() - askedAt} ms)`);
  check(perPerson.every((n) => n === 1), `each delivered once (${perPerson.filter((n) => n > 1).length} twice or more)`);
  check(new Set(resets().map((m) => m.messageId)).size === resets().length, 'each with a Message-ID of its own');
  mail.state.delayMs = 0;

  step('kill -9 right after forgot-password answers');
  const victim = `killed.${Date.now()}@example.in`;
  await json(`${proxy}/api/auth/register`, { name: 'Killed Midway', email: victim, password: 'chaos-secret-1' });
  fleet.A.expectExit = true;
  const answered = await json(`${base('A')}/api/auth/forgot-password`, { email: victim });
  fleet.A.instance!.child.kill('SIGKILL');
  check(answered.status === 200, 'A answered, and was killed at once');
  const killedMail = await within(40_000, async () => mail.received.some((m) => m.to === victim && isResetMail(m)));
  check(killedMail !== null, `the reset mail arrived anyway, sent by B (${killedMail ?? 'over 40000'} ms)`);
  await start('A');
  await within(10_000, bothReady);
  // The answer's timing does not tell whether the account exists.
  const answerMs = async (email: string) => {
    const from = performance.now();
    await json(`${base('B')}/api/auth/forgot-password`, { email });
    const ms = performance.now() - from;
    // The answer alone: the mail is made after it, and must not slow the next one measured.
    await pause(150);
    return ms;
  };
  const median = (ms: number[]) => ms.sort((x, y) => x - y)[Math.floor(ms.length / 2)]!;
  const knownMs: number[] = [];
  const unknownMs: number[] = [];
  // Taken in turns, so that the load around them weighs on both alike.
  for (const address of people) {
    knownMs.push(await answerMs(address));
    unknownMs.push(await answerMs(address.replace('@', '.nobody@')));
  }
  const [known, unknown] = [median(knownMs), median(unknownMs)];
  check(Math.abs(known - unknown) < Math.max(3, 0.25 * Math.min(known, unknown)), `forgot-password answers in ${known.toFixed(1)} ms (account) and ${unknown.toFixed(1)} ms (no account), medians of 20`);

  step('a rolling restart behind nginx under load (SIGTERM, start, ready; then the other)');
  const rollFrom = Date.now();
  for (const name of ['A', 'B'] as const) {
    fleet[name].expectExit = true;
    fleet[name].instance!.child.kill('SIGTERM');
    const code = await fleet[name].instance!.exited;
    check(code === 0, `instance ${name} stopped cleanly (exit ${code})`);
    await start(name);
    await within(10_000, async () => (await readiness(base(name))).status === 200);
    await pause(2000);
  }
  const rolled = load.outcomes.filter((o) => o.startedAt >= rollFrom).length;
  check(load.failedSince(rollFrom).length === 0, `zero failed requests of ${rolled} during the rolling restart (${describe(load.failedSince(rollFrom))})`);

  await load.stop();
  check(crashes.length === 0, `no instance exited unasked${crashes.length ? `:\n${crashes.join('\n')}` : ''}`);
  await silent.close();
  await mail.close();
}

await report.runAndExit('The chaos run', main);
