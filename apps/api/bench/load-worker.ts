/**
 * The bench's load generator, in its own process: autocannon's clients never share the server's
 * event loop (bench.ts forks this once and sends it one run at a time over IPC).
 */
import autocannon from 'autocannon';
import { createRandom } from '../src/seed/random.js';
import { routePath, type LoadRun, type LoadResult } from './routes.js';

process.on('message', async (run: LoadRun) => {
  const rnd = createRandom(run.seed);
  const path = () => routePath(run.route, rnd, run.ids);
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url: run.url, connections: run.connections, duration: run.seconds, requests: [{ setupRequest: (req: autocannon.Request) => ({ ...req, path: path() }) }] };
    const instance = autocannon(options, (error, done) => (error ? reject(error as Error) : resolve(done)));
    if (run.collectTimes) instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
  const answer: LoadResult = {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    times: run.collectTimes ? times : undefined,
  };
  process.send!(answer);
});
