/**
 * The bench's HTTP load generator: keep-alive HTTP/1.1 connections, each sending its next GET as
 * soon as the last response has arrived, for a fixed time.
 *
 * Why not autocannon (or undici): on this two-core machine the load generator shares the CPU with
 * the server, so its own cost per response is part of what a run measures. autocannon appends
 * every response body to a string (its request queue's `body += data`) whether anyone reads it or
 * not; undici's body stream costs about as much. Both spent 115-145 microseconds of CPU per
 * 19 KB nearby page against 40-60 for a constant route's few bytes, so whenever the machine ran
 * fast, nearby measured the generator's limit (7,000-10,000 pages a second) and not the server's.
 * This client never decodes or copies a body: it reads the status and Content-Length and counts
 * bytes (about 45-60 microseconds a nearby page, most of it the kernel's).
 *
 * It understands what the bench's routes send: a status line, headers and a body of
 * Content-Length bytes (or none, for 204 and 304). Anything else (a chunked body, a malformed
 * head) counts as an error and the connection is opened afresh.
 */
import { connect, type Socket } from 'node:net';

export interface HttpLoadOptions {
  /** The server's origin, e.g. http://127.0.0.1:4000. */
  url: string;
  /** The path of each request, asked for once per request. */
  nextPath: () => string;
  /** Header lines sent with every request (each ending in \r\n), as a browser sends them. */
  headers?: string;
  connections: number;
  seconds: number;
}

export interface HttpLoadResult {
  /** Responses completed within the run's time. */
  responses: number;
  /** Of those, responses whose status was not 2xx (304 counts as 2xx: a revalidation answered). */
  non2xx: number;
  /** Connections lost or responses this client could not read. */
  errors: number;
  /** Requests a second over the run's time. */
  rps: number;
  /** Each completed response's time from request to last byte, in milliseconds. */
  times: number[];
}

const HEAD_END = Buffer.from('\r\n\r\n');
/** A response head larger than this is not one of ours: an error. */
const MAX_HEAD_BYTES = 16 * 1024;
/** How long past its time a run waits for the responses still on their way. */
const LATE_RESPONSE_SECONDS = 30;
const CONTENT_LENGTH = /\r\ncontent-length:[ \t]*(\d+)[ \t]*\r\n/i;

/** One connection's reading state: the head so far, then the status and the body bytes still to come. */
interface Reading {
  head: Buffer | null;
  status: number;
  bodyLeft: number;
  sentAt: number;
}

export function runHttpLoad({ url, nextPath, connections, seconds, headers = '' }: HttpLoadOptions): Promise<HttpLoadResult> {
  const { hostname, port, host: hostHeader } = new URL(url);
  const host = hostname.replace(/^\[|\]$/g, '');
  const times: number[] = [];
  let non2xx = 0;
  let errors = 0;
  const startedAt = performance.now();
  const endsAt = startedAt + seconds * 1000;
  let open = 0;
  const sockets = new Set<Socket>();

  const record = (status: number, sentAt: number, now: number) => {
    times.push(now - sentAt);
    if ((status < 200 || status >= 300) && status !== 304) non2xx++;
  };

  return new Promise((resolve) => {
    // Responses still on their way when the time is up are waited for, but not for ever.
    const giveUp = setTimeout(() => {
      for (const socket of sockets) socket.destroy(new Error('no response'));
    }, (seconds + LATE_RESPONSE_SECONDS) * 1000);
    const finish = () => {
      if (--open > 0) return;
      clearTimeout(giveUp);
      resolve({ responses: times.length, non2xx, errors, rps: times.length / seconds, times });
    };

    const start = () => {
      open++;
      const socket: Socket = connect({ host, port: Number(port), noDelay: true });
      sockets.add(socket);
      const reading: Reading = { head: null, status: 0, bodyLeft: -1, sentAt: 0 };
      let ended = false;
      const send = () => {
        reading.head = null;
        reading.bodyLeft = -1;
        reading.sentAt = performance.now();
        socket.write(`GET ${nextPath()} HTTP/1.1\r\nHost: ${hostHeader}\r\n${headers}\r\n`);
      };
      /** Ends this connection; while the run lasts, a lost one is replaced. */
      const end = (failed: boolean) => {
        if (ended) return;
        ended = true;
        sockets.delete(socket);
        if (failed) errors++;
        socket.destroy();
        if (failed && performance.now() < endsAt) start();
        finish();
      };
      /** A whole response has arrived: record it if the run was still on, then ask again or stop. */
      const complete = () => {
        const now = performance.now();
        if (now > endsAt) return end(false);
        record(reading.status, reading.sentAt, now);
        send();
      };
      socket.on('connect', send);
      socket.on('error', () => end(true));
      socket.on('close', () => end(performance.now() < endsAt));
      socket.on('data', (chunk: Buffer) => {
        if (reading.bodyLeft < 0) {
          const head = reading.head ? Buffer.concat([reading.head, chunk]) : chunk;
          const headEnd = head.indexOf(HEAD_END);
          if (headEnd < 0) {
            if (head.length > MAX_HEAD_BYTES) return end(true);
            reading.head = head;
            return;
          }
          const headText = head.toString('latin1', 0, headEnd + 2);
          reading.status = Number(headText.slice(9, 12));
          const length = CONTENT_LENGTH.exec(headText);
          const bodyless = reading.status === 204 || reading.status === 304;
          if (!headText.startsWith('HTTP/1.1 ') || (!length && !bodyless)) return end(true);
          reading.bodyLeft = (bodyless ? 0 : Number(length![1])) - (head.length - headEnd - 4);
        } else {
          reading.bodyLeft -= chunk.length;
        }
        // One request at a time per connection: more bytes than the response holds is an error.
        if (reading.bodyLeft < 0) return end(true);
        if (reading.bodyLeft === 0) complete();
      });
    };

    for (let i = 0; i < connections; i++) start();
  });
}
