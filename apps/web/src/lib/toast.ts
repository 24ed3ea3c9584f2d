import type * as SonnerModule from 'sonner';

/**
 * Toasts: a title, an optional description, destructive styling for failures.
 *
 * The toast library (sonner) and its stylesheet load with the first toast, not with the page: most
 * visits never show one, and loading it at start-up (its styles written into the page as its code
 * ran) was one of the longer stretches of a phone's first screen. Sonner keeps the toasts made
 * before its list is on screen and shows them when it arrives.
 */
type Sonner = typeof SonnerModule;

let library: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** Loads the library once and tells the toast list (ToastList) to show itself. */
export function loadToasts(): Promise<Sonner> {
  if (!library) {
    library = import('sonner');
    for (const listener of listeners) listener();
  }
  return library;
}

/** Whether a toast was asked for yet. */
export const toastsRequested = (): boolean => library !== undefined;

/** Calls `onFirstToast` when the first toast is asked for; returns the unsubscribe. */
export function subscribeToFirstToast(onFirstToast: () => void): () => void {
  listeners.add(onFirstToast);
  return () => listeners.delete(onFirstToast);
}

function show(kind: 'success' | 'info' | 'error', title: string, description?: string): void {
  void loadToasts().then(({ toast }) => (kind === 'info' ? toast(title, { description }) : toast[kind](title, { description })));
}

export const toast = {
  success: (title: string, description?: string) => show('success', title, description),
  info: (title: string, description?: string) => show('info', title, description),
  error: (title: string, description?: string) => show('error', title, description),
};
