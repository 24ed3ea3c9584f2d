import { LIVE_EVENT_NAMES, type LiveEventName } from '@dishrated/shared';
import { useEffect, useRef } from 'react';
import { useSession } from './auth';

export type LiveHandlers = Partial<Record<LiveEventName, (data: unknown) => void>> & {
  /** Called when the stream (re)opens after having been open before: catch up by reloading. */
  onReconnect?: () => void;
  /**
   * Called each time the stream opens, the first time too: news sent between a screen's first read
   * and the server taking the stream was never heard, so a screen that must not miss any reloads.
   */
  onOpen?: () => void;
};

const EVENT_NAMES = LIVE_EVENT_NAMES;

/** One open stream and the screens listening to it. */
interface SharedStream {
  source: EventSource;
  listeners: Set<{ current: LiveHandlers }>;
  opened: boolean;
}

/**
 * Streams open in this page, by URL and signed-in user. Screens asking for the same stream share
 * one connection: over HTTP/1.1 a browser holds about six connections per site, and each open
 * stream keeps one (the header's bell and an order page both listen to the user's own stream).
 */
const openStreams = new Map<string, SharedStream>();

function listen(url: string, key: string, listener: { current: LiveHandlers }): () => void {
  let stream = openStreams.get(key);
  if (!stream) {
    const source = new EventSource(url);
    const opening: SharedStream = { source, listeners: new Set(), opened: false };
    source.onopen = () => {
      for (const each of opening.listeners) {
        if (opening.opened) each.current.onReconnect?.();
        each.current.onOpen?.();
      }
      opening.opened = true;
    };
    for (const name of EVENT_NAMES) {
      source.addEventListener(name, (event: MessageEvent<string>) => {
        const data: unknown = JSON.parse(event.data);
        for (const each of opening.listeners) each.current[name]?.(data);
      });
    }
    openStreams.set(key, (stream = opening));
  }
  const joined = stream;
  joined.listeners.add(listener);
  return () => {
    joined.listeners.delete(listener);
    if (joined.listeners.size > 0) return;
    joined.source.close();
    if (openStreams.get(key) === joined) openStreams.delete(key);
  };
}

/**
 * Listens to one of the API's event streams while the component is on screen. EventSource
 * reconnects by itself (sending Last-Event-ID); handlers may change between renders without
 * reopening the stream, and components listening to the same stream share it.
 */
export function useLiveStream(url: string | null, handlers: LiveHandlers) {
  // Reopened when the session changes: the session cookie, sent with the stream's request, is how
  // the server ties a signed-in user's streams to them (a ban closes them).
  const sessionUserId = useSession().user?.id ?? null;
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(() => {
    if (!url || typeof EventSource === 'undefined') return;
    return listen(url, `${sessionUserId ?? ''} ${url}`, latest);
  }, [url, sessionUserId]);
}
