import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SERVER = join(import.meta.dirname, '..', 'src', 'server.ts');

export interface ServerProcess {
  url: string;
  process: ChildProcess;
  /** Resolves when the process ends, with its exit code and the time it ended. */
  exited: Promise<{ code: number | null; at: number }>;
}

/**
 * Starts `node src/server.ts` (through tsx) as a deployment would, on `databaseUrl` with a data
 * directory of its own, and resolves once its banner names the port. Only what a deployment sets
 * reaches it: the test runner's own NODE_ENV=test must not leak in.
 */
export function startServerProcess(databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', DATA_DIR: mkdtempSync(join(tmpdir(), 'dr-instance-')), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const port = /running at http:\/\/localhost:(\d+)/.exec(output)?.[1];
      if (port) {
        clearTimeout(timer);
        resolve({ url: `http://127.0.0.1:${port}`, process: child, exited });
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    void exited.then(({ code }) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}
