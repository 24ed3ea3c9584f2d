/**
 * What the fleet check and the chaos run start and talk to: DishRated instances (the built
 * server), nginx with docs/deploy/nginx.conf, a PostgreSQL and a Redis of their own, and the
 * requests and live streams a browser makes. Everything started is stopped by `stopAll()`.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const ROOT = join(import.meta.dirname, '../..');
const stops: Array<() => Promise<unknown>> = [];

/** Runs `stop` at `stopAll()`, last started first. */
export function onStop(stop: () => Promise<unknown>) {
  stops.push(stop);
}

export async function stopAll() {
  for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A TCP port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * One DishRated instance (apps/api/dist/server.js) with `env`. Resolves once it says it is
 * running. `exited` resolves with the exit code or signal whenever the process ends.
 */
export type Instance = ReturnType<typeof startInstance>;

export function startInstance(env: NodeJS.ProcessEnv, { label = 'instance' } = {}) {
  const child = spawn(process.execPath, [join(ROOT, 'apps/api/dist/server.js')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<string | number | null>((resolve) => child.once('exit', (code, signal) => resolve(signal ?? code)));
  onStop(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  });
  const started = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.length > 200_000) output = output.slice(-100_000);
      if (output.includes('DishRated is running')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then((code) => reject(new Error(`${label} exited (${code}):\n${output.slice(-4000)}`)));
  });
  return { child, exited, started, output: () => output, label };
}

/** nginx with docs/deploy/nginx.conf, its two upstreams and its port replaced. */
export async function startNginx({ upstreams, port }: { upstreams: number[]; port: number }) {
  const dir = mkdtempSync(join(tmpdir(), 'dr-nginx-'));
  const site = readFileSync(join(ROOT, 'docs/deploy/nginx.conf'), 'utf8')
    .replace(/server 127\.0\.0\.1:3001\b/, `server 127.0.0.1:${upstreams[0]}`)
    .replace(/server 127\.0\.0\.1:3002\b/, `server 127.0.0.1:${upstreams[1]}`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log;\nevents {}\nhttp {\n  access_log off;\n  client_body_temp_path ${dir};\n  proxy_temp_path ${dir};\n  fastcgi_temp_path ${dir};\n  uwsgi_temp_path ${dir};\n  scgi_temp_path ${dir};\n${site}\n}\n`,
  );
  const child = spawn(process.env.NGINX ?? 'nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir], { stdio: 'inherit' });
  onStop(() => new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGQUIT');
  }));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (await fetch(`${url}/api/health`).then(() => true, () => false)) return { url, errorLog: () => readFileSync(join(dir, 'error.log'), 'utf8') };
    await pause(100);
  }
  throw new Error('nginx did not start');
}

/** PostgreSQL's programs (initdb, pg_ctl): PG_BIN, else the newest under /usr/lib/postgresql. */
function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const versions = existsSync('/usr/lib/postgresql') ? readdirSync('/usr/lib/postgresql').sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error('PostgreSQL programs not found: set PG_BIN to the directory holding initdb and pg_ctl');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

/**
 * A PostgreSQL server of our own in a temporary directory, on a free port, that can be
 * restarted. Runs as the `postgres` user when started as root (initdb refuses root).
 */
export async function startPostgres() {
  const bin = postgresBin();
  const port = await freePort();
  const dir = mkdtempSync(join(tmpdir(), 'dr-pg-'));
  const asRoot = process.getuid?.() === 0;
  // Asynchronous, so that a restart does not stop the caller's own traffic meanwhile.
  const run = (program: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      const command = asRoot ? 'runuser' : join(bin, program);
      const argv = asRoot ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
      execFile(command, argv, (error, stdout, stderr) => (error ? reject(new Error(`${program} ${args.join(' ')} failed:\n${stderr || stdout}`)) : resolve()));
    });
  if (asRoot) spawnSync('chown', ['postgres', dir]);
  await run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  const ctl = (...args: string[]) => run('pg_ctl', ['-D', join(dir, 'data'), '-l', join(dir, 'log'), '-o', options, '-w', ...args]);
  await ctl('start');
  onStop(() => ctl('stop', '-m', 'immediate'));
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', '-m', 'fast'),
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
  };
}

/** A Redis server of our own on a free port (no persistence), that can be stopped and started. */
export async function startRedis() {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn(process.env.REDIS_SERVER ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    for (let i = 0; i < 50; i++) {
      if (await answersPing(port)) return;
      await pause(100);
    }
    throw new Error('redis-server did not start');
  };
  const stop = async () => {
    if (!child) return;
    const running = child;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGKILL');
    await exited;
    child = null;
  };
  await start();
  onStop(stop);
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}

/** Whether a Redis server answers PING on `port`. */
function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(500, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

export function json(url: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') {
  return fetch(url, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

/** A live stream: `saw(text)` waits for an event whose data holds `text`. */
export async function openStream(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { headers: { accept: 'text/event-stream' }, signal: controller.signal });
  let received = '';
  const reader = res.body!.getReader();
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done || !value) return;
      received += new TextDecoder().decode(value);
    }
  })();
  return {
    close: () => controller.abort(),
    received: () => received,
    async saw(text: string, withinMs: number) {
      const until = Date.now() + withinMs;
      while (Date.now() < until) {
        if (received.includes(text)) return true;
        await pause(50);
      }
      return false;
    },
  };
}

/** Prints checks as they pass or fail; `failed` says whether any failed. */
export function reporter() {
  const state = { failed: false };
  return {
    step: (text: string) => console.log(`- ${text}`),
    check(condition: boolean, text: string) {
      console.log(`  ${condition ? 'ok' : 'FAILED'}: ${text}`);
      if (!condition) state.failed = true;
      return condition;
    },
    get failed() {
      return state.failed;
    },
    fail() {
      state.failed = true;
    },
    /** Runs `main`, stops everything started, prints whether `name` passed and exits 0 or 1. */
    async runAndExit(name: string, main: () => Promise<void>): Promise<never> {
      try {
        await main();
      } catch (error) {
        state.failed = true;
        console.error(error);
      } finally {
        await stopAll();
      }
      console.log(state.failed ? `\n${name} FAILED.` : `\n${name} passed.`);
      process.exit(state.failed ? 1 : 0);
    },
  };
}
