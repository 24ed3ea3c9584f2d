import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { listenToChannel, queryRows, type Database, type Unlisten } from '../../db/client.js';
import { NearbyIndex, type NearbyTruckRow, type PageFrame } from './nearby-index.js';

/**
 * Nearby answered from memory: every located truck's position and list item, kept current by
 * the database's announcements on `truck_list_changed` (migration 0010), so the hottest public
 * read costs no query. The index answers only when it is known to be current; otherwise (still
 * loading, the listening connection lost, a search the grid does not cover, more trucks than
 * `maxTrucks`) the caller asks the database as before, so answers never depend on which path
 * ran.
 *
 * Read-your-writes on this instance: a write request that succeeded calls `noteWrite`, which
 * sends a marker of its own down the same channel. Announcements arrive in commit order, so once
 * the marker has arrived and the changes before it are applied, the write is in the index; a
 * nearby request that comes in meanwhile waits for that (or, after `syncTimeoutMs`, asks the
 * database). Other instances catch up within the announcement's delivery time.
 */
const CHANNEL = 'truck_list_changed';
const RETRY_MS = 1000;

export interface NearbyMemoryOptions {
  /** Above this many located trucks the index is dropped (memory) and the database answers; 0 turns it off. */
  maxTrucks: number;
  onError?: (error: Error) => void;
  syncTimeoutMs?: number;
}

const truckListColumns = sql`id::text as id, latitude, longitude, list_json_tail as tail`;

export function createNearbyMemory(db: Database, options: NearbyMemoryOptions) {
  const index = new NearbyIndex();
  const instance = randomBytes(6).toString('hex');
  const syncTimeoutMs = options.syncTimeoutMs ?? 1000;
  let state: 'off' | 'loading' | 'ready' | 'stopped' = options.maxTrucks > 0 ? 'loading' : 'off';
  let unlisten: Unlisten | undefined;
  let retry: NodeJS.Timeout | undefined;
  // Writes noted here, and the last of them whose marker has been applied.
  let writesNoted = 0;
  let writesApplied = 0;
  let inbox: string[] = [];
  let draining: Promise<void> | undefined;
  // Readers waiting for the index to catch up, woken whenever a batch is applied or the state changes.
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

  /**
   * Waits until every announcement received so far and every write noted so far is applied.
   * On PGlite a write's announcement arrives before the write's own promise settles, so
   * anything written in this process is covered; on PostgreSQL writes are covered by noteWrite.
   */
  async function catchUp(write = writesNoted): Promise<boolean> {
    const deadline = Date.now() + syncTimeoutMs;
    // While the first load runs, too: a caller that asks right after start-up waits for it.
    while (state === 'loading' || (state === 'ready' && (draining || inbox.length > 0 || writesApplied < write))) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await nextProgress(left);
    }
    return state === 'ready';
  }

  async function reload() {
    // Everything committed before this point is read below, so earlier writes count as applied.
    const noted = writesNoted;
    const [counted] = await queryRows<{ trucks: number }>(db, sql`select count(*)::int as trucks from trucks where latitude is not null and longitude is not null`);
    if (counted!.trucks > options.maxTrucks) {
      index.clear();
      state = 'off';
      return;
    }
    const rows = await queryRows<NearbyTruckRow>(db, sql`select ${truckListColumns} from trucks where latitude is not null and longitude is not null`);
    if (state === 'stopped') return;
    index.replaceAll(rows);
    writesApplied = Math.max(writesApplied, noted);
    state = 'ready';
  }

  async function refresh(ids: string[]) {
    const rows = await queryRows<NearbyTruckRow>(db, sql`select ${truckListColumns} from trucks where id = any(${`{${ids.join(',')}}`}::uuid[])`);
    for (const id of ids) index.remove(id);
    for (const row of rows) index.put(row.id, row.latitude, row.longitude, row.tail);
    if (index.size > options.maxTrucks) {
      index.clear();
      state = 'off';
    }
  }

  /** Applies announcements in arrival order, one batch at a time. */
  async function drain() {
    while (inbox.length > 0 && state !== 'stopped') {
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
      if (reloadAll || state === 'loading') await reload();
      else if (state === 'ready' && ids.size > 0) await refresh([...ids]);
      writesApplied = Math.max(writesApplied, marker);
      progressed();
    }
  }

  function receive(payload: string) {
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
        if (inbox.length > 0 && state !== 'stopped') startDraining();
        else progressed();
      });
  }

  /**
   * The index can no longer be trusted: answer from the database until it is listening and loaded
   * again (past `maxTrucks` too, so it comes back if trucks are removed in bulk).
   */
  function lose(error: Error) {
    if (state === 'stopped' || options.maxTrucks <= 0) return;
    options.onError?.(error);
    state = 'loading';
    index.clear();
    progressed();
    const previous = unlisten;
    unlisten = undefined;
    void previous?.();
    retry = setTimeout(() => void start(), RETRY_MS);
    retry.unref();
  }

  async function start() {
    if (state !== 'loading') return;
    try {
      // Listen first, then load: a change committed during the load is announced afterwards.
      unlisten = await listenToChannel(db, CHANNEL, receive, lose);
      receive('*');
    } catch (error) {
      lose(error as Error);
    }
  }

  return {
    start,

    /** The answer from memory (the trucks' JSON array inside `frame`), or undefined when the database should answer. */
    async nearest(lat: number, lng: number, radiusKm: number, limit: number, frame?: PageFrame): Promise<Buffer | undefined> {
      if (state !== 'ready') return undefined;
      if ((draining || inbox.length > 0 || writesApplied < writesNoted) && !(await catchUp())) return undefined;
      return index.nearest(lat, lng, radiusKm, limit, frame);
    },

    /** After a write request succeeded: later nearby answers on this instance include it. */
    noteWrite() {
      if (state !== 'ready' && state !== 'loading') return writesNoted;
      const write = ++writesNoted;
      db.execute(sql`select pg_notify(${CHANNEL}, ${`write:${instance}:${write}`})`).catch((error: Error) => lose(error));
      return write;
    },

    /** Resolves once every change committed before the call is in the index (false: it is not answering). */
    async caughtUp(): Promise<boolean> {
      return catchUp(this.noteWrite());
    },

    get trucks() {
      return index.size;
    },

    async stop() {
      state = 'stopped';
      clearTimeout(retry);
      progressed();
      await draining?.catch(() => undefined);
      await unlisten?.();
      index.clear();
    },
  };
}

export type NearbyMemory = ReturnType<typeof createNearbyMemory>;
