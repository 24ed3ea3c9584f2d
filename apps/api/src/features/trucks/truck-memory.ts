import { randomBytes } from 'node:crypto';
import type { TruckCursor } from '@dishrated/shared';
import { listenToChannel, type Database, type Unlisten } from '../../db/client.js';
import { NearbyIndex, type FindFilter, type NearTruck, type PageFrame } from './nearby-index.js';
import * as repo from './repository.js';
import { TruckPageCache, type CachedTruckPage, type PageReadTicket } from './truck-page-cache.js';

/**
 * Trucks kept in memory, so the hottest public reads cost no query: the nearby index (every
 * located truck's position, filters and list item; it answers nearby and Find Trucks) and the
 * recently read truck pages. Both are kept current by the database's announcements on
 * `truck_list_changed` (migrations 0010, 0011 and 0016): changed trucks' ids, in chunks however many, `*` after a TRUNCATE,
 * `page:` and ids for changed truck pages, `stops:` and ids for changed stops (migration 0019).
 *
 * Memory answers only when it is known to be current; otherwise (the listening connection not
 * up yet or lost, the index still loading, more located trucks than `maxTrucks`, a search the
 * grid does not cover) the caller asks the database, so answers never depend on which path ran.
 *
 * Read-your-writes on this instance: a write request that succeeded calls `noteWrite`, which
 * sends a marker of its own down the same channel. Announcements arrive in commit order, so once
 * the marker has arrived and the changes before it are applied, the write is in memory; a read
 * that comes in meanwhile waits for that (or, after `syncTimeoutMs`, asks the database). Other
 * instances catch up within the announcement's delivery time.
 */
const CHANNEL = 'truck_list_changed';
const RETRY_MS = 1000;
/** A write marker not back in this long is taken for lost: memory is reloaded. */
const MARKER_LOST_MS = 10_000;
/** How often a heartbeat goes through the change feed; two and a half missed ones mean it is lost. */
const HEARTBEAT_MS = 15_000;
/** While there are too many trucks for memory, the count is looked at again at most this often. */
const TOO_BIG_RECHECK_MS = 10_000;
/** Table pages read per query while the index loads (about 10,000 trucks): a million never sit in one result. */
const LOAD_PAGES = 1_000;
/** Changed trucks read back per query. */
const REFRESH_CHUNK = 1_000;

/** What the change feed announced: some trucks' pages (or all), the lists, or trucks' stops. */
export type TruckChangeAnnounced = { truckPages: readonly string[] | '*' } | { lists: true } | { stops: true };

export interface TruckMemoryOptions {
  /** Above this many located trucks the index is dropped (memory) and the database answers; 0 turns it off. */
  maxTrucks: number;
  /** Truck pages kept, in bytes; 0 turns the page cache off. */
  pageCacheBytes: number;
  onError?: (error: Error) => void;
  syncTimeoutMs?: number;
  /** Tests shorten the wait after which a write marker counts as lost. */
  markerLostMs?: number;
  /** Tests shorten the heartbeat. */
  heartbeatMs?: number;
  /** Tests hold every announcement back this long, as a slow connection would. */
  announcementDelayMs?: number;
  /**
   * Told of every announced change as it arrives (the pages drawn for visitors are dropped by
   * it); given, it keeps the feed listening even with no trucks or pages kept here. After a
   * lost connection it is told that everything may have changed.
   */
  onChange?: (change: TruckChangeAnnounced) => void;
  /**
   * Told, after onChange's `lists`, once memory holds the announced trucks as they are now (or,
   * with '*', that any truck may have changed): what copies their summaries refreshes them then.
   */
  onListsApplied?: (ids: readonly string[] | '*') => void;
  /** Table pages read per query while the index loads (tests load a few hundred trucks in many reads). */
  loadPages?: number;
}

export interface TruckMemoryStatus {
  /** Whether announcements are being heard. */
  listening: boolean;
  index: 'off' | 'loading' | 'ready' | 'too many trucks';
  trucks: number;
  pages: number;
  pageBytes: number;
  /** Index loads started since this instance began (the first, and each reload after a lost feed). */
  loads: number;
  /** The last heartbeat's trip through the change feed and back, in ms (null until one is back). */
  feedLagMs: number | null;
}

export function createTruckMemory(db: Database, options: TruckMemoryOptions) {
  const instance = randomBytes(6).toString('hex');
  const syncTimeoutMs = options.syncTimeoutMs ?? 1000;
  const pages = new TruckPageCache(options.pageCacheBytes);
  let index = new NearbyIndex();
  // connecting: not listening; confirming: listening, until this instance's first heartbeat comes
  // back (proof that announcements arrive: behind a transaction pooler LISTEN is accepted and
  // hears nothing, and memory must then never answer); live: trusted.
  let feed: 'off' | 'connecting' | 'confirming' | 'live' | 'stopped' = options.maxTrucks > 0 || options.pageCacheBytes > 0 || options.onChange ? 'connecting' : 'off';
  let indexState: 'off' | 'empty' | 'loading' | 'ready' | 'too big' = options.maxTrucks > 0 ? 'empty' : 'off';
  // Each load has a number; a later one (or losing the feed) makes an earlier one stop.
  let loadRun = 0;
  let loads = 0;
  let loading: Promise<void> | undefined;
  // Trucks announced while the index loads, read again before it answers.
  let changedWhileLoading = new Set<string>();
  let unlisten: Unlisten | undefined;
  let retry: NodeJS.Timeout | undefined;
  // Writes noted here, and the last of them whose marker has been applied; since when a marker
  // has been awaited (a write noted while all earlier ones were applied).
  let writesNoted = 0;
  let writesApplied = 0;
  let unappliedSince = 0;
  const markerLostMs = options.markerLostMs ?? MARKER_LOST_MS;
  // While there are too many trucks for memory, the count is looked at again (as trucks are
  // deleted) at most this often.
  let tooBigCheckedAt = 0;
  // A heartbeat sent through the channel: a connection that went half-open (no error, no
  // announcements) is noticed when the beats stop coming back.
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  let heartbeat: NodeJS.Timeout | undefined;
  let heardBeatAt = 0;
  // Whether a beat has come back since the feed last (re)started, and the last one's trip time.
  let heardSinceStart = false;
  let feedLagMs: number | null = null;
  const beatPrefix = `beat:${instance}:`;
  let inbox: string[] = [];
  let draining: Promise<void> | undefined;
  // Readers waiting for progress, woken whenever a batch is applied or the state changes.
  let progressWaiters: Array<() => void> = [];

  const progressed = () => {
    const waiters = progressWaiters;
    progressWaiters = [];
    for (const wake of waiters) wake();
  };
  const nextProgress = (withinMs: number) =>
    new Promise<void>((resolve) => {
      progressWaiters.push(resolve);
      setTimeout(resolve, withinMs).unref();
    });

  /** Waits (at most `withinMs`) until `done` holds, checking whenever something is applied. */
  async function waitFor(done: () => boolean, withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0 || feed === 'stopped' || feed === 'off') return false;
      await nextProgress(left);
    }
    return true;
  }

  /** Whether every change noted so far is in memory, the feed live: settled() without waiting. */
  const isSettled = () => feed === 'live' && writesApplied >= writesNoted;

  /** Whether this instance's writes are all in memory (waiting for them if not): reads may use memory. */
  async function settled(): Promise<boolean> {
    if (isSettled()) return true;
    if (feed !== 'live') return false;
    const write = writesNoted;
    const current = await waitFor(() => feed === 'live' && writesApplied >= write, syncTimeoutMs);
    // A marker this late is taken for lost (or its connection for dead): without this, every
    // read would wait and answer from the database for good. Listening again reloads memory.
    if (!current && feed === 'live' && writesApplied < write && Date.now() - unappliedSince > markerLostMs) {
      lose(new Error(`a write marker did not come back within ${markerLostMs} ms`));
    }
    return current;
  }

  /** Loads every located truck into a fresh index, then lets it answer; the old one stops answering at once. */
  function loadIndex(): void {
    if (indexState === 'off') return;
    const run = ++loadRun;
    loads++;
    indexState = 'loading';
    index = new NearbyIndex();
    changedWhileLoading = new Set();
    const current = () => run === loadRun && feed === 'live';
    loading = (async () => {
      const totals = await repo.locatedTruckTotals(db);
      if (!current()) return;
      if (totals.trucks > options.maxTrucks) {
        indexState = 'too big';
        return;
      }
      const fresh = new NearbyIndex();
      // Trucks written to pages past these during the load are announced, and read below.
      const pages = await repo.truckTablePages(db);
      const stretch = options.loadPages ?? LOAD_PAGES;
      for (let from = 0; from < pages; from += stretch) {
        const rows = await repo.locatedTrucksOnPages(db, from, from + stretch);
        if (!current()) return;
        for (const row of rows) fresh.put(row);
      }
      // Trucks announced during the load: read again until none is left, then answer at once.
      while (changedWhileLoading.size > 0) {
        const ids = [...changedWhileLoading];
        changedWhileLoading = new Set();
        await refreshInto(fresh, ids);
        if (!current()) return;
      }
      if (fresh.size > options.maxTrucks) {
        indexState = 'too big';
        return;
      }
      index = fresh;
      indexState = 'ready';
    })()
      .catch((error: Error) => {
        if (run === loadRun) lose(error);
      })
      .finally(() => {
        if (run === loadRun) loading = undefined;
        progressed();
      });
  }

  async function refreshInto(target: NearbyIndex, ids: string[]): Promise<void> {
    for (let i = 0; i < ids.length; i += REFRESH_CHUNK) {
      const chunk = ids.slice(i, i + REFRESH_CHUNK);
      const rows = await repo.locatedTrucksByIds(db, chunk);
      for (const id of chunk) target.remove(id);
      for (const row of rows) target.put(row);
    }
  }

  /** Applies announcements of changed trucks, and this instance's write markers, in arrival order. */
  async function drain() {
    while (inbox.length > 0 && feed === 'live') {
      const batch = inbox;
      inbox = [];
      const ids = new Set<string>();
      let reloadAll = false;
      let marker = 0;
      for (const payload of batch) {
        if (payload === '*') reloadAll = true;
        else if (payload.startsWith('write:')) {
          const [, from, write] = payload.split(':');
          if (from === instance) marker = Math.max(marker, Number(write));
        } else for (const id of payload.split(',')) ids.add(id);
      }
      if (reloadAll) loadIndex();
      else if (indexState === 'too big' && ids.size > 0 && Date.now() - tooBigCheckedAt > TOO_BIG_RECHECK_MS) {
        // Deleted trucks may have brought the count under the limit: loading counts first.
        tooBigCheckedAt = Date.now();
        loadIndex();
      } else if (indexState === 'loading') for (const id of ids) changedWhileLoading.add(id);
      else if (indexState === 'ready' && ids.size > 0) {
        const target = index;
        await refreshInto(target, [...ids]);
        if (target === index && target.size > options.maxTrucks) {
          index = new NearbyIndex();
          indexState = 'too big';
        }
      }
      if (reloadAll) options.onListsApplied?.('*');
      else if (ids.size > 0) options.onListsApplied?.([...ids]);
      writesApplied = Math.max(writesApplied, marker);
      progressed();
    }
  }

  function receive(payload: string) {
    // This instance's heartbeat came back: the listening connection still hears (others' are ignored).
    if (payload.startsWith('beat:')) {
      if (payload.startsWith(beatPrefix)) {
        heardBeatAt = Date.now();
        heardSinceStart = true;
        feedLagMs = Math.max(0, heardBeatAt - Number(payload.slice(beatPrefix.length)));
        if (feed === 'confirming') confirmed();
      }
      return;
    }
    // Pages are forgotten as soon as they are announced, before any later marker is applied. A
    // change to stops changes the truck's page too (its week and open state).
    if (payload.startsWith('page:') || payload.startsWith('stops:')) {
      const ids = payload.slice(payload.indexOf(':') + 1);
      if (ids === '*') pages.clear();
      else pages.forget(ids.split(','));
      options.onChange?.({ truckPages: ids === '*' ? '*' : ids.split(',') });
      if (payload.startsWith('stops:')) options.onChange?.({ stops: true });
      return;
    }
    if (!payload.startsWith('write:')) options.onChange?.({ lists: true });
    inbox.push(payload);
    startDraining();
  }

  function startDraining() {
    if (draining) return;
    draining = drain()
      .catch((error: Error) => lose(error))
      .finally(() => {
        draining = undefined;
        // An announcement that arrived as the last batch finished.
        if (inbox.length > 0 && feed === 'live') startDraining();
        else progressed();
      });
  }

  /**
   * Memory can no longer be trusted: answer from the database until it is listening and loaded
   * again.
   */
  function lose(error: Error) {
    if (feed === 'stopped' || feed === 'off') return;
    options.onError?.(error);
    feed = 'connecting';
    clearInterval(heartbeat);
    loadRun++;
    loading = undefined;
    index = new NearbyIndex();
    if (indexState !== 'off') indexState = 'empty';
    pages.clear();
    options.onChange?.({ truckPages: '*' });
    options.onChange?.({ lists: true });
    options.onChange?.({ stops: true });
    inbox = [];
    progressed();
    const previous = unlisten;
    unlisten = undefined;
    void previous?.();
    retry = setTimeout(() => void start(), RETRY_MS);
    retry.unref();
  }

  function beat() {
    if (feed !== 'live' && feed !== 'confirming') return;
    if (Date.now() - heardBeatAt > heartbeatMs * 2.5) {
      const within = `within ${Math.round(heartbeatMs * 2.5)} ms`;
      lose(
        new Error(
          heardSinceStart
            ? `no heartbeat came back through the change feed ${within}`
            : // LISTEN through a transaction pooler is accepted and then never hears a thing.
              `the change feed heard nothing ${within} of listening: if the database is reached through a transaction pooler (such as PgBouncer in transaction mode), give the app a direct or session-mode connection`,
        ),
      );
      return;
    }
    sendBeat();
  }

  function sendBeat() {
    repo.announceWrite(db, CHANNEL, `${beatPrefix}${Date.now()}`).catch((error: Error) => lose(error));
  }

  async function start() {
    if (feed !== 'connecting') return;
    try {
      // Listen first, then load: a change committed during the load is announced afterwards.
      const delay = options.announcementDelayMs ?? 0;
      unlisten = await listenToChannel(db, CHANNEL, delay > 0 ? (payload) => void setTimeout(() => receive(payload), delay) : receive, lose);
      feed = 'confirming';
      heardBeatAt = Date.now();
      heardSinceStart = false;
      clearInterval(heartbeat);
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
      // A first beat at once: its return makes the feed live (and gives the lag); a feed that
      // cannot hear at all is told apart from one that stopped hearing.
      sendBeat();
    } catch (error) {
      lose(error as Error);
    }
  }

  /** The first heartbeat came back: announcements arrive, and memory may load and answer. */
  function confirmed() {
    feed = 'live';
    // Writes noted so far are committed: the load below reads them, and no page is kept yet.
    writesApplied = writesNoted;
    loadIndex();
    progressed();
    // Announcements heard while confirming.
    if (inbox.length > 0) startDraining();
  }

  return {
    start,

    /** Nearby from memory (the trucks' JSON array inside `frame`), or undefined when the database should answer. */
    async nearest(lat: number, lng: number, radiusKm: number, limit: number, frame?: PageFrame): Promise<Buffer | undefined> {
      // Current already (as nearly always): no wait for settled().
      if (indexState !== 'ready' || !(isSettled() || (await settled())) || indexState !== 'ready') return undefined;
      return index.nearest(lat, lng, radiusKm, limit, frame);
    },

    /** The nearest trucks' ids, slots and distances from memory (dish search reads their menus), or undefined when the database should answer. */
    async nearestTrucks(lat: number, lng: number, radiusKm: number, limit: number): Promise<NearTruck[] | undefined> {
      if (indexState !== 'ready' || !(isSettled() || (await settled())) || indexState !== 'ready') return undefined;
      return index.nearestTrucks(lat, lng, radiusKm, limit);
    },

    /** A Find Trucks page from memory (see NearbyIndex.findPage), or undefined when the database should answer. */
    async findPage(lat: number, lng: number, radiusKm: number, filter: FindFilter, paging: { offset: number; limit: number; cursor?: TruckCursor }, frame: PageFrame): Promise<Buffer | undefined> {
      if (indexState !== 'ready' || !(isSettled() || (await settled())) || indexState !== 'ready') return undefined;
      return index.findPage(lat, lng, radiusKm, filter, paging, frame);
    },


    /**
     * The trucks' summaries found in memory (as nearby lists them: UTF-8 JSON without braces or
     * distance), or undefined when the database should answer.
     */
    async summaries(ids: readonly string[]): Promise<Map<string, Buffer> | undefined> {
      if (indexState !== 'ready' || !(isSettled() || (await settled())) || indexState !== 'ready') return undefined;
      const found = new Map<string, Buffer>();
      for (const id of ids) {
        const bytes = index.summaryBytes(id);
        if (bytes) found.set(id, bytes);
      }
      return found;
    },

    /** A truck page kept in memory, when memory is current. */
    async page(id: string): Promise<CachedTruckPage | undefined> {
      if (options.pageCacheBytes <= 0 || !(await settled())) return undefined;
      return pages.get(id);
    },

    /** Before reading a page from the database: undefined when the page should not be kept. */
    pageTicket(id: string): PageReadTicket | undefined {
      return options.pageCacheBytes > 0 && feed === 'live' ? pages.ticket(id) : undefined;
    },

    /** Keeps a page read with `ticket`, unless it changed meanwhile. */
    keepPage(ticket: PageReadTicket, page: CachedTruckPage | undefined): void {
      pages.fill(ticket, feed === 'live' ? page : undefined);
    },

    /** After a write request succeeded: later reads on this instance see it. */
    noteWrite() {
      if (feed !== 'live' && feed !== 'connecting' && feed !== 'confirming') return writesNoted;
      if (writesApplied >= writesNoted) unappliedSince = Date.now();
      const write = ++writesNoted;
      repo.announceWrite(db, CHANNEL, `write:${instance}:${write}`).catch((error: Error) => lose(error));
      return write;
    },

    /**
     * Resolves once every change committed before the call is in memory and the index has loaded
     * (tests, after writing behind the API; the bench, before measuring). True when the index
     * answers.
     */
    async caughtUp(withinMs = syncTimeoutMs): Promise<boolean> {
      const write = this.noteWrite();
      await waitFor(() => feed === 'live' && writesApplied >= write && !draining && inbox.length === 0 && !loading, withinMs);
      return feed === 'live' && indexState === 'ready';
    },

    get status(): TruckMemoryStatus {
      const states = { off: 'off', empty: 'loading', loading: 'loading', ready: 'ready', 'too big': 'too many trucks' } as const;
      return { listening: feed === 'live', index: states[indexState], trucks: indexState === 'ready' ? index.size : 0, pages: pages.size, pageBytes: pages.usedBytes, loads, feedLagMs };
    },

    async stop() {
      feed = 'stopped';
      clearInterval(heartbeat);
      loadRun++;
      clearTimeout(retry);
      progressed();
      await draining?.catch(() => undefined);
      await loading?.catch(() => undefined);
      await unlisten?.();
      index = new NearbyIndex();
      pages.clear();
    },
  };
}

export type TruckMemory = ReturnType<typeof createTruckMemory>;
