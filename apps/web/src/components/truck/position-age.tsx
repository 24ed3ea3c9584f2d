import { LIVE, isStalePosition, minutesAgo } from '@dishrated/shared';
import { FormattedMessage } from 'react-intl';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { appConfigQuery } from '../../lib/app-config';
import { useLocale } from '../../lib/i18n';
import { cn } from '../../lib/utils';

/** The current time, re-read every `everyMs`, so "3 min ago" keeps counting on screen. */
export function useNow(everyMs = 30_000) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** How old the configured stale limit makes a position, in minutes. */
export function useStaleAfterMinutes() {
  const { data } = useQuery(appConfigQuery);
  return data?.staleAfterMinutes ?? LIVE.defaultStaleMinutes;
}

/**
 * "updated 3 min ago" for a fresh position; "last seen 5 h ago", greyed, once it is older than the
 * stale limit, so nobody walks to yesterday's spot.
 */
export function PositionAge({ lastLocationUpdate, className }: { lastLocationUpdate: string | null; className?: string }) {
  const now = useNow();
  const staleAfter = useStaleAfterMinutes();
  const locale = useLocale();
  if (!lastLocationUpdate) {
    return (
      <span className={cn('text-gray-500', className)}>
        <FormattedMessage id="position.notShared" defaultMessage="location not shared yet" />
      </span>
    );
  }
  const stale = isStalePosition(lastLocationUpdate, staleAfter, now);
  return (
    // A server-rendered page was rendered moments before the browser takes it over: the minutes may differ by one.
    <span className={cn(stale ? 'text-gray-500' : 'text-live-700', className)} data-stale={stale} suppressHydrationWarning>
      {stale ? (
        <FormattedMessage id="position.lastSeen" defaultMessage="last seen {ago}" values={{ ago: minutesAgo(lastLocationUpdate, now, locale) }} />
      ) : (
        <FormattedMessage id="position.updated" defaultMessage="updated {ago}" values={{ ago: minutesAgo(lastLocationUpdate, now, locale) }} />
      )}
    </span>
  );
}
