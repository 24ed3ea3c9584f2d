import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { listenToChannel, type Database, type Unlisten } from '../db/client.js';

/**
 * The change feed: what the database notifies (LISTEN/NOTIFY on `dishrated_changes`, from the
 * triggers in drizzle/functions.sql) as typed changes, in commit order, to every cache of this
 * instance that subscribes. It also tells whether this instance is current:
 *
 * - Heartbeat: every `heartbeatMs` the instance NOTIFYs a beat of its own and hears it come back.
 *   A connection that went half-open (no error, no notifications) is found when beats stop coming
 *   back; the instance then says it is stale (readiness, metrics), listens again and has every
 *   subscriber reload (`reset`), since changes may have been missed meanwhile.
 * - Read-your-writes: after a write this instance answered, `noteWrite` sends a marker down the
 *   same channel. Notifications arrive in commit order, so once the marker is back and the changes
 *   before it are applied, the write is in every cache; `settled` waits for that.
 *
 * Behind a transaction pooler LISTEN is accepted and hears nothing: the first beat never returns
 * and the feed never becomes live, which the log says in those words.
 *
 * The app also sends news for users' own streams down it (`tell`): every instance hears it in
 * order with the changes; after a lost feed, subscribers are told to reset.
 */
export const CHANGES_CHANNEL = 'dishrated_changes';

export type ChangeKind = 'truck' | 'event' | 'post';
/** News for signed-in users' own streams (their notifications, their orders, a ban), sent by the app. */
export interface UserNews {
  users: string[];
  event: 'notifications' | 'order' | 'end';
  data?: object;
}
export type Change = { kind: ChangeKind; ids: readonly string[] | '*' } | { kind: 'user'; news: UserNews } | { kind: 'reset' };
export type ChangeHandler = (change: Change) => Promise<void> | void;

export interface ChangeFeedOptions {
  heartbeatMs?: number;
  /** Beats missed in a row after which the feed counts as lost. */
  missedBeats?: number;
  /** How long a read waits for this instance's own writes to come back before answering anyway. */
  settleTimeoutMs?: number;
  retryMs?: number;
  /** Tests hold every notification back this long, as a slow connection would. */
  deliveryDelayMs?: number;
  onLost?: (error: Error) => void;
}

export interface ChangeFeedStatus {
  /** live: notifications are heard; connecting: not (caches may be stale). */
  state: 'off' | 'connecting' | 'confirming' | 'live' | 'stopped';
  /** When this instance last heard its own heartbeat come back (ms since the epoch; 0 never). */
  lastBeatAt: number;
  /** The last beat's trip through the database and back, in ms. */
  beatTripMs: number | null;
  /** How many times the feed was lost since the instance started. */
  losses: number;
}

export function createChangeFeed(db: Database, options: ChangeFeedOptions = {}) {
  const instance = randomBytes(6).toString('hex');
  const heartbeatMs = options.heartbeatMs ?? 1000;
  const missedBeats = options.missedBeats ?? 3;
  const settleTimeoutMs = options.settleTimeoutMs ?? 1000;
  const retryMs = options.retryMs ?? 1000;
  const handlers: ChangeHandler[] = [];
  let state: ChangeFeedStatus['state'] = 'connecting';
  let unlisten: Unlisten | undefined;
  let heartbeat: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let lastBeatAt = 0;
  let beatTripMs: number | null = null;
  let listeningSince = 0;
  let lastTickAt = 0;
  let heardFrom = 0;
  let losses = 0;
  // After a loss, subscribers reload once the feed is live again.
  let owesReset = false;
  let inbox: string[] = [];
  let draining: Promise<void> | undefined;
  let writesNoted = 0;
  let writesApplied = 0;
  let waiters: Array<() => void> = [];

  const wake = () => {
    const woken = waiters;
    waiters = [];
    for (const resolve of woken) resolve();
  };

  async function deliver(change: Change) {
    for (const handler of handlers) await handler(change);
  }

  /** Applies what arrived, in order: a batch's changes first, then the markers it carried. */
  async function drain() {
    while (inbox.length > 0 && state === 'live') {
      const batch = inbox;
      inbox = [];
      const byKind = new Map<ChangeKind, Set<string> | '*'>();
      const news: UserNews[] = [];
      let marker = 0;
      for (const payload of batch) {
        const colon = payload.indexOf(':');
        const kind = payload.slice(0, colon);
        const rest = payload.slice(colon + 1);
        if (kind === 'user') news.push(JSON.parse(rest) as UserNews);
        else if (kind === 'write') {
          const [from, count] = rest.split(':');
          if (from === instance) marker = Math.max(marker, Number(count));
        } else if (kind === 'truck' || kind === 'event' || kind === 'post') {
          const known = byKind.get(kind);
          if (rest === '*' || known === '*') byKind.set(kind, '*');
          else {
            const ids = known ?? new Set<string>();
            for (const id of rest.split(',')) ids.add(id);
            byKind.set(kind, ids);
          }
        }
      }
      for (const [kind, ids] of byKind) await deliver({ kind, ids: ids === '*' ? '*' : [...ids] });
      for (const item of news) await deliver({ kind: 'user', news: item });
      writesApplied = Math.max(writesApplied, marker);
      wake();
    }
  }

  function startDraining() {
    if (draining || state !== 'live') return;
    draining = drain()
      .catch((error: Error) => lose(error))
      .finally(() => {
        draining = undefined;
        if (inbox.length > 0) startDraining();
        else wake();
      });
  }

  function receive(payload: string) {
    if (payload.startsWith('beat:')) {
      const [, from, sentAt] = payload.split(':');
      if (from !== instance) return;
      lastBeatAt = Date.now();
      beatTripMs = Math.max(0, lastBeatAt - Number(sentAt));
      if (state === 'confirming') becomeLive();
      return;
    }
    inbox.push(payload);
    startDraining();
  }

  function becomeLive() {
    state = 'live';
    // Writes noted before now were committed before this connection listened: caches read them
    // when they reload (reset) or load.
    writesApplied = writesNoted;
    if (owesReset) {
      owesReset = false;
      inbox = [];
      draining = deliver({ kind: 'reset' })
        .catch((error: Error) => lose(error))
        .finally(() => {
          draining = undefined;
          startDraining();
          wake();
        });
    } else {
      startDraining();
      wake();
    }
  }

  function lose(error: Error) {
    if (state === 'stopped' || state === 'connecting') return;
    losses++;
    owesReset = true;
    state = 'connecting';
    clearInterval(heartbeat);
    inbox = [];
    wake();
    options.onLost?.(error);
    const previous = unlisten;
    unlisten = undefined;
    void previous?.();
    retry = setTimeout(() => void connect(), retryMs);
    retry.unref();
  }

  function beat() {
    if (state !== 'live' && state !== 'confirming') return;
    const now = Date.now();
    // A tick that comes late means the event loop was busy meanwhile (a large load on the
    // embedded database runs in this thread): nothing could be heard during the stall, so the
    // beats are judged from its end, not from before it.
    if (lastTickAt && now - lastTickAt > heartbeatMs * 2) heardFrom = now;
    lastTickAt = now;
    const since = Math.max(lastBeatAt, listeningSince, heardFrom);
    if (now - since > heartbeatMs * missedBeats) {
      const within = `within ${heartbeatMs * missedBeats} ms`;
      lose(
        new Error(
          state === 'live'
            ? `no heartbeat came back through the change feed ${within}`
            : `the change feed heard nothing ${within} of listening: if the database is reached through a transaction pooler (such as PgBouncer in transaction mode), give the app a direct or session-mode connection`,
        ),
      );
      return;
    }
    send(`beat:${instance}:${Date.now()}`);
  }

  function send(payload: string) {
    db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`).catch((error: Error) => lose(error));
  }

  async function connect() {
    if (state !== 'connecting') return;
    try {
      const delay = options.deliveryDelayMs ?? 0;
      unlisten = await listenToChannel(db, CHANGES_CHANNEL, delay > 0 ? (p) => void setTimeout(() => receive(p), delay) : receive, (error) => lose(error));
      if (state !== 'connecting') {
        await unlisten();
        return;
      }
      state = 'confirming';
      listeningSince = Date.now();
      clearInterval(heartbeat);
      lastTickAt = Date.now();
      heartbeat = setInterval(beat, heartbeatMs);
      heartbeat.unref();
      send(`beat:${instance}:${Date.now()}`);
    } catch (error) {
      // Could not listen: try again after a pause.
      options.onLost?.(error as Error);
      retry = setTimeout(() => void connect(), retryMs);
      retry.unref();
    }
  }

  /** Resolves when `done` holds, or after `withinMs`; false then. */
  async function waitFor(done: () => boolean, withinMs: number): Promise<boolean> {
    const deadline = Date.now() + withinMs;
    while (!done()) {
      const left = deadline - Date.now();
      if (left <= 0 || state === 'stopped') return false;
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left).unref();
      });
    }
    return true;
  }

  return {
    /** Subscribes a cache: handlers run one at a time, in the order notifications arrived. */
    subscribe(handler: ChangeHandler) {
      handlers.push(handler);
    },

    /** Starts listening; resolves once notifications are heard (or `withinMs` passed). */
    async start(withinMs = 10_000): Promise<boolean> {
      void connect();
      return waitFor(() => state === 'live' && !draining, withinMs);
    },

    /**
     * Sends news to users' streams on every instance (this one too, through the database). While
     * the feed is down it is delivered here only; the other instances reset when it is back.
     */
    tell(news: UserNews): void {
      const payload = `user:${JSON.stringify({ ...news, users: [...new Set(news.users)] })}`;
      if (state === 'live') send(payload);
      else void deliver({ kind: 'user', news });
    },

    /** After a write request succeeded: reads on this instance wait for it (see `settled`). */
    noteWrite(): void {
      if (state !== 'live') return;
      writesNoted++;
      send(`write:${instance}:${writesNoted}`);
    },

    /**
     * Whether every write this instance noted is in its caches, waiting for that if need be (a
     * few ms). While the feed is not live it answers false at once: caches answer as they are,
     * and readiness says they are stale.
     */
    async settled(): Promise<boolean> {
      if (state === 'live' && writesApplied >= writesNoted) return true;
      if (state !== 'live') return false;
      const wanted = writesNoted;
      return waitFor(() => state !== 'live' || writesApplied >= wanted, settleTimeoutMs).then(() => state === 'live' && writesApplied >= wanted);
    },

    /** Resolves once everything committed before the call has been applied (tests, after writing behind the API). */
    async caughtUp(withinMs = 5000): Promise<boolean> {
      if (state !== 'live') return false;
      writesNoted++;
      const wanted = writesNoted;
      send(`write:${instance}:${wanted}`);
      return waitFor(() => state === 'live' && writesApplied >= wanted && !draining, withinMs);
    },

    get status(): ChangeFeedStatus {
      return { state, lastBeatAt, beatTripMs, losses };
    },

    /** Seconds since this instance last heard its own heartbeat come back (Infinity before the first). */
    secondsSinceBeat(now = Date.now()): number {
      return lastBeatAt === 0 ? Infinity : (now - lastBeatAt) / 1000;
    },

    async stop() {
      state = 'stopped';
      clearInterval(heartbeat);
      clearTimeout(retry);
      wake();
      await draining?.catch(() => undefined);
      await unlisten?.();
    },
  };
}

export type ChangeFeed = ReturnType<typeof createChangeFeed>;
