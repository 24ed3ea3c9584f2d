import { CURRENCIES, EVENT_FORM_REQUIRED, EVENT_TYPES, EventCreateBodySchema, EventUpdateBodySchema, eventDateProblem, indiaLocalToInstant, instantToIndiaLocal, needsAdminApproval, translateMessage, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useMatch, useNavigate, useParams } from 'react-router';
import { PhotoUploadButton } from '../../../components/photo-upload-button';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { adminSectionPath } from '../../../lib/admin-sections';
import { PageSpinner, RequireAuth, useSession } from '../../../lib/auth';
import { showSubmitError } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useCreateEvent, useUpdateEvent } from '../api/event-mutations';
import { eventQueries, type EventBody } from '../api/events-api';
import { eventTypeName } from '../../../lib/event-names';

const selectClass = 'h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

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

function Field({ id, label, error, children }: { id: string; label: string; error?: string; children: ReactNode }) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

/** Each field's element id, which its label and its message hang on. */
const IDS: Record<keyof Values, string> = {
  title: 'ev-title', description: 'ev-description', image: 'ev-image', date: 'ev-date', endDate: 'ev-end', eventType: 'ev-type',
  address: 'ev-address', maxParticipants: 'ev-max', registrationDeadline: 'ev-deadline', tags: 'ev-tags', requirements: 'ev-req',
  email: 'ev-email', phone: 'ev-phone', fee: 'ev-fee', currency: 'ev-currency',
};
/** The required fields, named as the shared rules' messages name them (the field's message is shown in the page's language). */
const REQUIRED: Array<[keyof Values, string]> = [['title', 'Title'], ['description', 'Description'], ['image', 'Image URL'], ['date', 'Start'], ['address', 'Location']];
/** Where the API body's fields sit in this form. */
const FIELD_OF: Record<string, keyof Values> = { 'location.address': 'address', 'contactInfo.email': 'email', 'contactInfo.phone': 'phone', 'pricing.participationFee': 'fee', 'pricing.currency': 'currency' };
const fieldOf = (path: PropertyKey[]): keyof Values | 'root' => {
  const key = path.filter((part) => typeof part === 'string').join('.');
  return FIELD_OF[key] ?? (key.split('.')[0]! in IDS ? (key.split('.')[0] as keyof Values) : 'root');
};

/** The body to send, and whether an edit keeps its (perhaps since passed) start, which the server then keeps too. */
function planOf(values: Values, event?: FoodEvent) {
  const keepsStart = Boolean(event) && toLocal(event!.date) === values.date;
  return { body: bodyOf(values, event), keepsStart };
}

/**
 * Checks the form with the shared event schema, the one the API route uses, and puts each message
 * under the field it is about. Missing required fields are named one by one and summed up once.
 */
const eventResolver =
  (event?: FoodEvent): Resolver<Values> =>
  async (values) => {
    const errors: Partial<Record<keyof Values | 'root', { type: string; message: string }>> = {};
    const add = (field: keyof Values | 'root', message: string) => {
      errors[field] ??= { type: 'validate', message };
    };
    for (const [field, label] of REQUIRED) if (!values[field].trim()) add(field, `${label} is required`);
    if (Object.keys(errors).length) add('root', EVENT_FORM_REQUIRED);
    else {
      const { body, keepsStart } = planOf(values, event);
      const parsed = (keepsStart ? EventUpdateBodySchema : EventCreateBodySchema).safeParse(body);
      if (!parsed.success) for (const issue of parsed.error.issues) add(fieldOf(issue.path), issue.message);
      else {
        const problem = eventDateProblem({ date: new Date(body.date), endDate: body.endDate ? new Date(body.endDate) : null, registrationDeadline: body.registrationDeadline ? new Date(body.registrationDeadline) : null }, new Date(), { requireFuture: !keepsStart });
        if (problem) add(problem.field as keyof Values, problem.message);
      }
    }
    return Object.keys(errors).length ? { values: {}, errors: errors as FieldErrors<Values> } : { values, errors: {} };
  };

/**
 * Create or edit an event: one form for owners and admins. The shared schema checks it before it
 * is sent (the server checks the same rules again); what was typed stays on any error.
 */
function EventForm({ event }: { event?: FoodEvent }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const intl = useIntl();
  const locale = useLocale();
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: valuesOf(event), resolver: eventResolver(event) });
  const { errors } = form.formState;
  const eventType = useWatch({ control: form.control, name: 'eventType' });
  const image = useWatch({ control: form.control, name: 'image' }).trim();
  // Opened from the admin dashboard, a save goes back to its list of events; otherwise to the event's page.
  const fromAdmin = useMatch('/admin/events/*') !== null;
  const done = (message: string, saved: FoodEvent) => {
    toast.success(message);
    navigate(fromAdmin ? adminSectionPath('events') : `/events/${saved.id}`);
  };
  const errorTitle = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const refused = (fallback: string) => (error: unknown) => showSubmitError(form, error, { title: errorTitle, fallback, fields: Object.keys(IDS) as Array<keyof Values> });
  const create = useCreateEvent({ onSuccess: (r) => done(r.message, r.data.event), onError: refused(intl.formatMessage({ id: 'eventForm.createFailed', defaultMessage: 'Failed to create event. Please try again.' })) });
  const update = useUpdateEvent(event?.id ?? '', { onSuccess: (r) => done(r.message, r.data.event), onError: refused(intl.formatMessage({ id: 'eventForm.updateFailed', defaultMessage: 'Failed to update event. Please try again.' })) });
  const field = (name: keyof Values) => ({ id: IDS[name], 'aria-invalid': Boolean(errors[name]), 'aria-describedby': errors[name] ? `${IDS[name]}-error` : undefined, ...form.register(name) });
  const props = (name: keyof Values, label: string) => ({ id: IDS[name], label, error: errors[name]?.message });

  const submit = form.handleSubmit(
    (values) => {
      if (!user) {
        toast.error(intl.formatMessage({ id: 'joinEvent.signInTitle', defaultMessage: 'Authentication Required' }), intl.formatMessage({ id: 'eventForm.signIn', defaultMessage: 'Please sign in to create events' }));
        return;
      }
      const { body, keepsStart } = planOf(values, event);
      if (event) update.mutate(keepsStart ? { ...body, date: undefined } : body);
      else create.mutate(body);
    },
    (found) => toast.error(errorTitle, translateMessage(found.root?.message ?? Object.values(found).find((error) => error?.message)?.message ?? EVENT_FORM_REQUIRED, locale)),
  );

  const saving = create.isPending || update.isPending;
  return (
    <form onSubmit={submit} noValidate aria-label={event ? intl.formatMessage({ id: 'eventForm.editLabel', defaultMessage: 'Edit event' }) : intl.formatMessage({ id: 'eventForm.createLabel', defaultMessage: 'Create event' })} className="space-y-4">
      <Field {...props('title', intl.formatMessage({ id: 'eventForm.title', defaultMessage: 'Title *' }))}><Input {...field('title')} /></Field>
      <Field {...props('description', intl.formatMessage({ id: 'eventForm.description', defaultMessage: 'Description *' }))}><Textarea {...field('description')} /></Field>
      <Field {...props('image', intl.formatMessage({ id: 'eventForm.image', defaultMessage: 'Image URL *' }))}>
        <div className="flex flex-wrap items-center gap-2">
          <Input className="min-w-0 flex-1" placeholder={intl.formatMessage({ id: 'eventForm.imagePlaceholder', defaultMessage: 'https://... or upload a photo' })} {...field('image')} />
          <PhotoUploadButton label={intl.formatMessage({ id: 'eventForm.upload', defaultMessage: 'Upload a photo' })} variant="outline" purpose="event" onUploaded={(url) => form.setValue('image', url, { shouldValidate: true, shouldDirty: true })} />
        </div>
        {/* A photo of ours (an upload) is shown to confirm it; an address elsewhere is left to the event's page. */}
        {image.startsWith('/') ? <img src={image} alt={intl.formatMessage({ id: 'eventForm.picture', defaultMessage: "The event's picture" })} className="mt-2 h-24 w-40 rounded-lg object-cover" /> : null}
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...props('date', intl.formatMessage({ id: 'eventForm.starts', defaultMessage: 'Starts *' }))}><Input type="datetime-local" {...field('date')} /></Field>
        <Field {...props('endDate', intl.formatMessage({ id: 'eventDetail.ends', defaultMessage: 'Ends' }))}><Input type="datetime-local" {...field('endDate')} /></Field>
        <Field {...props('eventType', intl.formatMessage({ id: 'events.type', defaultMessage: 'Event type' }))}>
          <select className={selectClass} {...field('eventType')}>
            {EVENT_TYPES.map((t) => <option key={t} value={t}>{intl.formatMessage(eventTypeName(t))}</option>)}
          </select>
        </Field>
        <Field {...props('registrationDeadline', intl.formatMessage({ id: 'eventForm.deadline', defaultMessage: 'Registration deadline' }))}><Input type="datetime-local" {...field('registrationDeadline')} /></Field>
      </div>
      <p className="text-sm text-gray-600"><FormattedMessage id="eventForm.ist" defaultMessage="Times are India time (IST), as visitors will see them." /></p>
      {needsAdminApproval(user?.role ?? 'user', eventType) ? (
        <p className="text-sm text-warning-800"><FormattedMessage id="eventForm.approval" defaultMessage="City events are published once an admin approves them. You will be notified." /></p>
      ) : null}
      <Field {...props('address', intl.formatMessage({ id: 'eventForm.location', defaultMessage: 'Location *' }))}>
        <Input placeholder={intl.formatMessage({ id: 'eventForm.locationPlaceholder', defaultMessage: 'e.g. Koregaon Park, Pune' })} {...field('address')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-3">
        <Field {...props('maxParticipants', intl.formatMessage({ id: 'eventForm.max', defaultMessage: 'Max participants' }))}>
          <Input type="number" min={1} placeholder={intl.formatMessage({ id: 'eventDetail.unlimited', defaultMessage: 'Unlimited' })} {...field('maxParticipants')} />
        </Field>
        <Field {...props('fee', intl.formatMessage({ id: 'eventDetail.fee', defaultMessage: 'Participation fee' }))}><Input type="number" min={0} step="0.01" {...field('fee')} /></Field>
        <Field {...props('currency', intl.formatMessage({ id: 'eventForm.currency', defaultMessage: 'Currency' }))}>
          <select className={selectClass} {...field('currency')}>
            {CURRENCIES.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </Field>
      </div>
      <Field {...props('tags', intl.formatMessage({ id: 'blogEditor.tags', defaultMessage: 'Tags (comma-separated)' }))}><Input {...field('tags')} /></Field>
      <Field {...props('requirements', intl.formatMessage({ id: 'eventDetail.requirements', defaultMessage: 'Requirements' }))}><Textarea className="min-h-16" {...field('requirements')} /></Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field {...props('email', intl.formatMessage({ id: 'eventForm.email', defaultMessage: 'Contact email' }))}><Input type="email" {...field('email')} /></Field>
        <Field {...props('phone', intl.formatMessage({ id: 'eventForm.phone', defaultMessage: 'Contact phone' }))}><Input type="tel" {...field('phone')} /></Field>
      </div>
      <FieldError>{errors.root?.message}</FieldError>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={() => navigate(-1)}><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button>
        <Button type="submit" disabled={saving}>
          {saving ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : event ? <FormattedMessage id="eventForm.save" defaultMessage="Save Event" /> : <FormattedMessage id="eventForm.create" defaultMessage="Create Event" />}
        </Button>
      </div>
    </form>
  );
}

function EditEvent({ id }: { id: string }) {
  const intl = useIntl();
  const { data: event, isPending } = useQuery(eventQueries.detail(id));
  if (isPending) return <PageSpinner label={intl.formatMessage({ id: 'eventDetail.loading', defaultMessage: 'Loading event...' })} />;
  if (!event) return <p className="py-24 text-center text-gray-700"><FormattedMessage id="eventForm.notFound" defaultMessage="Event not found." /></p>;
  return <EventForm event={event} />;
}

export default function EventFormPage() {
  const { id } = useParams();
  const fromAdmin = useMatch('/admin/events/*') !== null;
  return (
    <RequireAuth roles={['owner', 'admin']}>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Link to={fromAdmin ? adminSectionPath('events') : '/events'} className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900"><ArrowLeft className="h-4 w-4" aria-hidden /> {fromAdmin ? <FormattedMessage id="account.adminDashboard" defaultMessage="Admin Dashboard" /> : <FormattedMessage id="eventDetail.all" defaultMessage="All events" />}</Link>
        <h1 className="mt-3 text-2xl font-bold text-gray-900 sm:text-3xl">{id ? <FormattedMessage id="eventForm.editHeading" defaultMessage="Edit Event" /> : <FormattedMessage id="eventForm.create" defaultMessage="Create Event" />}</h1>
        <Card className="mt-6 p-4 sm:p-6">{id ? <EditEvent id={id} /> : <EventForm />}</Card>
      </div>
    </RequireAuth>
  );
}
