import { CURRENCIES, EVENT_TYPES, EventCreateBodySchema, EventUpdateBodySchema, eventDateProblem, indiaLocalToInstant, instantToIndiaLocal, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner, RequireAuth, useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { useCreateEvent, useUpdateEvent } from '../api/event-mutations';
import { eventQueries, type EventBody } from '../api/events-api';
import { EVENT_TYPE_LABELS } from '../components/event-card';

const selectClass = 'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-orange-500 focus:outline-none focus:ring-2 focus:ring-orange-500/30';

/** `datetime-local` text is India time, the event's own, whatever the device's zone; the API takes an instant. */
const toInstant = indiaLocalToInstant;
const toLocal = instantToIndiaLocal;

interface Values {
  title: string;
  description: string;
  image: string;
  date: string;
  endDate: string;
  eventType: string;
  address: string;
  maxParticipants: string;
  registrationDeadline: string;
  tags: string;
  requirements: string;
  email: string;
  phone: string;
  fee: string;
  currency: string;
}

const valuesOf = (event?: FoodEvent): Values => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  image: event?.image ?? '',
  date: toLocal(event?.date ?? null),
  endDate: toLocal(event?.endDate ?? null),
  eventType: event?.eventType ?? 'truck_event',
  address: event?.location.address ?? '',
  maxParticipants: event?.maxParticipants ? String(event.maxParticipants) : '',
  registrationDeadline: toLocal(event?.registrationDeadline ?? null),
  tags: event?.tags.join(', ') ?? '',
  requirements: event?.requirements ?? '',
  email: event?.contactInfo.email ?? '',
  phone: event?.contactInfo.phone ?? '',
  fee: String(event?.pricing.participationFee ?? 0),
  currency: event?.pricing.currency ?? 'INR',
});

function bodyOf(v: Values, event?: FoodEvent): EventBody {
  return {
    title: v.title,
    description: v.description,
    image: v.image,
    date: toInstant(v.date) ?? '',
    endDate: toInstant(v.endDate),
    eventType: v.eventType as EventBody['eventType'],
    location: { address: v.address, coordinates: event?.location.coordinates ?? null },
    maxParticipants: v.maxParticipants.trim() ? Number(v.maxParticipants) : null,
    registrationDeadline: toInstant(v.registrationDeadline),
    tags: v.tags.split(',').map((t) => t.trim()).filter(Boolean),
    requirements: v.requirements.trim() || null,
    contactInfo: { email: v.email.trim() || null, phone: v.phone.trim() || null },
    pricing: { participationFee: Number(v.fee || 0), currency: v.currency as (typeof CURRENCIES)[number] },
  };
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/**
 * Create or edit an event: one form for owners and admins. The shared schema checks it before it
 * is sent (the server checks the same rules again); what was typed stays on any error.
 */
function EventForm({ event }: { event?: FoodEvent }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [v, setV] = useState<Values>(() => valuesOf(event));
  const [problem, setProblem] = useState<string | null>(null);
  const done = (message: string, saved: FoodEvent) => {
    toast.success(message);
    navigate(`/events/${saved.id}`);
  };
  const create = useCreateEvent({ onSuccess: (r) => done(r.message, r.data.event), onError: (e) => toast.error('Error', errorMessage(e, 'Failed to create event. Please try again.')) });
  const update = useUpdateEvent(event?.id ?? '', { onSuccess: (r) => done(r.message, r.data.event), onError: (e) => toast.error('Error', errorMessage(e, 'Failed to update event. Please try again.')) });
  const set = (key: keyof Values) => (e: { target: { value: string } }) => setV((old) => ({ ...old, [key]: e.target.value }));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!user) {
      toast.error('Authentication Required', 'Please sign in to create events');
      return;
    }
    const body = bodyOf(v, event);
    // An edit that keeps the start may keep a start that has since passed (the server agrees).
    const keepsStart = Boolean(event) && toLocal(event!.date) === v.date;
    const parsed = (keepsStart ? EventUpdateBodySchema : EventCreateBodySchema).safeParse(body);
    const message = !parsed.success
      ? parsed.error.issues[0]!.message
      : eventDateProblem({ date: new Date(body.date), endDate: body.endDate ? new Date(body.endDate) : null, registrationDeadline: body.registrationDeadline ? new Date(body.registrationDeadline) : null }, new Date(), { requireFuture: !keepsStart })?.message;
    if (message) {
      setProblem(message);
      toast.error('Error', message);
      return;
    }
    setProblem(null);
    if (event) update.mutate(keepsStart ? { ...body, date: undefined } : body);
    else create.mutate(body);
  }

  const saving = create.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={event ? 'Edit event' : 'Create event'} className="space-y-4">
      <Field id="ev-title" label="Title *"><Input id="ev-title" value={v.title} onChange={set('title')} /></Field>
      <Field id="ev-description" label="Description *"><Textarea id="ev-description" value={v.description} onChange={set('description')} /></Field>
      <Field id="ev-image" label="Image URL *"><Input id="ev-image" type="url" placeholder="https://..." value={v.image} onChange={set('image')} /></Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ev-date" label="Starts *"><Input id="ev-date" type="datetime-local" value={v.date} onChange={set('date')} /></Field>
        <Field id="ev-end" label="Ends"><Input id="ev-end" type="datetime-local" value={v.endDate} onChange={set('endDate')} /></Field>
        <Field id="ev-type" label="Event type">
          <select id="ev-type" className={selectClass} value={v.eventType} onChange={set('eventType')}>
            {EVENT_TYPES.map((t) => <option key={t} value={t}>{EVENT_TYPE_LABELS[t]}</option>)}
          </select>
        </Field>
        <Field id="ev-deadline" label="Registration deadline"><Input id="ev-deadline" type="datetime-local" value={v.registrationDeadline} onChange={set('registrationDeadline')} /></Field>
      </div>
      <p className="text-sm text-gray-600">Times are India time (IST), as visitors will see them.</p>
      {v.eventType === 'city_event' && user?.role !== 'admin' ? <p className="text-sm text-amber-800">City events are published once an admin approves them. You will be notified.</p> : null}
      <Field id="ev-address" label="Location *"><Input id="ev-address" placeholder="e.g. Koregaon Park, Pune" value={v.address} onChange={set('address')} /></Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field id="ev-max" label="Max participants"><Input id="ev-max" type="number" min={1} placeholder="Unlimited" value={v.maxParticipants} onChange={set('maxParticipants')} /></Field>
        <Field id="ev-fee" label="Participation fee"><Input id="ev-fee" type="number" min={0} step="0.01" value={v.fee} onChange={set('fee')} /></Field>
        <Field id="ev-currency" label="Currency">
          <select id="ev-currency" className={selectClass} value={v.currency} onChange={set('currency')}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </Field>
      </div>
      <Field id="ev-tags" label="Tags (comma-separated)"><Input id="ev-tags" value={v.tags} onChange={set('tags')} /></Field>
      <Field id="ev-req" label="Requirements"><Textarea id="ev-req" className="min-h-16" value={v.requirements} onChange={set('requirements')} /></Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="ev-email" label="Contact email"><Input id="ev-email" type="email" value={v.email} onChange={set('email')} /></Field>
        <Field id="ev-phone" label="Contact phone"><Input id="ev-phone" type="tel" value={v.phone} onChange={set('phone')} /></Field>
      </div>
      <FieldError>{problem}</FieldError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => navigate(-1)}>Cancel</Button>
        <Button type="submit" disabled={saving}>{saving ? 'Saving...' : event ? 'Save Event' : 'Create Event'}</Button>
      </div>
    </form>
  );
}

function EditEvent({ id }: { id: string }) {
  const { data: event, isPending } = useQuery(eventQueries.detail(id));
  if (isPending) return <PageSpinner label="Loading event..." />;
  if (!event) return <p className="py-24 text-center text-gray-700">Event not found.</p>;
  return <EventForm event={event} />;
}

export default function EventFormPage() {
  const { id } = useParams();
  return (
    <RequireAuth roles={['owner', 'admin']}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Link to="/events" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900"><ArrowLeft className="h-4 w-4" aria-hidden /> All events</Link>
        <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl">{id ? 'Edit Event' : 'Create Event'}</h1>
        <Card className="mt-6 p-4 sm:p-6">{id ? <EditEvent id={id} /> : <EventForm />}</Card>
      </div>
    </RequireAuth>
  );
}
