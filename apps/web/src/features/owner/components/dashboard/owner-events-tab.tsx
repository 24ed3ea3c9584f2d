import { indiaDate, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, MapPin, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Card } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { ownerQueries } from '../../api/owner-api';
import { useDeleteOwnEvent } from '../../api/owner-mutations';

/** How many published events the dashboard offers to join. */
const AVAILABLE_EVENTS_SHOWN = 5;

const when = (iso: string) => indiaDate(iso, 'weekday-short-date');

function EventRow({ event, actions }: { event: FoodEvent; actions?: ReactNode }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          {event.title}
          {event.approvalStatus === 'pending' ? <span className="rounded-full bg-warning-100 px-2 py-0.5 text-xs font-semibold text-warning-900">Awaiting approval</span> : null}
          {event.approvalStatus === 'rejected' ? <span className="rounded-full bg-danger-100 px-2 py-0.5 text-xs font-semibold text-danger-800">Not approved</span> : null}
        </p>
        {event.approvalStatus === 'rejected' && event.rejectionReason ? <p className="text-sm text-danger-700">Reason: {event.rejectionReason}</p> : null}
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1"><CalendarDays className="h-4 w-4" aria-hidden /> {when(event.date)}</span>
          {event.location.address ? <span className="inline-flex min-w-0 items-center gap-1"><MapPin className="h-4 w-4 shrink-0" aria-hidden /> <span className="truncate">{event.location.address}</span></span> : null}
        </p>
      </div>
      <div className="flex shrink-0 gap-2 self-start sm:self-auto">
        <Button asChild variant="outline" size="sm">
          <Link to={`/events/${event.id}`} aria-label={`View ${event.title}`}>View</Link>
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
        <p role="status" className="py-4 text-sm text-gray-500">Loading events...</p>
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
  const remove = useDeleteOwnEvent({
    onSuccess: () => toast.success('Event deleted'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to delete event')),
  });
  return (
    <ConfirmDialog
      trigger={<Button variant="ghost" size="sm" aria-label={`Delete ${event.title}`} disabled={remove.isPending}><Trash2 className="h-4 w-4 text-danger-600" aria-hidden /></Button>}
      title="Delete this event?"
      description={`${event.title} and its registrations will be removed. This cannot be undone.`}
      confirmText="Delete"
      onConfirm={() => remove.mutate(event.id)}
    />
  );
}

const ownActions = (event: FoodEvent) => (
  <>
    <Button asChild variant="outline" size="sm"><Link to={`/events/${event.id}/edit`} aria-label={`Edit ${event.title}`}>Edit</Link></Button>
    <DeleteEvent event={event} />
  </>
);
const joinAction = (event: FoodEvent) =>
  event.isRegistrationOpen && event.eventType === 'city_event' ? (
    <Button asChild size="sm"><Link to={`/events/${event.id}`}>Join Event<span className="sr-only">: {event.title}</span></Link></Button>
  ) : null;

export function OwnerEventsTab({ ownerId }: { ownerId: string }) {
  const mine = useQuery(ownerQueries.organizerEvents(ownerId));
  const available = useQuery(ownerQueries.upcomingEvents(AVAILABLE_EVENTS_SHOWN));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <EventList title="My Events" events={mine.data} empty="You have not organised any events yet." actions={ownActions} />
        <Button asChild className="self-start"><Link to="/events/create"><Plus className="h-4 w-4" aria-hidden /> Create Event</Link></Button>
      </div>
      <div className="flex flex-col gap-3">
        <EventList title="Available Events to Join" events={available.data} empty="No upcoming events right now." actions={joinAction} />
        <Button asChild variant="link" className="self-start">
          <Link to="/events">View All Available Events</Link>
        </Button>
      </div>
    </div>
  );
}
