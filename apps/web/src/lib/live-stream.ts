import type { LiveEventName } from '@dishrated/shared';
import { useEffect, useRef } from 'react';
import { useSession } from './auth';

export type LiveHandlers = Partial<Record<LiveEventName, (data: unknown) => void>> & {
  /** Called when the stream (re)opens after having been open before: catch up by reloading. */
  onReconnect?: () => void;
};

/**
 * Listens to one of the API's event streams while the component is on screen. EventSource
 * reconnects by itself (sending Last-Event-ID); handlers may change between renders without
 * reopening the stream.
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
    const source = new EventSource(url);
    let opened = false;
    source.onopen = () => {
      if (opened) latest.current.onReconnect?.();
      opened = true;
    };
    const names: LiveEventName[] = ['location', 'status', 'enter', 'leave', 'notifications', 'order'];
    const listeners = names.map((name) => {
      const listener = (event: MessageEvent<string>) => latest.current[name]?.(JSON.parse(event.data));
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.close();
    };
  }, [url, sessionUserId]);
}
