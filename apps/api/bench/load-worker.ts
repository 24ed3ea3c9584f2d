/**
 * The bench's load generator, in its own process: its connections never share the server's event
 * loop (bench.ts forks this once and sends it one run at a time over IPC). http-load.ts says why
 * it is our own client.
 */
import { createRandom } from '../src/seed/random.js';
import { runHttpLoad } from './http-load.js';
import { percentile } from './percentile.js';
import { requestHeaders, routePath, type LoadRun, type LoadResult } from './routes.js';

process.on('message', async (run: LoadRun) => {
  const rnd = createRandom(run.seed);
  const cpuBefore = process.cpuUsage();
  const result = await runHttpLoad({ url: run.url, connections: run.connections, seconds: run.seconds, headers: requestHeaders(run.route), nextPath: () => routePath(run.route, rnd, run.ids) });
  const cpu = process.cpuUsage(cpuBefore);
  const answer: LoadResult = {
    rps: result.rps,
    p50: percentile(result.times, 0.5),
    p99: percentile(result.times, 0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    cpuUs: (cpu.user + cpu.system) / Math.max(1, result.responses),
    times: run.collectTimes ? result.times : undefined,
  };
  process.send!(answer);
});
