import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveSubscriber } from './hub.js';

/** A client this far behind (bytes queued and unsent) is dropped: it is not reading. */
const MAX_BUFFERED_BYTES = 256 * 1024;
/** Tells EventSource how long to wait before reconnecting after the stream ends. */
const RETRY_MS = 3000;

/** The Last-Event-ID a reconnecting EventSource sends, when it is one of ours. */
export function lastEventId(request: FastifyRequest): number | null {
  const value = request.headers['last-event-id'];
  return typeof value === 'string' && /^\d{1,20}$/.test(value) ? Number(value) : null;
}

/**
 * Turns the reply into an event stream: headers, a retry hint, a heartbeat comment every
 * `heartbeatMs`, and a subscriber that writes events. `onClose` runs once, however it ends.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply, heartbeatMs: number, onClose: () => void): LiveSubscriber {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx buffer responses unless told not to, which would hold events back.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  let closed = false;
  const heartbeat = setInterval(() => res.write(': ping\n\n'), heartbeatMs);
  const close = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    onClose();
    res.end();
  };
  request.raw.on('close', close);
  res.on('error', close);
  return {
    send(event, id, data) {
      if (closed) return true;
      if (res.writableLength > MAX_BUFFERED_BYTES) return false;
      res.write(`event: ${event}\n${id === null ? '' : `id: ${id}\n`}data: ${JSON.stringify(data)}\n\n`);
      return true;
    },
    close,
  };
}
