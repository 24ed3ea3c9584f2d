import { cuisineName, indiaDate, money, policies, type Locale } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CalendarPlus, Mail, MapPin, Pencil, Phone, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { LazyTruckMap } from '../../../components/map/lazy-truck-map';
import { TruckImage } from '../../../components/truck/truck-bits';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useSession } from '../../../lib/auth';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { ownerTrucksQuery } from '../../../lib/owner-trucks';
import { useUnregister } from '../api/event-mutations';
import { eventQueries } from '../api/events-api';
import { JoinEventButton } from '../components/join-event';
import { ModerateEvent } from '../components/moderate-event';
import { eventStateName, eventTypeName } from '../../../lib/event-names';

/** Dates in India time, where the events are, with the zone named. */
const when = (iso: string, locale: Locale) => indiaDate(iso, 'date-time', locale);

/** One fact of the side card: its name above its value. */
function Fact({ name, children }: { name: string; children: ReactNode }) {
  return <p><span className="block text-gray-500">{name}</span>{children}</p>;
}

export default function EventDetailPage() {
  const { id = '' } = useParams();
  const { user } = useSession();
  const intl = useIntl();
  const locale = useLocale();
  const { data: event, isPending, isError } = useQuery(eventQueries.detail(id));
  // An owner withdraws their own trucks, each by name: someone with several chooses which.
  const { data: myTrucks } = useQuery({ ...ownerTrucksQuery(), enabled: user?.role === 'owner' });
  const mine = new Set(myTrucks?.map((truck) => truck.id) ?? []);
  const notFound = intl.formatMessage({ id: 'eventDetail.notFound', defaultMessage: 'Event Not Found' });
  usePageTitle(event?.title ?? (isError ? notFound : intl.formatMessage({ id: 'eventDetail.event', defaultMessage: 'Event' })));
  const leave = useUnregister(id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'eventDetail.withdrawn', defaultMessage: 'Registration withdrawn' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'eventDetail.withdrawFailed', defaultMessage: 'Failed to withdraw from the event' }))),
  });
  if (isPending) return <p role="status" className="py-24 text-center text-gray-600"><FormattedMessage id="eventDetail.loading" defaultMessage="Loading event..." /></p>;
  if (!event) {
    return (
      <div className="px-4 py-24 text-center">
        <h1 className="text-2xl font-bold text-gray-900">{notFound}</h1>
        <Button asChild className="mt-4"><Link to="/events"><FormattedMessage id="eventDetail.all" defaultMessage="All events" /></Link></Button>
      </div>
    );
  }
  const canEdit = policies['event:manage'](user, { organizerId: event.organizer._id });
  const c = event.location.coordinates;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/events" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900"><ArrowLeft className="h-4 w-4" aria-hidden /> <FormattedMessage id="eventDetail.all" defaultMessage="All events" /></Link>
      <div className="mt-3 overflow-hidden rounded-2xl">
        <TruckImage src={event.image} alt="" className="h-56 w-full object-cover sm:h-72" />
      </div>
      <div className="mt-5 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap gap-2">
            <Badge className="bg-live-700 text-white"><FormattedMessage {...eventTypeName(event.eventType)} /></Badge>
            {event.approvalStatus !== 'approved' || event.status !== 'published' ? <Badge className="bg-warning-100 text-warning-900"><FormattedMessage {...eventStateName(event)} /></Badge> : null}
          </div>
          <h1 className="mt-2 break-words text-2xl font-bold text-gray-900 sm:text-3xl">{event.title}</h1>
          <p className="text-gray-600"><FormattedMessage id="eventDetail.organiser" defaultMessage="Organised by {name}" values={{ name: event.organizer.name }} /></p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm"><a href={`/api/events/${event.id}/calendar.ics`} download><CalendarPlus className="h-4 w-4" aria-hidden /> <FormattedMessage id="eventDetail.calendar" defaultMessage="Add to calendar" /></a></Button>
          {canEdit ? <Button asChild variant="outline" size="sm"><Link to={`/events/${event.id}/edit`}><Pencil className="h-4 w-4" aria-hidden /> <FormattedMessage id="common.edit" defaultMessage="Edit" /></Link></Button> : null}
          {event.eventType === 'city_event' ? <JoinEventButton event={event} /> : null}
          {user?.role === 'admin' && event.approvalStatus === 'pending' ? <ModerateEvent event={event} /> : null}
        </div>
      </div>
      {event.rejectionReason && canEdit ? <p role="note" className="mt-4 rounded-xl border border-warning-200 bg-warning-50 p-3 text-sm text-warning-900"><FormattedMessage id="eventDetail.notApproved" defaultMessage="Not approved: {reason}" values={{ reason: event.rejectionReason }} /></p> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Card className="p-5">
            <p className="whitespace-pre-line text-gray-800">{event.description}</p>
            {event.requirements ? <><h2 className="mt-4 font-semibold text-gray-900"><FormattedMessage id="eventDetail.requirements" defaultMessage="Requirements" /></h2><p className="text-gray-700">{event.requirements}</p></> : null}
            {event.tags.length ? <div className="mt-4 flex flex-wrap gap-1">{event.tags.map((t) => <Badge key={t} className="bg-gray-100 text-gray-700">{t}</Badge>)}</div> : null}
          </Card>
          <Card className="p-5">
            <h2 className="flex items-center gap-2 font-semibold text-gray-900"><Users className="h-5 w-5" aria-hidden /> <FormattedMessage id="eventDetail.trucks" defaultMessage="Participating trucks ({count, number})" values={{ count: event.participantCount }} /></h2>
            {event.participatingTrucks.length === 0 ? <p className="mt-2 text-sm text-gray-600"><FormattedMessage id="eventDetail.noTrucks" defaultMessage="No trucks yet." /></p> : (
              <ul className="mt-2 divide-y divide-gray-100">
                {event.participatingTrucks.map((p) => (
                  <li key={p.truck._id} className="flex items-center justify-between gap-3 py-2">
                    <Link to={`/trucks/${p.truck._id}`} className="font-medium text-gray-900 hover:text-brand-700">{p.truck.name}</Link>
                    <span className="flex flex-wrap items-center justify-end gap-2 text-sm text-gray-500">
                      {cuisineName(p.truck.cuisine, locale)}
                      {mine.has(p.truck._id) ? (
                        <ConfirmDialog
                          trigger={
                            <Button variant="link" size="sm" disabled={leave.isPending} aria-label={intl.formatMessage({ id: 'eventDetail.withdrawOf', defaultMessage: 'Withdraw {name}' }, { name: p.truck.name })}>
                              <FormattedMessage id="eventDetail.withdraw" defaultMessage="Withdraw" />
                            </Button>
                          }
                          title={intl.formatMessage({ id: 'eventDetail.withdrawTitle', defaultMessage: 'Withdraw {name}?' }, { name: p.truck.name })}
                          description={intl.formatMessage({ id: 'eventDetail.withdrawText', defaultMessage: 'Its place at {title} goes to the next truck that joins.' }, { title: event.title })}
                          confirmText={intl.formatMessage({ id: 'eventDetail.withdraw', defaultMessage: 'Withdraw' })}
                          cancelText={intl.formatMessage({ id: 'eventDetail.stayIn', defaultMessage: 'Stay in' })}
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
            <Fact name={intl.formatMessage({ id: 'eventDetail.starts', defaultMessage: 'Starts' })}>{when(event.date, locale)}</Fact>
            {event.endDate ? <Fact name={intl.formatMessage({ id: 'eventDetail.ends', defaultMessage: 'Ends' })}>{when(event.endDate, locale)}</Fact> : null}
            {event.registrationDeadline ? <Fact name={intl.formatMessage({ id: 'eventDetail.registerBy', defaultMessage: 'Register by' })}>{when(event.registrationDeadline, locale)}</Fact> : null}
            <Fact name={intl.formatMessage({ id: 'eventDetail.fee', defaultMessage: 'Participation fee' })}>
              {event.pricing.participationFee === 0 ? <FormattedMessage id="eventDetail.free" defaultMessage="Free" /> : money(event.pricing.participationFee, event.pricing.currency)}
            </Fact>
            {/* Places left mean something only while trucks can still take one. */}
            {event.isRegistrationOpen ? (
              <Fact name={intl.formatMessage({ id: 'eventDetail.placesLeft', defaultMessage: 'Places left' })}>
                {event.availableSpots === null ? <FormattedMessage id="eventDetail.unlimited" defaultMessage="Unlimited" /> : intl.formatNumber(event.availableSpots)}
              </Fact>
            ) : (
              <Fact name={intl.formatMessage({ id: 'eventDetail.registration', defaultMessage: 'Registration' })}><FormattedMessage id="eventDetail.closed" defaultMessage="Closed" /></Fact>
            )}
            {event.location.address ? <p className="flex items-start gap-1"><MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />{event.location.address}</p> : null}
            {event.contactInfo.email ? <p className="flex items-center gap-1"><Mail className="h-4 w-4" aria-hidden /><a className="text-brand-700 hover:underline" href={`mailto:${event.contactInfo.email}`}>{event.contactInfo.email}</a></p> : null}
            {event.contactInfo.phone ? <p className="flex items-center gap-1"><Phone className="h-4 w-4" aria-hidden />{event.contactInfo.phone}</p> : null}
          </Card>
          {c ? <LazyTruckMap trucks={[]} center={{ lat: c.latitude, lng: c.longitude }} zoom={14} height={220} label={intl.formatMessage({ id: 'eventDetail.map', defaultMessage: 'Map of {title}' }, { title: event.title })} /> : null}
        </aside>
      </div>
    </div>
  );
}
