import type { FastifyInstance } from 'fastify';

/**
 * Answers finished in one turn of the event loop go on together at the end of that turn (its
 * check phase, after every socket with data was read), not each as it is ready (decision 0008).
 *
 * Why: handing work to another thread (the compressor on libuv's pool) or a write to a socket
 * whose reader sleeps wakes that thread or reader, and the caller pays for the wake-up. Under
 * load the server reads several requests a turn; handed on one by one, each answer woke them
 * again. Handed on together, the first wakes them and the rest find them awake (Netty's
 * FlushConsolidationHandler does the same for writes). An answer waits at most for the rest of
 * its turn's work, which at low load is none. An answer that cannot be written (a header Node
 * refuses) is turned into an error answer by Fastify inside `send`, as without batching.
 */
export function batchResponseWrites(app: FastifyInstance) {
  let waiting: Array<() => void> = [];

  const sendAll = () => {
    const ready = waiting;
    waiting = [];
    for (const send of ready) send();
  };

  app.addHook('onSend', (_request, _reply, _payload, done) => {
    if (waiting.length === 0) setImmediate(sendAll);
    waiting.push(done);
  });
}
