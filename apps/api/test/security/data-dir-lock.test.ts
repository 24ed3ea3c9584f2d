import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../../src/db/data-dir-lock.js';

const sleeper = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
afterAll(() => void sleeper.kill());

const freshDir = () => mkdtempSync(join(tmpdir(), 'dr-lock-'));

describe('one server per data directory', () => {
  it('refuses a second server while the first is alive, naming its pid', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'server.pid'), `${sleeper.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`Another DishRated server (pid ${sleeper.pid}) is using the data directory ${dir}.`);
  });

  it('takes over a stale lock left by a killed process', () => {
    const dir = freshDir();
    const dead = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid;
    writeFileSync(join(dir, 'server.pid'), `${dead}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('releases the lock on stop, so the next start takes it', () => {
    const dir = freshDir();
    lockDataDir(dir)();
    expect(existsSync(join(dir, 'server.pid'))).toBe(false);
    lockDataDir(dir)();
  });
});
