import { indiaDate, indiaDay, type Locale, type PrivateEvent, type StopOccurrence } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Lock, MapPin, Navigation } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { truckQueries } from '../../api/trucks-api';
import { pointUrl } from '../../../../lib/directions';
import { useLocale } from '../../../../lib/i18n';
import { CalendarLinks } from './calendar-links';

const DAY_MS = 86_400_000;
const span = (o: Pick<StopOccurrence, 'start' | 'end'>, locale: Locale) => `${indiaDate(o.start, 'time', locale)} – ${indiaDate(o.end, 'time', locale)}`;

function DirectionsLink({ stop }: { stop: StopOccurrence }) {
  const intl = useIntl();
  return (
    <a href={pointUrl({ lat: stop.latitude, lng: stop.longitude })} target="_blank" rel="noopener noreferrer" aria-label={intl.formatMessage({ id: 'truck.directionsTo', defaultMessage: 'Directions to {name}' }, { name: stop.label })} className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
      <Navigation className="h-3.5 w-3.5" aria-hidden /> <FormattedMessage id="truck.directions" defaultMessage="Directions" />
    </a>
  );
}

/** A booking for a customer's event: the truck is away, and where is nobody else's business. */
function PrivateEventRow({ event }: { event: PrivateEvent }) {
  const locale = useLocale();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
      <span className="tabular-nums">{span(event, locale)}</span>
      <span className="inline-flex items-center gap-1"><Lock className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden /><FormattedMessage id="where.privateEvent" defaultMessage="Private event" /></span>
    </li>
  );
}

/** "Today", "Tomorrow", else the weekday and date. */
function dayName(day: string, today: string, tomorrow: string, intl: IntlShape, locale: Locale) {
  if (day === today) return intl.formatMessage({ id: 'day.today', defaultMessage: 'Today' });
  if (day === tomorrow) return intl.formatMessage({ id: 'day.tomorrow', defaultMessage: 'Tomorrow' });
  return indiaDate(`${day}T12:00:00+05:30`, 'weekday-date', locale);
}

/**
 * Where the truck will be: now, next, tomorrow and the coming week, from its stops. Trucks
 * without stops show nothing here (their weekly hours follow).
 */
export function WhereNext({ truckId }: { truckId: string }) {
  // "Now" is when the stops arrived: the same on every render of this answer.
  const { data, isPending, isError, dataUpdatedAt: now } = useQuery(truckQueries.stops(truckId));
  const intl = useIntl();
  const locale = useLocale();
  if (isPending) {
    return (
      <p role="status" className="text-sm text-gray-600">
        <FormattedMessage id="where.loading" defaultMessage="Loading where the truck will be..." />
      </p>
    );
  }
  if (isError) {
    return (
      <p className="text-sm text-gray-600">
        <FormattedMessage id="where.failed" defaultMessage="Where the truck will be could not be loaded." />
      </p>
    );
  }
  const { occurrences, privateEvents } = data;
  if (occurrences.length === 0 && privateEvents.length === 0) return null;

  const today = indiaDay(now);
  const tomorrow = indiaDay(now + DAY_MS);
  const current = occurrences.find((o) => Date.parse(o.start) <= now && now < Date.parse(o.end));
  const away = privateEvents.find((o) => Date.parse(o.start) <= now && now < Date.parse(o.end));
  const next = occurrences.find((o) => Date.parse(o.start) > now);
  const tomorrowStops = occurrences.filter((o) => indiaDay(o.start) === tomorrow);
  const days = [...new Set([...occurrences, ...privateEvents].map((o) => indiaDay(o.start)))].sort();

  return (
    <section aria-labelledby="where-next" className="space-y-4">
      <h3 id="where-next" className="text-lg font-bold text-gray-900"><FormattedMessage id="where.title" defaultMessage="Where to find it" /></h3>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-xl bg-live-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-live-800"><FormattedMessage id="when.now" defaultMessage="Now" /></dt>
          <dd className="mt-1 text-sm text-gray-900">
            {current ? (
              <FormattedMessage id="where.nowAt" defaultMessage="{place}, until {time}" values={{ place: current.label, time: indiaDate(current.end, 'time', locale) }} />
            ) : away ? (
              <FormattedMessage id="where.nowPrivate" defaultMessage="At a private event until {time}" values={{ time: indiaDate(away.end, 'time', locale) }} />
            ) : (
              <FormattedMessage id="where.notAtStop" defaultMessage="Not at a stop" />
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600"><FormattedMessage id="where.next" defaultMessage="Next" /></dt>
          <dd className="mt-1 text-sm text-gray-900">
            {next ? (
              <FormattedMessage
                id="where.nextAt"
                defaultMessage="{place}, {day} {time}"
                values={{ place: next.label, day: dayName(indiaDay(next.start), today, tomorrow, intl, locale), time: indiaDate(next.start, 'time', locale) }}
              />
            ) : (
              <FormattedMessage id="where.nothingPlanned" defaultMessage="Nothing planned this week" />
            )}
          </dd>
        </div>
        <div className="rounded-xl bg-gray-50 p-3">
          <dt className="text-xs font-semibold uppercase tracking-wide text-gray-600"><FormattedMessage id="where.tomorrow" defaultMessage="Where tomorrow" /></dt>
          <dd className="mt-1 text-sm text-gray-900">
            {tomorrowStops.length ? tomorrowStops.map((o) => `${o.label} (${span(o, locale)})`).join('; ') : <FormattedMessage id="where.notTomorrow" defaultMessage="Not out tomorrow" />}
          </dd>
        </div>
      </dl>
      <ol aria-label={intl.formatMessage({ id: 'where.comingWeek', defaultMessage: 'Stops in the coming week' })} className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {days.map((day) => (
          <li key={day} className="p-3">
            <p className="font-medium text-gray-900">{dayName(day, today, tomorrow, intl, locale)}</p>
            <ul className="mt-1 space-y-1">
              {occurrences.filter((o) => indiaDay(o.start) === day).map((o) => (
                <li key={`${o.stopId}-${o.start}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-700">
                  <span className="tabular-nums">{span(o, locale)}</span>
                  <span className="inline-flex min-w-0 items-center gap-1"><MapPin className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden /><span className="break-words">{o.label}</span></span>
                  <DirectionsLink stop={o} />
                </li>
              ))}
              {privateEvents.filter((o) => indiaDay(o.start) === day).map((o) => <PrivateEventRow key={o.start} event={o} />)}
            </ul>
          </li>
        ))}
      </ol>
      <CalendarLinks truckId={truckId} />
    </section>
  );
}
