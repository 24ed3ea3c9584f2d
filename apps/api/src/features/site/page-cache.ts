import { createHash } from 'node:crypto';
import { compress, type Encoding } from '../../plugins/compression.js';

/** A drawn page as every anonymous visitor gets it, with its compressed forms made once. */
export interface CachedPage {
  key: string;
  /** The page as UTF-8. */
  html: Buffer;
  /** A strong validator: the page's hash, so a browser holding it gets a 304 without a body. */
  etag: string;
  /** The truck the page shows, for pages that change with one truck (its page); null for the rest. */
  truckId: string | null;
  /** The page compressed with each encoding asked for so far. */
  encoded: Map<Encoding, Buffer>;
  bytes: number;
  expiresAt: number;
}

export interface PageCacheOptions {
  maxBytes: number;
  /**
   * How long a page is kept at most. Truck changes are announced by the database and drop the
   * pages at once; what is not announced (an event or post edited on another instance) shows
   * within this time.
   */
  ttlMs: number;
  now?: () => number;
}

/**
 * Drawn pages kept in memory by address (path and query), least recently used first out. Pages
 * are drawn as a visitor sees them (the session and remembered place stay in the browser), so one
 * copy serves every visitor. A truck's page is dropped when that truck is announced changed;
 * every other page (lists, home, events, the blog) when any truck is, or on a write here.
 */
export function createPageCache({ maxBytes, ttlMs, now = Date.now }: PageCacheOptions) {
  const pages = new Map<string, CachedPage>();
  const byTruck = new Map<string, Set<string>>();
  let usedBytes = 0;

  function drop(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    usedBytes -= page.bytes;
    if (page.truckId) {
      const keys = byTruck.get(page.truckId);
      keys?.delete(key);
      if (keys?.size === 0) byTruck.delete(page.truckId);
    }
  }

  function grow(page: CachedPage, bytes: number) {
    page.bytes += bytes;
    usedBytes += bytes;
    for (const key of pages.keys()) {
      if (usedBytes <= maxBytes) break;
      drop(key);
    }
  }

  return {
    enabled: maxBytes > 0,

    get(key: string): CachedPage | null {
      const page = pages.get(key);
      if (!page) return null;
      if (page.expiresAt <= now()) {
        drop(key);
        return null;
      }
      // Most recently used last: eviction takes from the front.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },

    put(key: string, html: Buffer, truckId: string | null): CachedPage {
      drop(key);
      const page: CachedPage = { key, html, etag: `"${createHash('sha1').update(html).digest('base64url')}"`, truckId, encoded: new Map(), bytes: 0, expiresAt: now() + ttlMs };
      if (maxBytes <= 0) return page;
      pages.set(key, page);
      if (truckId) {
        let keys = byTruck.get(truckId);
        if (!keys) byTruck.set(truckId, (keys = new Set()));
        keys.add(key);
      }
      grow(page, html.length + 128);
      return page;
    },

    /** The page in `encoding`, compressed (once, thoroughly: it is sent many times) the first time it is asked for. */
    encoded(page: CachedPage, encoding: Encoding): Buffer {
      let body = page.encoded.get(encoding);
      if (!body) {
        body = compress(page.html, encoding, 'thorough');
        page.encoded.set(encoding, body);
        if (pages.get(page.key) === page) grow(page, body.length);
      }
      return body;
    },

    /** The pages of the trucks announced changed ('*': every truck's). */
    forgetTruckPages(ids: readonly string[] | '*') {
      if (ids === '*') {
        for (const [key, page] of [...pages]) if (page.truckId) drop(key);
        return;
      }
      for (const id of ids) for (const key of [...(byTruck.get(id) ?? [])]) drop(key);
    },

    /** Every page that is not one truck's (home, Find Trucks, events, the blog, ...). */
    forgetLists() {
      for (const [key, page] of [...pages]) if (!page.truckId) drop(key);
    },

    clear() {
      for (const key of [...pages.keys()]) drop(key);
    },
  };
}

export type PageCache = ReturnType<typeof createPageCache>;
