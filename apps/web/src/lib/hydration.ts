import { startTransition, useEffect, useState } from 'react';

/** True while React adopts a page the server drew (main.tsx sets it around the adoption). */
let adopting = false;

export function startAdopting(): void {
  adopting = true;
}

/**
 * Called once the adopted page's screen is committed (RootLayout): later mounts start hydrated,
 * and the page loses its data-drawn mark (it was plain HTML until now; tests wait for this).
 */
export function finishAdopting(): void {
  adopting = false;
  document.getElementById('root')?.removeAttribute('data-drawn');
}

/**
 * Whether the page runs in the browser yet. Public pages arrive drawn by the server and React
 * adopts that HTML (hydration); that first render must match the server's, so whatever only this
 * browser knows (the stored session, a remembered location) and whatever needs the DOM (maps) waits
 * for this to turn true, right after hydration. False on the server; true from the start in a page
 * the browser draws itself and in anything mounted after the adoption.
 *
 * It turns true in a transition, not through useSyncExternalStore: a store that differs from the
 * server's value re-renders every reader synchronously right after hydration, one long task of the
 * whole app on a phone; a transition re-renders in short slices.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(() => typeof document !== 'undefined' && !adopting);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
