import { indiaDate, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, MapPin, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Card } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { eventStateName } from '../../../../lib/event-names';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { ownerQueries } from '../../api/owner-api';
import { useDeleteOwnEvent } from '../../api/owner-mutations';

/** How many published events the dashboard offers to join. */
const AVAILABLE_EVENTS_SHOWN = 5;

function EventRow({ event, actions }: { event: FoodEvent; actions?: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          {event.title}
          {event.approvalStatus === 'pending' ? <span className="rounded-full bg-warning-100 px-2 py-0.5 text-xs font-semibold text-warning-900"><FormattedMessage {...eventStateName(event)} /></span> : null}
          {event.approvalStatus === 'rejected' ? <span className="rounded-full bg-danger-100 px-2 py-0.5 text-xs font-semibold text-danger-800"><FormattedMessage {...eventStateName(event)} /></span> : null}
        </p>
        {event.approvalStatus === 'rejected' && event.rejectionReason ? (
          <p className="text-sm text-danger-700"><FormattedMessage id="admin.applications.reason" defaultMessage="Reason: {reason}" values={{ reason: event.rejectionReason }} /></p>
        ) : null}
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1"><CalendarDays className="h-4 w-4" aria-hidden /> {indiaDate(event.date, 'weekday-short-date', locale)}</span>
          {event.location.address ? <span className="inline-flex min-w-0 items-center gap-1"><MapPin className="h-4 w-4 shrink-0" aria-hidden /> <span className="truncate">{event.location.address}</span></span> : null}
        </p>
      </div>
      <div className="flex shrink-0 gap-2 self-start sm:self-auto">
        <Button asChild variant="outline" size="sm">
          <Link to={`/events/${event.id}`} aria-label={intl.formatMessage({ id: 'admin.viewOf', defaultMessage: 'View {title}' }, { title: event.title })}><FormattedMessage id="ownerEvents.view" defaultMessage="View" /></Link>
        </Button>
        {actions}
      </div>
    </li>
  );
}

function EventList({ title, events, empty, actions }: { title: string; events: FoodEvent[] | undefined; empty: string; actions?: (event: FoodEvent) => ReactNode }) {
  return (
    <Card className="p-4">
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      {events === undefined ? (
        <p role="status" className="py-4 text-sm text-gray-500"><FormattedMessage id="ownerEvents.loading" defaultMessage="Loading events..." /></p>
      ) : events.length === 0 ? (
        <p className="py-4 text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100">{events.map((e) => <EventRow key={e.id} event={e} actions={actions?.(e)} />)}</ul>
      )}
    </Card>
  );
}

/** The owner's own events, and published events coming up that their trucks could join. */
function DeleteEvent({ event }: { event: FoodEvent }) {
  const intl = useIntl();
  const remove = useDeleteOwnEvent({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.events.deleted', defaultMessage: 'Event deleted' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'admin.events.deleteFailed', defaultMessage: 'Failed to delete event' }))),
  });
  return (
    <ConfirmDialog
      trigger={
        <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'admin.deleteOf', defaultMessage: 'Delete {title}' }, { title: event.title })} disabled={remove.isPending}>
          <Trash2 className="h-4 w-4 text-danger-600" aria-hidden />
        </Button>
      }
      title={intl.formatMessage({ id: 'ownerEvents.deleteTitle', defaultMessage: 'Delete this event?' })}
      description={intl.formatMessage({ id: 'ownerEvents.deleteText', defaultMessage: '{title} and its registrations will be removed. This cannot be undone.' }, { title: event.title })}
      confirmText={intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
      onConfirm={() => remove.mutate(event.id)}
    />
  );
}

function OwnActions({ event }: { event: FoodEvent }) {
  const intl = useIntl();
  return (
    <>
      <Button asChild variant="outline" size="sm">
        <Link to={`/events/${event.id}/edit`} aria-label={intl.formatMessage({ id: 'admin.editOf', defaultMessage: 'Edit {title}' }, { title: event.title })}><FormattedMessage id="common.edit" defaultMessage="Edit" /></Link>
      </Button>
      <DeleteEvent event={event} />
    </>
  );
}

function JoinAction({ event }: { event: FoodEvent }) {
  const intl = useIntl();
  if (!event.isRegistrationOpen || event.eventType !== 'city_event') return null;
  return (
    <Button asChild size="sm">
      <Link to={`/events/${event.id}`} aria-label={intl.formatMessage({ id: 'ownerEvents.joinOf', defaultMessage: 'Join Event: {title}' }, { title: event.title })}><FormattedMessage id="joinEvent.join" defaultMessage="Join Event" /></Link>
    </Button>
  );
}
const ownActions = (event: FoodEvent) => <OwnActions event={event} />;
const joinAction = (event: FoodEvent) => <JoinAction event={event} />;

export function OwnerEventsTab({ ownerId }: { ownerId: string }) {
  const mine = useQuery(ownerQueries.organizerEvents(ownerId));
  const available = useQuery(ownerQueries.upcomingEvents(AVAILABLE_EVENTS_SHOWN));
  const intl = useIntl();
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <EventList
          title={intl.formatMessage({ id: 'ownerEvents.mine', defaultMessage: 'My Events' })}
          events={mine.data}
          empty={intl.formatMessage({ id: 'ownerEvents.mineEmpty', defaultMessage: 'You have not organised any events yet.' })}
          actions={ownActions}
        />
        <Button asChild className="self-start"><Link to="/events/create"><Plus className="h-4 w-4" aria-hidden /> <FormattedMessage id="eventForm.create" defaultMessage="Create Event" /></Link></Button>
      </div>
      <div className="flex flex-col gap-3">
        <EventList
          title={intl.formatMessage({ id: 'ownerEvents.available', defaultMessage: 'Available Events to Join' })}
          events={available.data}
          empty={intl.formatMessage({ id: 'ownerEvents.availableEmpty', defaultMessage: 'No upcoming events right now.' })}
          actions={joinAction}
        />
        <Button asChild variant="link" className="self-start">
          <Link to="/events"><FormattedMessage id="ownerEvents.viewAll" defaultMessage="View All Available Events" /></Link>
        </Button>
      </div>
    </div>
  );
}
