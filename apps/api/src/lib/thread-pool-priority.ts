import { readFileSync, readdirSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { setPriority } from 'node:os';

/** How far below the event loop the thread pool runs, as a nice value (0 to 19; higher yields more). */
export const THREAD_POOL_NICENESS = 10;

/** The name libuv gives its thread pool's threads. */
const POOL_THREAD_NAME = 'libuv-worker';

/**
 * Runs libuv's thread pool at a lower priority than the event loop (Linux; elsewhere, and where
 * the system refuses, nothing changes).
 *
 * Under load the event loop is what every visitor waits on: it reads requests, searches and
 * writes answers, one at a time. The pool compresses answers (compression.ts), reads files and
 * hashes passwords beside it. At equal priority, each compression it hands over can wake a pool
 * thread that takes the event loop's core, while the machine's other core has time to spare.
 * Lower, the pool's work runs on that spare time and yields when the event loop wants the core;
 * when nothing else is running it runs at full speed, so only a machine that is already busy
 * notices (a sign-in's password hash then waits behind visitors' requests, not the reverse).
 * Measured in docs/performance.md.
 */
export async function runThreadPoolBelowEventLoop(): Promise<void> {
  if (process.platform !== 'linux') return;
  // The pool starts all its threads on its first job.
  await stat('.');
  for (const thread of threadIds()) {
    try {
      // On Linux a priority belongs to a thread, addressed by its id as a process would be.
      if (readFileSync(`/proc/self/task/${thread}/comm`, 'utf8').trim() === POOL_THREAD_NAME) setPriority(thread, THREAD_POOL_NICENESS);
    } catch {
      // A thread that ended meanwhile, or a system that says no: the pool keeps its priority.
    }
  }
}

function threadIds(): number[] {
  try {
    return readdirSync('/proc/self/task').map(Number);
  } catch {
    return [];
  }
}
