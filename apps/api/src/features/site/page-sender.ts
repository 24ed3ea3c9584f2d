import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../../lib/etag.js';
import { COMPRESS_THRESHOLD, encodingFor } from '../../plugins/compression.js';
import type { HtmlShell, ShellMeta } from './html-shell.js';
import type { CachedPage, PageCache } from './page-cache.js';
import type { RenderedPage } from './page-renderer.js';

/** What a page route knows before drawing: its head, its status, and the truck it shows if any. */
export interface PageAnswer {
  meta: ShellMeta;
  status: number;
  truckId?: string | null;
}

interface Drawing {
  status: number;
  truckId: string | null;
  html: Buffer;
  /** The cached page, when it was cached. */
  page: CachedPage | null;
}

export interface PageSenderOptions {
  shell: HtmlShell;
  /** The page at a path drawn on the server, or null to leave it to the browser. */
  drawn(pathAndQuery: string): Promise<RenderedPage | null>;
  cache: PageCache;
  /** Whether cached pages can be trusted now: the change feed is live. */
  canCache(): boolean;
  /** Waits until this instance's own writes are in what pages read (read-your-writes). */
  settled(): Promise<unknown>;
}

/**
 * Sends the HTML of public pages. A page drawn on the server is kept (see page-cache.ts) and the
 * next visitor gets the kept copy, already compressed, or a 304 when their browser holds it; a
 * page is drawn again only when what it shows has changed. Sends the answer (the route returns
 * the reply) and returns the truck the page shows.
 */
export function createPageSender({ shell, drawn, cache, canCache, settled }: PageSenderOptions) {
  /** Pages being drawn now: visitors who ask for one meanwhile wait for that drawing (a shared link's first minute). */
  const drawing = new Map<string, Promise<Drawing>>();

  /** Reads what the page's head shows, renders it, and caches it when it rendered. */
  async function draw(key: string, answer: () => Promise<PageAnswer>, keep: boolean): Promise<Drawing> {
    await settled();
    const renderedAt = cache.generation;
    const known = await answer();
    const truckId = known.truckId ?? null;
    const drawnPage = known.status === 200 ? await drawn(key) : null;
    const html = shell.render(known.meta, drawnPage);
    // Only server-rendered pages are cached: a page left to the browser is the same cheap shell every time.
    if (!drawnPage || !keep) return { status: known.status, truckId, html, page: null };
    const tags = truckId ? [...drawnPage.tags, `truck:${truckId}` as const] : drawnPage.tags;
    return { status: known.status, truckId, html, page: cache.put(key, html, { tags, truckId, validUntil: drawnPage.validUntil, renderedAt }) };
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<PageAnswer>): Promise<{ truckId: string | null }> {
    const key = request.url;
    const caching = cache.enabled && request.method === 'GET' && canCache();
    // A page this instance's own write changed is dropped once the write's marker is back.
    if (caching) await settled();
    const kept = caching ? cache.get(key) : null;
    let page: CachedPage | null = kept;
    let html: Buffer;
    let status = 200;
    let truckId = kept?.truckId ?? null;
    if (kept) html = kept.html;
    else {
      let work = caching ? drawing.get(key) : undefined;
      if (!work) {
        work = draw(key, answer, caching);
        if (caching) {
          drawing.set(key, work);
          void work.finally(() => drawing.delete(key)).catch(() => undefined);
        }
      }
      ({ html, status, truckId, page } = await work);
    }

    reply.status(status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (page) {
      reply.header('etag', page.etag);
      if (etagMatches(request.headers['if-none-match'], page.etag)) {
        reply.code(304).send();
        return { truckId };
      }
    }
    const encoding = page && html.length >= COMPRESS_THRESHOLD ? encodingFor(request.headers['accept-encoding'], 'thorough') : null;
    if (page && encoding) {
      // Compressed once, when first asked for; the compression hook leaves an encoded body alone.
      reply.header('vary', 'accept-encoding').header('content-encoding', encoding);
      reply.send(cache.encoded(page, encoding));
    } else {
      reply.send(html);
    }
    return { truckId };
  };
}

export type PageSender = ReturnType<typeof createPageSender>;
