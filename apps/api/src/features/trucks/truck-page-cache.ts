/** A truck page ready to send: the whole envelope, compressed as it is kept (keptCompressed), and its entity tag. */
export interface CachedTruckPage {
  compressed: Buffer;
  etag: string;
  /** When what the page says of time (open now, today's stops) next changes: it is not served after. */
  expiresAt?: number;
}

/** Taken before reading a page from the database, given back with what was read (see `fill`). */
export interface PageReadTicket {
  id: string;
  generation: number;
}

/** Bytes counted per page beyond its compressed envelope: the map entry, the id and the etag. */
const ENTRY_OVERHEAD_BYTES = 200;

/**
 * Recently read truck pages, up to `maxBytes`, the least recently read leaving first. The cache
 * never decides whether a page is current: its owner forgets the pages the database announces
 * as changed (and everything when it may have missed an announcement), and stops asking it
 * while it cannot hear them.
 *
 * A page read from the database races with announcements: one that arrives while the read is
 * on its way may concern a change the read did not see. So a read takes a ticket first, and
 * `fill` drops the page when its truck was announced (or everything was forgotten) meanwhile.
 */
export class TruckPageCache {
  private readonly pages = new Map<string, CachedTruckPage>();
  private bytes = 0;
  private generation = 0;
  /** Reads on their way, by truck, and the trucks announced while one was. */
  private readonly reading = new Map<string, number>();
  private readonly announcedWhileReading = new Set<string>();

  constructor(private readonly maxBytes: number) {}

  get size(): number {
    return this.pages.size;
  }

  get usedBytes(): number {
    return this.bytes;
  }

  get(id: string, now = Date.now()): CachedTruckPage | undefined {
    const page = this.pages.get(id);
    if (page?.expiresAt !== undefined && page.expiresAt <= now) {
      this.drop(id);
      return undefined;
    }
    if (page) {
      // Map order is the order of last use.
      this.pages.delete(id);
      this.pages.set(id, page);
    }
    return page;
  }

  ticket(id: string): PageReadTicket {
    this.reading.set(id, (this.reading.get(id) ?? 0) + 1);
    return { id, generation: this.generation };
  }

  /** Keeps what a read returned, unless the truck changed meanwhile; without a page, only ends the read. */
  fill(ticket: PageReadTicket, page: CachedTruckPage | undefined): void {
    const { id } = ticket;
    const stale = ticket.generation !== this.generation || this.announcedWhileReading.has(id);
    const left = (this.reading.get(id) ?? 1) - 1;
    if (left > 0) this.reading.set(id, left);
    else {
      this.reading.delete(id);
      this.announcedWhileReading.delete(id);
    }
    if (stale || !page || this.maxBytes <= 0) return;
    const cost = page.compressed.length + ENTRY_OVERHEAD_BYTES;
    if (cost > this.maxBytes / 8) return;
    this.drop(id);
    this.pages.set(id, page);
    this.bytes += cost;
    for (const [oldest] of this.pages) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
  }

  forget(ids: Iterable<string>): void {
    for (const id of ids) {
      this.drop(id);
      if (this.reading.has(id)) this.announcedWhileReading.add(id);
    }
  }

  clear(): void {
    this.pages.clear();
    this.bytes = 0;
    this.generation++;
    this.announcedWhileReading.clear();
  }

  private drop(id: string): void {
    const page = this.pages.get(id);
    if (!page) return;
    this.pages.delete(id);
    this.bytes -= page.compressed.length + ENTRY_OVERHEAD_BYTES;
  }
}
