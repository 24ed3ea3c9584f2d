import type { FastifyInstance } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';

/** Answers smaller than this go as they are: a compressed few hundred bytes saves nothing a packet would. */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Levels by effort. `fast`, for answers made per request: brotli's quality 1 (gzip's level 1 for a
 * browser without brotli); measured on a nearby answer and a drawn home page, quality 1 costs
 * about half of quality 4's time for answers 8-15% larger, and that time is most of what a
 * compressed nearby answer costs the server (docs/performance.md has the figures). `thorough`,
 * for a kept page compressed once and sent many times (page-cache.ts): about 10% smaller than
 * quality 4 on a drawn page, in a few milliseconds.
 */
const LEVELS = { fast: { brotli: 1, gzip: 1 }, thorough: { brotli: 9, gzip: 9 } } as const;

/** What is worth compressing: text, JSON, scripts, XML and SVG; never images, fonts already packed, or event streams. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/;

export type Encoding = 'br' | 'gzip';

/** The encoding to answer with: brotli when the browser takes it, else gzip, else none. */
export function encodingFor(acceptEncoding: string | string[] | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

export function compress(body: string | Buffer, encoding: Encoding, effort: keyof typeof LEVELS = 'fast'): Buffer {
  const levels = LEVELS[effort];
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: levels.brotli, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: levels.gzip });
}

/**
 * Compresses answers held whole in memory (JSON, drawn pages), in one call, so they go with a
 * Content-Length rather than in chunks. Files are sent as the build precompressed them, and event
 * streams are written directly; neither passes through here.
 */
export function compressAnswers(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if ((typeof payload !== 'string' && !Buffer.isBuffer(payload)) || payload.length < COMPRESS_THRESHOLD || reply.hasHeader('content-encoding')) {
      return done(null, payload);
    }
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return done(null, payload);
    const vary = reply.getHeader('vary');
    if (!vary) reply.header('vary', 'accept-encoding');
    else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    done(null, compress(payload, encoding));
  });
}
