import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Encoder as NativeZstdEncoder } from '@toondepauw/node-zstd';
import { createRequire } from 'node:module';
import { brotliCompressSync, constants as zlibConstants, gzipSync, zstdCompressSync } from 'node:zlib';

/** Answers smaller than this go as they are: a compressed few hundred bytes saves nothing a packet would. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Levels by effort. `fast`, for answers made per request: zstd level 1 where the browser takes
 * zstd (current Chrome, Edge and Firefox do), else brotli quality 1, else gzip level 1. On a
 * 50-truck nearby answer (24 KB) zstd 1 made 3.9 KB in less time than brotli 1 made 4.5 KB, and
 * quality 1 costs about half of quality 4's time for answers 8-15% larger; that time is most of
 * what a compressed answer costs the server (docs/performance.md). `thorough`, for a cached page
 * compressed once and sent until it changes or expires (page-cache.ts): brotli 6 first, the
 * smallest of the three. On a 96 KB truck page it took 2.2 ms for 17.6 KB, where quality 9 took
 * 90 ms for 1% fewer bytes: a minute's worth of popular pages expiring together cost seconds of
 * CPU. zstd 9 and gzip 9 likewise, each a few ms on such a page.
 */
const LEVELS = { fast: { brotli: 1, gzip: 1, zstd: 1 }, thorough: { brotli: 6, gzip: 9, zstd: 9 } } as const;

/** What is worth compressing: text, JSON, scripts, XML and SVG; never images, fonts already packed, or event streams. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

export type Encoding = 'zstd' | 'br' | 'gzip';

type Effort = keyof typeof LEVELS;
const PREFERENCE: Record<Effort, readonly Encoding[]> = { fast: ['zstd', 'br', 'gzip'], thorough: ['br', 'zstd', 'gzip'] };
const ACCEPTS: Record<Encoding, RegExp> = { zstd: /\bzstd\b/, br: /\bbr\b/, gzip: /\bgzip\b/ };

/** The encoding to answer with, of those the browser takes, for `effort`; none when it takes none of them. */
export function encodingFor(acceptEncoding: string | string[] | undefined, effort: Effort = 'fast'): Encoding | null {
  const accepted = String(acceptEncoding ?? '');
  return PREFERENCE[effort].find((encoding) => ACCEPTS[encoding].test(accepted)) ?? null;
}

/**
 * zstd at `level`, off the event loop. Node's zlib builds a stream object for every call, which
 * costs an answer of a few KB about as much as compressing it; a native encoder compresses straight
 * from the buffer, on libuv's thread pool, so the event loop goes on to the next request meanwhile
 * (docs/performance.md). Where the package has no prebuilt binary for the machine, Node's zlib
 * compresses alike, on the event loop.
 */
function zstdEncoder(level: number): (body: Buffer) => Buffer | Promise<Buffer> {
  try {
    const { Encoder } = createRequire(import.meta.url)('@toondepauw/node-zstd') as { Encoder: typeof NativeZstdEncoder };
    const encoder = new Encoder(level);
    return (body) => encoder.encode(body);
  } catch {
    return (body) => zstdCompressSync(body, { params: { [zlibConstants.ZSTD_c_compressionLevel]: level } });
  }
}

/** For answers made per request. */
const perRequestZstd = zstdEncoder(LEVELS.fast.zstd);

/** Compresses in one call on the event loop: cached pages (page-cache.ts), and answers to browsers that take no zstd. */
export function compress(body: string | Buffer, encoding: Encoding, effort: Effort = 'fast'): Buffer {
  const levels = LEVELS[effort];
  if (encoding === 'zstd') return zstdCompressSync(body, { params: { [zlibConstants.ZSTD_c_compressionLevel]: levels.zstd } });
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: levels.brotli, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: levels.gzip });
}

/** Says the answer depends on Accept-Encoding, once. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

/**
 * Compresses answers held whole in memory (JSON, server-rendered pages), in one call, so they go with a
 * Content-Length rather than in chunks. Files are sent as the build precompressed them, and event
 * streams are written directly; neither passes through here.
 */
export function compressAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || payload.length < COMPRESS_THRESHOLD || reply.hasHeader('content-encoding')) {
      return done(null, payload);
    }
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    varyOnEncoding(reply);
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    if (encoding !== 'zstd') return done(null, compress(payload, encoding));
    const compressed = perRequestZstd(typeof payload === 'string' ? Buffer.from(payload) : payload);
    if (Buffer.isBuffer(compressed)) return done(null, compressed);
    compressed.then((body) => done(null, body), (error: Error) => done(error));
  });
}
