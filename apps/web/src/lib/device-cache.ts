import { dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The signed-in user's dashboards, cached on this device between visits: a dashboard opens with
 * the figures it showed last time and refreshes them at once (stale-while-revalidate), instead of
 * dashes until the server answers. Only queries that opt in (`meta.keepOnDevice`) are cached,
 * under the user's id; signing out, or a session the server refuses, clears them.
 *
 * Written with TanStack Query's own dehydrate/hydrate rather than its persister package: that
 * restores asynchronously, so a dashboard would render once without the data it is meant to show.
 */
const KEY_PREFIX = 'dishrated:cached-queries:';
/** Older figures are not worth showing, even for a moment. */
const MAX_AGE_MS = 12 * 60 * 60 * 1000;
/** Writes wait for a quiet moment: a dashboard's queries answer in a burst. */
const WRITE_DELAY_MS = 1_000;
/** A stored cache larger than this is not written (a dashboard's figures are a few KB). */
const MAX_BYTES = 256 * 1024;
/**
 * The build that wrote a cache (a hash of the app's source, vite.config.ts), so that answers
 * cached by another version, perhaps of another shape, are never shown.
 */
const APP_BUILD: string = import.meta.env.VITE_APP_BUILD ?? 'development';

interface StoredCache {
  build: string;
  savedAt: number;
  state: ReturnType<typeof dehydrate>;
}

const keyFor = (userId: string) => `${KEY_PREFIX}${userId}`;

function storedKeys(): string[] {
  const keys: string[] = [];
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i);
    if (key?.startsWith(KEY_PREFIX)) keys.push(key);
  }
  return keys;
}

/** Removes every user's cached dashboards from this device. */
export function clearDeviceCache(): void {
  try {
    for (const key of storedKeys()) localStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): there is nothing stored either.
  }
}

/**
 * Puts the user's cached dashboards into the query cache, synchronously, so the first render
 * already has them; queries fetch afresh as usual (the cached answers count as stale). Another
 * user's cache on this device is removed.
 */
export function restoreDeviceCache(queryClient: QueryClient, userId: string): void {
  try {
    for (const key of storedKeys()) if (key !== keyFor(userId)) localStorage.removeItem(key);
    const text = localStorage.getItem(keyFor(userId));
    if (!text) return;
    const stored = JSON.parse(text) as StoredCache;
    if (stored.build !== APP_BUILD || Date.now() - stored.savedAt > MAX_AGE_MS) {
      localStorage.removeItem(keyFor(userId));
      return;
    }
    hydrate(queryClient, stored.state);
    // Restored answers are last visit's: each is read again as soon as a screen uses it.
    for (const { queryKey } of stored.state.queries) void queryClient.invalidateQueries({ queryKey, exact: true, refetchType: 'none' });
  } catch {
    localStorage.removeItem(keyFor(userId));
  }
}

/** Keeps the user's opted-in queries written to this device as they change; returns the way to stop. */
export function keepDeviceCache(queryClient: QueryClient, userId: string): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const write = () => {
    timer = undefined;
    const state = dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status === 'success' && query.meta?.keepOnDevice === true });
    const text = JSON.stringify({ build: APP_BUILD, savedAt: Date.now(), state } satisfies StoredCache);
    try {
      if (state.queries.length === 0 || text.length > MAX_BYTES) localStorage.removeItem(keyFor(userId));
      else localStorage.setItem(keyFor(userId), text);
    } catch {
      // Storage full or refused: the dashboards load from the server as before.
    }
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.meta?.keepOnDevice !== true || event.action.type !== 'success') return;
    timer ??= setTimeout(write, WRITE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    if (timer !== undefined) clearTimeout(timer);
  };
}
