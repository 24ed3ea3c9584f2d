import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THREAD_POOL_NICENESS, runThreadPoolBelowEventLoop } from '../../src/lib/thread-pool-priority.js';

/** This process's threads: each one's name and nice value (from /proc, fields 2 and 19 of stat). */
function threads(): Array<{ id: number; name: string; nice: number }> {
  return readdirSync('/proc/self/task').map((id) => {
    const stat = readFileSync(`/proc/self/task/${id}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { id: Number(id), name: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), nice: Number(fields[16]) };
  });
}

describe.runIf(process.platform === 'linux')('the thread pool beside the event loop', () => {
  it('runs every pool thread at a lower priority, and leaves the event loop where it was', async () => {
    const eventLoopNice = () => threads().find((thread) => thread.id === process.pid)!.nice;
    const before = eventLoopNice();
    await runThreadPoolBelowEventLoop();
    const pool = threads().filter((thread) => thread.name === 'libuv-worker');
    expect(pool.length).toBeGreaterThan(0);
    expect(pool.map((thread) => thread.nice)).toEqual(pool.map(() => THREAD_POOL_NICENESS));
    expect(eventLoopNice()).toBe(before);
  });
});
