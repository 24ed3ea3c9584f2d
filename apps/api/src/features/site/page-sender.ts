import type { FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { etagMatches } from '../../lib/etag.js';
import type { HtmlShell, ShellMeta } from './html-shell.js';
import type { CachedPage, Encoding, PageCache } from './page-cache.js';
import type { RenderedPage } from './page-renderer.js';

/** What a page route knows before drawing: its head, its status, and the truck it shows if any. */
export interface PageAnswer {
  meta: ShellMeta;
  status: number;
  truckId?: string | null;
}

export interface PageSenderOptions {
  shell: HtmlShell;
  /** The page at a path drawn on the server, or null to leave it to the browser. */
  drawn(pathAndQuery: string): Promise<RenderedPage | null>;
  cache: PageCache;
  /** Whether kept pages can be trusted now: the database's announcements are being heard. */
  canCache(): boolean;
}

/** Pages smaller than this go as they are. */
const COMPRESS_THRESHOLD = 1024;
/** A page drawn for one request is compressed at levels fast enough not to cost throughput. */
const FAST_BROTLI_QUALITY = 4;
const FAST_GZIP_LEVEL = 5;

function encodingFor(acceptEncoding: string | undefined): Encoding | null {
  const accepted = String(acceptEncoding ?? '');
  return /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
}

const compressOnce = (html: string, encoding: Encoding) =>
  encoding === 'br' ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: FAST_BROTLI_QUALITY } }) : gzipSync(html, { level: FAST_GZIP_LEVEL });

/**
 * Sends the HTML of public pages. A page drawn on the server is kept (see page-cache.ts) and the
 * next visitor gets the kept copy, already compressed, or a 304 when their browser holds it; a
 * page is drawn again only when what it shows has changed. Sends the answer (the route returns
 * the reply) and returns the truck the page shows.
 */
export function createPageSender({ shell, drawn, cache, canCache }: PageSenderOptions) {
  return async function sendPage(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<PageAnswer>): Promise<{ truckId: string | null }> {
    const key = request.url;
    const caching = cache.enabled && request.method === 'GET' && canCache();
    const kept = caching ? cache.get(key) : null;
    let page: CachedPage | null = kept;
    let html: string;
    let status = 200;
    let truckId = kept?.truckId ?? null;
    if (kept) html = kept.html;
    else {
      const known = await answer();
      status = known.status;
      truckId = known.truckId ?? null;
      const drawnPage = status === 200 ? await drawn(key) : null;
      html = shell.render(known.meta, drawnPage);
      // Only drawn pages are kept: a page left to the browser is the same cheap shell every time.
      if (drawnPage && caching) page = cache.put(key, html, truckId);
    }

    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (page) {
      reply.header('etag', page.etag);
      if (etagMatches(request.headers['if-none-match'], page.etag)) {
        reply.code(304).send();
        return { truckId };
      }
    }
    const encoding = html.length >= COMPRESS_THRESHOLD ? encodingFor(request.headers['accept-encoding']) : null;
    reply.header('vary', 'accept-encoding');
    if (!encoding) {
      reply.send(html);
      return { truckId };
    }
    // Set here, so the compression plugin leaves the body as it is.
    reply.header('content-encoding', encoding);
    reply.send(page ? cache.encoded(page, encoding) : compressOnce(html, encoding));
    return { truckId };
  };
}

export type PageSender = ReturnType<typeof createPageSender>;
