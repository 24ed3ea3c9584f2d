import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * One server per embedded database, as PostgreSQL's postmaster.pid does it: the first server
 * writes its pid into the data directory; a second one finds it, sees that process alive and
 * stops with one line naming it. A pid whose process is gone (killed, crashed) is a stale lock
 * and is taken over, so a restart never needs cleaning up by hand.
 */
export function lockDataDir(dataDir: string, pid = process.pid): () => void {
  const file = join(dataDir, 'server.pid');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // 'wx' creates the file only if it does not exist: two servers starting together cannot both win.
      writeFileSync(file, `${pid}\n`, { flag: 'wx' });
      return () => releaseIfOurs(file, pid);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(readFileSafely(file), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== pid && isAlive(holder)) {
      throw new DataDirLockedError(
        `Another DishRated server (pid ${holder}) is using the data directory ${dataDir}. Stop it first, or set DATA_DIR to another directory.`,
      );
    }
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}: another server keeps taking it.`);
}

function readFileSafely(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIfOurs(file: string, pid: number) {
  if (Number.parseInt(readFileSafely(file), 10) === pid) rmSync(file, { force: true });
}
