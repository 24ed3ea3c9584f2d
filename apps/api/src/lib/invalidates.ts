import type { FastifyInstance } from 'fastify';
import type { ChangeKind } from './change-feed.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What visitors read that this write may change: its answer makes this instance's next reads
     * wait until the change feed has brought the change into memory (read-your-writes). Every
     * write route states it ([] for none); a test over the route table holds them to it.
     */
    invalidates?: readonly ChangeKind[];
  }
}

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const isWrite = (method: string | string[]) => [method].flat().some((m) => WRITES.has(m));

/**
 * States, for every write route the plugin registers from here on, what visitors read it may
 * change, unless the route states its own in `config.invalidates`.
 */
export function writesChange(app: FastifyInstance, kinds: readonly ChangeKind[]): void {
  app.addHook('onRoute', (route) => {
    if (!isWrite(route.method)) return;
    route.config ??= {};
    route.config.invalidates ??= kinds;
  });
}
