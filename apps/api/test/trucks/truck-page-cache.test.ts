import { describe, expect, it } from 'vitest';
import { TruckPageCache } from '../../src/features/trucks/truck-page-cache.js';

const page = (text: string, bytes = 100) => ({ compressed: Buffer.from(text.padEnd(bytes)), etag: `W/"${text}"` });

/** Reads `id` as the service does: a ticket, then the page the database returned. */
function read(cache: TruckPageCache, id: string, text = id, bytes = 100) {
  cache.fill(cache.ticket(id), page(text, bytes));
}

describe('TruckPageCache', () => {
  it('keeps pages up to its size, the least recently read leaving first', () => {
    // Each page counts its 800 bytes and 200 of bookkeeping: eight fit in 8,000.
    const cache = new TruckPageCache(8000);
    const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    for (const id of ids) read(cache, id, id, 800);
    expect(cache.get('a')?.etag).toBe('W/"a"');
    read(cache, 'i', 'i', 800);
    expect([...ids, 'i'].filter((id) => cache.get(id))).toEqual(['a', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
    expect(cache.usedBytes).toBe(8000);
  });

  it('stops serving a page once what it says of time has changed (a stop began or ended)', () => {
    const cache = new TruckPageCache(10_000);
    cache.fill(cache.ticket('a'), { ...page('a'), expiresAt: 1_000 });
    expect(cache.get('a', 999)?.etag).toBe('W/"a"');
    expect(cache.get('a', 1_000)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('forgets an announced page', () => {
    const cache = new TruckPageCache(10_000);
    read(cache, 'a');
    cache.forget(['a']);
    expect(cache.get('a')).toBeUndefined();
  });

  it('drops a page read while its truck was announced changed: the read may have missed the change', () => {
    const cache = new TruckPageCache(10_000);
    const ticket = cache.ticket('a');
    cache.forget(['a']);
    cache.fill(ticket, page('old'));
    expect(cache.get('a')).toBeUndefined();
    // The next read, after the announcement, is kept.
    read(cache, 'a', 'new');
    expect(cache.get('a')?.etag).toBe('W/"new"');
  });

  it('drops a page read across a clear (everything forgotten)', () => {
    const cache = new TruckPageCache(10_000);
    const ticket = cache.ticket('a');
    cache.clear();
    cache.fill(ticket, page('old'));
    expect(cache.size).toBe(0);
  });

  it('keeps a page read while another truck was announced', () => {
    const cache = new TruckPageCache(10_000);
    const ticket = cache.ticket('a');
    cache.forget(['b']);
    cache.fill(ticket, page('a'));
    expect(cache.get('a')?.etag).toBe('W/"a"');
  });

  it('never keeps a page larger than an eighth of its size', () => {
    const cache = new TruckPageCache(1000);
    cache.fill(cache.ticket('big'), page('big', 600));
    expect(cache.get('big')).toBeUndefined();
  });
});
