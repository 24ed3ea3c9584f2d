import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * Whether the page runs in the browser yet. Public pages arrive drawn by the server and React
 * adopts that HTML (hydration); that first render must match the server's, so whatever only this
 * browser knows (the stored session, a remembered location) and whatever needs the DOM (maps) waits
 * for this to turn true, right after hydration. False on the server; true from the start in a page
 * the browser draws itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
