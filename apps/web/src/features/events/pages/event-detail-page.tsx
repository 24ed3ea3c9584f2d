import { eventStateLabel, indiaDate, money, policies } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, Mail, MapPin, Pencil, Phone, Users } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { LazyTruckMap } from '../../../components/map/lazy-truck-map';
import { TruckImage } from '../../../components/truck/truck-bits';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSession } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ownerTrucksQuery } from '../../../lib/owner-trucks';
import { useUnregister } from '../api/event-mutations';
import { eventQueries } from '../api/events-api';
import { EVENT_TYPE_LABELS } from '../components/event-card';
import { JoinEventButton } from '../components/join-event';
import { ModerateEvent } from '../components/moderate-event';

/** Dates in India time, where the events are, with the zone named. */
const when = (iso: string) => indiaDate(iso, 'date-time');
const fee = (amount: number, currency: string) => (amount === 0 ? 'Free' : money(amount, currency));

export default function EventDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const { data: event, isPending, isError } = useQuery(eventQueries.detail(id));
  // An owner withdraws their own trucks, each by name: someone with several chooses which.
  const { data: myTrucks } = useQuery({ ...ownerTrucksQuery(), enabled: user?.role === 'owner' });
  const mine = new Set(myTrucks?.map((truck) => truck.id) ?? []);
  usePageTitle(event?.title ?? (isError ? 'Event Not Found' : 'Event'));
  const leave = useUnregister(id, {
    onSuccess: () => toast.success('Registration withdrawn'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to withdraw from the event')),
  });
  if (isPending) return <p role="status" className="py-24 text-center text-gray-600">Loading event...</p>;
  if (!event) {
    return (
      <div className="px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-gray-900">Event Not Found</h1>
        <Button asChild className="mt-4"><Link to="/events">All events</Link></Button>
      </div>
    );
  }
  const canEdit = policies['event:manage'](user, { organizerId: event.organizer._id });
  const c = event.location.coordinates;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/events" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900"><ArrowLeft className="h-4 w-4" aria-hidden /> All events</Link>
      <div className="mt-3 overflow-hidden rounded-2xl">
        <TruckImage src={event.image} alt="" className="h-56 w-full object-cover sm:h-72" />
      </div>
      <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <Badge className="bg-live-700 text-white">{EVENT_TYPE_LABELS[event.eventType]}</Badge>
            {event.approvalStatus !== 'approved' || event.status !== 'published' ? <Badge className="bg-warning-100 text-warning-900">{eventStateLabel(event)}</Badge> : null}
          </div>
          <h1 className="mt-2 break-words text-2xl font-bold text-gray-900 sm:text-3xl">{event.title}</h1>
          <p className="text-gray-600">Organised by {event.organizer.name}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm"><a href={`/api/events/${event.id}/calendar.ics`} download><CalendarPlus className="h-4 w-4" aria-hidden /> Add to calendar</a></Button>
          {canEdit ? <Button asChild variant="outline" size="sm"><Link to={`/events/${event.id}/edit`}><Pencil className="h-4 w-4" aria-hidden /> Edit</Link></Button> : null}
          {event.eventType === 'city_event' ? <JoinEventButton event={event} /> : null}
          {user?.role === 'admin' && event.approvalStatus === 'pending' ? <ModerateEvent event={event} /> : null}
        </div>
      </div>
      {event.rejectionReason && canEdit ? <p role="note" className="mt-4 rounded-xl border border-warning-200 bg-warning-50 p-3 text-sm text-warning-900">Not approved: {event.rejectionReason}</p> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Card className="p-5">
            <p className="whitespace-pre-line text-gray-800">{event.description}</p>
            {event.requirements ? <><h2 className="mt-4 font-semibold text-gray-900">Requirements</h2><p className="text-gray-700">{event.requirements}</p></> : null}
            {event.tags.length ? <div className="mt-4 flex flex-wrap gap-1">{event.tags.map((t) => <Badge key={t} className="bg-gray-100 text-gray-700">{t}</Badge>)}</div> : null}
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-gray-900"><Users className="h-5 w-5" aria-hidden /> Participating trucks ({event.participantCount})</h2>
            {event.participatingTrucks.length === 0 ? <p className="mt-2 text-sm text-gray-600">No trucks yet.</p> : (
              <ul className="mt-2 divide-y divide-gray-100">
                {event.participatingTrucks.map((p) => (
                  <li key={p.truck._id} className="flex items-center justify-between gap-3 py-2">
                    <Link to={`/trucks/${p.truck._id}`} className="font-medium text-gray-900 hover:text-brand-700">{p.truck.name}</Link>
                    <span className="flex flex-wrap items-center justify-end gap-2 text-sm text-gray-500">
                      {p.truck.cuisine}
                      {mine.has(p.truck._id) ? (
                        <ConfirmDialog
                          trigger={<Button variant="link" size="sm" disabled={leave.isPending} aria-label={`Withdraw ${p.truck.name}`}>Withdraw</Button>}
                          title={`Withdraw ${p.truck.name}?`}
                          description={`Its place at ${event.title} goes to the next truck that joins.`}
                          confirmText="Withdraw"
                          cancelText="Stay in"
                          onConfirm={() => leave.mutate(p.truck._id)}
                        />
                      ) : null}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
        <aside className="space-y-4">
          <Card className="space-y-3 p-5 text-sm">
            <p><span className="block text-gray-500">Starts</span>{when(event.date)}</p>
            {event.endDate ? <p><span className="block text-gray-500">Ends</span>{when(event.endDate)}</p> : null}
            {event.registrationDeadline ? <p><span className="block text-gray-500">Register by</span>{when(event.registrationDeadline)}</p> : null}
            <p><span className="block text-gray-500">Participation fee</span>{fee(event.pricing.participationFee, event.pricing.currency)}</p>
            {/* Places left mean something only while trucks can still take one. */}
            {event.isRegistrationOpen ? <p><span className="block text-gray-500">Places left</span>{event.availableSpots === null ? 'Unlimited' : event.availableSpots}</p> : <p><span className="block text-gray-500">Registration</span>Closed</p>}
            {event.location.address ? <p className="flex items-start gap-1"><MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{event.location.address}</p> : null}
            {event.contactInfo.email ? <p className="flex items-center gap-1"><Mail className="h-4 w-4" aria-hidden /><a className="text-brand-700 hover:underline" href={`mailto:${event.contactInfo.email}`}>{event.contactInfo.email}</a></p> : null}
            {event.contactInfo.phone ? <p className="flex items-center gap-1"><Phone className="h-4 w-4" aria-hidden />{event.contactInfo.phone}</p> : null}
          </Card>
          {c ? <LazyTruckMap trucks={[]} center={{ lat: c.latitude, lng: c.longitude }} zoom={14} height={220} label={`Map of ${event.title}`} /> : null}
        </aside>
      </div>
    </div>
  );
}
