import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import { compress, type Encoding } from '../../plugins/compression.js';

/**
 * What a server-rendered page read, and so what makes it stale: 'truck:<id>' (one truck's page),
 * 'trucks' (any truck: lists, home), 'events', 'posts'.
 */
export type PageTag = `truck:${string}` | 'trucks' | 'events' | 'posts';

/** A server-rendered page as every anonymous visitor gets it, with its compressed forms made once. */
export interface CachedPage {
  key: string;
  /** The page as UTF-8. */
  html: Buffer;
  /** A strong validator: the page's hash, so a browser holding it gets a 304 without a body. */
  etag: string;
  tags: readonly PageTag[];
  /** The truck the page shows (its page), for counting visits to it. */
  truckId: string | null;
  /** The page in each encoding asked for so far. */
  encoded: Map<Encoding, Buffer>;
}

export interface PageCacheOptions {
  maxBytes: number;
  now?: () => number;
}

/**
 * Server-rendered pages cached by address (path and query), least recently used out first, up to
 * `maxBytes`. Pages are rendered as a visitor sees them (the session and remembered place stay in
 * the browser), so one copy serves every visitor. The change feed keeps them honest: a page is
 * dropped when something it read changes (by its tags), and it expires when the trucks it shows
 * next change state by the clock (a stop starting, an owner's word running out), so a cached page
 * never says open when the API would not.
 */
export function createPageCache({ maxBytes, now = Date.now }: PageCacheOptions) {
  const pages = new LRUCache<string, CachedPage>({
    max: 10_000,
    maxSize: Math.max(1, maxBytes),
    sizeCalculation: (page) => page.html.length + [...page.encoded.values()].reduce((sum, body) => sum + body.length, 0) + 256,
    perf: { now },
    ttlAutopurge: false,
    dispose: (page, key) => {
      for (const tag of page.tags) {
        const keys = byTag.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) byTag.delete(tag);
      }
    },
  });
  const byTag = new Map<PageTag, Set<string>>();
  // Bumped by every invalidation: a page rendered across one may show what it dropped, and is not cached.
  let generation = 0;

  function forgetTag(tag: PageTag) {
    for (const key of [...(byTag.get(tag) ?? [])]) pages.delete(key);
  }

  return {
    enabled: maxBytes > 0,

    /** Where invalidations stand: a rendering that began at another generation is not cached. */
    get generation() {
      return generation;
    },

    get(key: string): CachedPage | null {
      return pages.get(key) ?? null;
    },

    /**
     * Keeps a page rendered since `renderedAt` (a generation), valid until `validUntil`; a page
     * whose inputs changed meanwhile is answered but not cached.
     */
    put(key: string, html: Buffer, { tags, truckId = null, validUntil, renderedAt }: { tags: readonly PageTag[]; truckId?: string | null; validUntil: number; renderedAt: number }): CachedPage {
      const page: CachedPage = { key, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, tags, truckId, encoded: new Map() };
      const ttl = validUntil - now();
      if (maxBytes <= 0 || renderedAt !== generation || ttl <= 0) return page;
      pages.set(key, page, { ttl: Number.isFinite(ttl) ? ttl : 0 });
      for (const tag of tags) {
        let keys = byTag.get(tag);
        if (!keys) byTag.set(tag, (keys = new Set()));
        keys.add(key);
      }
      return page;
    },

    /** The page in `encoding`, compressed (once, thoroughly: it is sent many times) the first time it is asked for. */
    encoded(page: CachedPage, encoding: Encoding): Buffer {
      let body = page.encoded.get(encoding);
      if (!body) {
        body = compress(page.html, encoding, 'thorough');
        page.encoded.set(encoding, body);
        // Its size grew: set again so the byte bound counts it (keeping its time to live).
        if (pages.peek(page.key) === page) pages.set(page.key, page, { ttl: pages.getRemainingTTL(page.key) || 0 });
      }
      return body;
    },

    /** Trucks changed ('*': any may have): their pages and every page listing trucks go. */
    forgetTrucks(ids: readonly string[] | '*') {
      generation++;
      forgetTag('trucks');
      if (ids === '*') for (const key of [...pages.keys()]) if (pages.peek(key)?.tags.some((t) => t.startsWith('truck:'))) pages.delete(key);
      if (ids !== '*') for (const id of ids) forgetTag(`truck:${id}`);
    },

    forget(tag: 'events' | 'posts') {
      generation++;
      forgetTag(tag);
    },

    clear() {
      generation++;
      pages.clear();
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
