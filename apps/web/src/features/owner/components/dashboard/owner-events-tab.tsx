import type { FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays, MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { ownerQueries } from '../../api/owner-api';

/** How many published events the dashboard offers to join. */
const AVAILABLE_EVENTS_SHOWN = 5;

const when = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

function EventRow({ event }: { event: FoodEvent }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-medium text-gray-900">{event.title}</p>
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-gray-600">
          <span className="inline-flex items-center gap-1"><CalendarDays className="h-4 w-4" aria-hidden /> {when(event.date)}</span>
          {event.location.address ? <span className="inline-flex min-w-0 items-center gap-1"><MapPin className="h-4 w-4 shrink-0" aria-hidden /> <span className="truncate">{event.location.address}</span></span> : null}
        </p>
      </div>
      <Button asChild variant="outline" size="sm" className="self-start sm:self-auto">
        <Link to={`/events/${event.id}`} aria-label={`View ${event.title}`}>View</Link>
      </Button>
    </li>
  );
}

function EventList({ title, events, empty }: { title: string; events: FoodEvent[] | undefined; empty: string }) {
  return (
    <Card className="p-4">
      <h3 className="text-lg font-semibold text-gray-900">{title}</h3>
      {events === undefined ? (
        <p role="status" className="py-4 text-sm text-gray-500">Loading events...</p>
      ) : events.length === 0 ? (
        <p className="py-4 text-sm text-gray-600">{empty}</p>
      ) : (
        <ul className="divide-y divide-gray-100">{events.map((e) => <EventRow key={e.id} event={e} />)}</ul>
      )}
    </Card>
  );
}

/** The owner's own events, and published events coming up that their trucks could join. */
export function OwnerEventsTab({ ownerId }: { ownerId: string }) {
  const mine = useQuery(ownerQueries.organizerEvents(ownerId));
  const available = useQuery(ownerQueries.upcomingEvents(AVAILABLE_EVENTS_SHOWN));
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <EventList title="My Events" events={mine.data} empty="You have not organised any events yet." />
      <div className="flex flex-col gap-3">
        <EventList title="Available Events to Join" events={available.data} empty="No upcoming events right now." />
        <Button asChild variant="link" className="self-start">
          <Link to="/events">View All Available Events</Link>
        </Button>
      </div>
    </div>
  );
}
