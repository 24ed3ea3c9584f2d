import { indiaDate, policies, type FoodEvent } from '@dishrated/shared';
import { MapPin, Pencil, Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { TruckImage } from '../../../components/truck/truck-bits';
import { Badge, Card } from '../../../components/ui/card';
import { useSession } from '../../../lib/auth';
import { useLocale } from '../../../lib/i18n';
import { EVENT_TYPE_NAMES } from '../../../lib/event-names';
import { JoinEventButton } from './join-event';

/** `priority`: the first card of a list, whose picture is fetched first. */
export function EventCard({ event, priority = false }: { event: FoodEvent; priority?: boolean }) {
  const { user } = useSession();
  const intl = useIntl();
  const locale = useLocale();
  const date = new Date(event.date);
  const type = EVENT_TYPE_NAMES[event.eventType as keyof typeof EVENT_TYPE_NAMES];
  const canEdit = policies['event:manage'](user, { organizerId: event.organizer._id });
  return (
    <Card className="flex flex-col overflow-hidden">
      <div className="relative h-40">
        <TruckImage src={event.image} alt="" className="h-full w-full object-cover" priority={priority} />
        <div className="absolute left-3 top-3 rounded-xl bg-white px-3 py-1 text-center shadow" aria-hidden>
          <p className="text-xl font-bold leading-none text-gray-900">{indiaDate(date, 'day')}</p>
          <p className="text-xs font-semibold uppercase text-brand-700">{indiaDate(date, 'short-month', locale)}</p>
        </div>
        <div className="absolute right-3 top-3 flex gap-1">
          {type ? <Badge className="bg-live-700 text-white"><FormattedMessage {...type} /></Badge> : null}
          {event.featured ? <Badge className="bg-warning-400 text-warning-950"><Star className="mr-1 h-3 w-3" aria-hidden /><FormattedMessage id="event.featured" defaultMessage="Featured" /></Badge> : null}
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold text-gray-900">
          <Link to={`/events/${event.id}`} className="hover:text-brand-700">{event.title}</Link>
        </h3>
        <p className="text-sm text-gray-600">{indiaDate(date, 'weekday-date', locale)}</p>
        {event.location.address ? <p className="flex items-start gap-1 text-sm text-gray-600"><MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{event.location.address}</p> : null}
        <p className="text-sm text-gray-700">
          <FormattedMessage id="event.participating" defaultMessage="{count, plural, one {# food truck} other {# food trucks}} participating" values={{ count: event.participantCount }} />
        </p>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-3">
          <Link to={`/events/${event.id}`} className="text-sm font-semibold text-brand-700 hover:underline" aria-label={intl.formatMessage({ id: 'event.viewOf', defaultMessage: 'View Event: {title}' }, { title: event.title })}>
            <FormattedMessage id="event.view" defaultMessage="View Event" />
          </Link>
          <span className="flex-1" />
          {canEdit ? (
            <Link to={`/events/${event.id}/edit`} aria-label={intl.formatMessage({ id: 'ownerTruck.editName', defaultMessage: 'Edit {name}' }, { name: event.title })} className="rounded-lg p-2 text-gray-600 hover:bg-gray-100"><Pencil className="h-4 w-4" aria-hidden /></Link>
          ) : null}
          {event.eventType === 'city_event' ? <JoinEventButton event={event} /> : null}
        </div>
      </div>
    </Card>
  );
}
