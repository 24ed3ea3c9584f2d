import { startTransition, useEffect, useState } from 'react';

/** True while React hydrates a page the server rendered (main.tsx sets it around the hydration). */
let hydrating = false;

export function startHydrating(): void {
  hydrating = true;
}

/** Whether the screen's own boundary has been hydrated; the page is done once its pieces are too. */
let screenHydrated = false;
/**
 * Pieces (hydration-piece.tsx) seen while the page hydrates and not hydrated yet, by their useId:
 * React may render a piece's parent more than once before committing it, and an id counts once.
 */
const piecesHydrating = new Set<string>();

/**
 * Called once the hydrated page's screen is committed (RootLayout), and again as the last piece
 * is: when both are done, later mounts start hydrated and the page loses its data-server-rendered
 * mark (it was plain HTML until now; tests wait for this).
 */
export function finishHydrating(): void {
  screenHydrated = true;
  if (piecesHydrating.size > 0) return;
  hydrating = false;
  document.getElementById('root')?.removeAttribute('data-server-rendered');
}

/** Notes a piece that starts hydrating later than the part around it: the page waits for it. */
export function pieceWaiting(id: string): boolean {
  if (!hydrating) return false;
  piecesHydrating.add(id);
  return true;
}

/** A noted piece has been hydrated; the last one (after the screen) finishes the page's hydration. */
export function pieceHydrated(id: string): void {
  piecesHydrating.delete(id);
  if (screenHydrated && piecesHydrating.size === 0) finishHydrating();
}

/**
 * Whether the page runs in the browser yet. Public pages arrive rendered by the server and React
 * hydrates that HTML (hydration); that first render must match the server's, so whatever only this
 * browser knows (the stored session, a remembered location) and whatever needs the DOM (maps) waits
 * for this to turn true, right after hydration. False on the server; true from the start in a page
 * the browser renders itself and in anything mounted after the hydration.
 *
 * It turns true in a transition, not through useSyncExternalStore: a store that differs from the
 * server's value re-renders every reader synchronously right after hydration, one long task of the
 * whole app on a phone; a transition re-renders in short slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !hydrating);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
