import { pageQueryParams, splitLocalePath } from '@dishrated/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { etagMatches } from '../../lib/etag.js';
import { COMPRESS_THRESHOLD, encodingFor } from '../../plugins/compression.js';
import type { HtmlShell, ShellMeta } from './html-shell.js';
import type { CachedPage, PageCache } from './page-cache.js';
import type { RenderedPage } from './page-renderer.js';

/** What a page route knows before rendering: its head, its status, and the truck it shows if any. */
export interface PageAnswer {
  meta: ShellMeta;
  status: number;
  truckId?: string | null;
}

interface Rendering {
  status: number;
  truckId: string | null;
  html: Buffer;
  /** The cached page, when it was cached. */
  page: CachedPage | null;
}

export interface PageSenderOptions {
  shell: HtmlShell;
  /** The page at a path rendered on the server, or null to leave it to the browser. */
  rendered(pathAndQuery: string): Promise<RenderedPage | null>;
  cache: PageCache;
  /** Whether cached pages can be trusted now: the change feed is live. */
  canCache(): boolean;
  /** Waits until this instance's own writes are in what pages read (read-your-writes). */
  settled(): Promise<unknown>;
  /** Server renderings of pages not cached that one client may start in 10 s. */
  rendersPerClient?: number;
}

/** Past this many renders in 10 s, a client's pages are rendered by its browser (the shell is cheap). */
const RENDERS_PER_CLIENT = 30;
const RENDER_WINDOW_MS = 10_000;

/**
 * Sends the HTML of public pages. A page rendered on the server is cached (see page-cache.ts) and the
 * next visitor gets the cached copy, already compressed, or a 304 when their browser holds it; a
 * page is rendered again only when what it shows has changed. Sends the answer (the route returns
 * the reply) and returns the truck the page shows.
 */
export function createPageSender({ shell, rendered, cache, canCache, settled, rendersPerClient = RENDERS_PER_CLIENT }: PageSenderOptions) {
  /** Pages being rendered now: visitors who ask for one meanwhile wait for that rendering (a shared link's first minute). */
  const rendering = new Map<string, Promise<Rendering>>();
  /** Renders each client started in the current window: past the bound, the browser renders its pages. */
  let renders = new Map<string, number>();
  let windowStarted = Date.now();
  const mayRender = (client: string) => {
    if (Date.now() - windowStarted > RENDER_WINDOW_MS) {
      renders = new Map();
      windowStarted = Date.now();
    }
    const count = (renders.get(client) ?? 0) + 1;
    renders.set(client, count);
    return count <= rendersPerClient;
  };

  /** Reads what the page's head shows, renders it, and caches it when it rendered. */
  async function render(key: string, answer: () => Promise<PageAnswer>, keep: boolean, client: string): Promise<Rendering> {
    await settled();
    const renderedAt = cache.generation;
    const known = await answer();
    const truckId = known.truckId ?? null;
    // A client asking for many pages nobody has asked for (random addresses) gets the app's shell
    // past its bound: each server rendering costs the instance far more than the shell.
    const renderedPage = known.status === 200 && mayRender(client) ? await rendered(key) : null;
    const html = shell.render(known.meta, renderedPage, splitLocalePath(key.split('?')[0]!).locale);
    // Only server-rendered pages are cached: a page left to the browser is the same cheap shell every time.
    if (!renderedPage || !keep) return { status: known.status, truckId, html, page: null };
    const tags = truckId ? [...renderedPage.tags, `truck:${truckId}` as const] : renderedPage.tags;
    return { status: known.status, truckId, html, page: cache.put(key, html, { tags, truckId, validUntil: renderedPage.validUntil, renderedAt }) };
  }

  return async function sendPage(request: FastifyRequest, reply: FastifyReply, answer: () => Promise<PageAnswer>): Promise<{ truckId: string | null }> {
    // Cached (and rendered) by the path and the query parameters the page reads, so other parameters
    // neither miss the cache nor make the server render for each.
    const key = pageCacheKey(request.url);
    const caching = cache.enabled && request.method === 'GET' && canCache();
    // A page this instance's own write changed is dropped once the write's marker is back.
    if (caching) await settled();
    const cached = caching ? cache.get(key) : null;
    let page: CachedPage | null = cached;
    let html: Buffer;
    let status = 200;
    let truckId = cached?.truckId ?? null;
    if (cached) html = cached.html;
    else {
      let work = caching ? rendering.get(key) : undefined;
      if (!work) {
        work = render(key, answer, caching, request.ip);
        if (caching) {
          rendering.set(key, work);
          void work.finally(() => rendering.delete(key)).catch(() => undefined);
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

/** A server-rendered page's address as it is cached and rendered: its path and the query parameters it reads, in their order. */
export function pageCacheKey(url: string): string {
  const [path = '', query = ''] = url.split('?', 2) as [string, string?];
  const reads = pageQueryParams(splitLocalePath(path).path);
  if (reads.length === 0 || !query) return path;
  const given = new URLSearchParams(query);
  const kept = new URLSearchParams();
  for (const name of reads) for (const value of given.getAll(name)) kept.append(name, value);
  const text = kept.toString();
  return text ? `${path}?${text}` : path;
}
