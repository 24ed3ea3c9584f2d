import { CalendarPlus, Download } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';

const neverChanges = () => () => {};
const linkStyle = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline';

/**
 * Ways to follow a truck's stops in a calendar: a subscription (webcal, which Apple Calendar and
 * Outlook open), Google Calendar's "add by URL", and the file itself. Calendars fetch the feed
 * again by themselves, so a subscription follows every change to the stops.
 */
export function CalendarLinks({ truckId }: { truckId: string }) {
  const intl = useIntl();
  const path = `/api/trucks/${encodeURIComponent(truckId)}/calendar.ics`;
  // The subscription links need this site's address, known only in the browser (after hydration).
  const host = useSyncExternalStore(neverChanges, () => window.location.host, () => null);
  const webcal = host ? `webcal://${host}${path}` : null;
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'calendar.subscribeStops', defaultMessage: 'Subscribe to these stops' })} className="flex flex-wrap gap-x-5 gap-y-2">
      {webcal ? (
        <>
          <a href={webcal} className={linkStyle}><CalendarPlus className="h-4 w-4" aria-hidden /> <FormattedMessage id="calendar.subscribe" defaultMessage="Subscribe (Apple Calendar, Outlook)" /></a>
          <a href={`https://calendar.google.com/calendar/render?cid=${encodeURIComponent(webcal)}`} target="_blank" rel="noopener noreferrer" className={linkStyle}>
            <CalendarPlus className="h-4 w-4" aria-hidden /> <FormattedMessage id="calendar.google" defaultMessage="Add to Google Calendar" />
          </a>
        </>
      ) : null}
      <a href={path} download className={linkStyle}><Download className="h-4 w-4" aria-hidden /> <FormattedMessage id="calendar.file" defaultMessage="Calendar file (.ics)" /></a>
    </div>
  );
}
