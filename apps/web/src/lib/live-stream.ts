import type { LiveEventName } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { api } from './api-client';
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
export function useLiveStream(streamUrl: string | null, handlers: LiveHandlers) {
  const url = useTicketedUrl(streamUrl);
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
    const names: LiveEventName[] = ['location', 'status', 'enter', 'leave'];
    const listeners = names.map((name) => {
      const listener = (event: MessageEvent<string>) => latest.current[name]?.(JSON.parse(event.data));
      source.addEventListener(name, listener);
      return [name, listener] as const;
    });
    return () => {
      for (const [name, listener] of listeners) source.removeEventListener(name, listener);
      source.close();
    };
  }, [url]);
}

/**
 * A signed-in user's streams carry a ticket (EventSource cannot send the bearer token), so the
 * server can close them when the session ends; visitors' streams carry none. The stream waits
 * for the ticket rather than opening twice.
 */
function useTicketedUrl(url: string | null): string | null {
  const { user } = useSession();
  const ticket = useQuery({
    queryKey: ['live-ticket', user?.id],
    queryFn: () => api.get<{ ticket: string }>('/live/ticket').then((r) => r.data.ticket),
    enabled: Boolean(url && user),
    staleTime: 6 * 60 * 60 * 1000,
    retry: false,
  });
  if (!url) return null;
  if (!user || ticket.isError) return url;
  if (!ticket.data) return null;
  return `${url}${url.includes('?') ? '&' : '?'}ticket=${encodeURIComponent(ticket.data)}`;
}
