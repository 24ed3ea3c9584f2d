import { CATERING, CUISINES, CateringRequestBodySchema, DIET_NEEDS, addDays, cuisineName, indiaDay } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressSearch } from '../../../components/address-search';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { RequireAuth } from '../../../lib/auth';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cateringQueries, useCreateCateringRequest } from '../api/catering-api';
import { DIET_NAMES } from '../../../components/catering/diet-names';

type Field = 'date' | 'startTime' | 'endTime' | 'place' | 'guests' | 'budgetPerHead' | 'cuisines' | 'diets' | 'occasion' | 'message' | 'truckId';
const FIELDS: Field[] = ['date', 'startTime', 'endTime', 'place', 'guests', 'budgetPerHead', 'cuisines', 'diets', 'occasion', 'message', 'truckId'];
const checkbox = 'h-4 w-4 accent-brand-600';

/** The catering request form: for every truck that matches, or (from a truck's page) for that truck. */
function RequestForm({ truckId, truckName, truckCuisine }: { truckId?: string; truckName?: string; truckCuisine?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  // A week ahead by default: caterers need notice, and the form opens on a date worth asking for.
  const [weekAhead] = useState(() => addDays(indiaDay(Date.now()), 7));
  const form = useZodForm(CateringRequestBodySchema, {
    defaultValues: {
      date: weekAhead,
      startTime: '12:00',
      endTime: '15:00',
      guests: 100,
      budgetPerHead: 400,
      cuisines: truckCuisine ? [truckCuisine as (typeof CUISINES)[number]] : [],
      diets: [],
      occasion: '',
      message: '',
      ...(truckId ? { truckId } : {}),
    },
  });
  const create = useCreateCateringRequest({
    onSuccess: (request) => {
      toast.success(
        intl.formatMessage({ id: 'catering.sent', defaultMessage: 'Request sent' }),
        intl.formatMessage({ id: 'catering.sentText', defaultMessage: '{count, plural, =0 {No truck is free for it yet: we will keep it open.} one {It reached # truck.} other {It reached # trucks.}}' }, { count: request.matchedTrucks }),
      );
      void navigate(`/catering/${request.id}`);
    },
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        fallback: intl.formatMessage({ id: 'catering.failed', defaultMessage: 'The request could not be sent. Please try again.' }),
        fields: FIELDS,
      }),
  });
  const { errors } = form.formState;
  const field = (name: 'date' | 'startTime' | 'endTime' | 'occasion', type: string) => ({
    id: `catering-${name}`,
    type,
    'aria-invalid': Boolean(errors[name]),
    'aria-describedby': errors[name] ? `catering-${name}-error` : undefined,
    ...form.register(name),
  });
  const placeError = errors.place?.message ?? errors.place?.latitude?.message ?? errors.place?.address?.message;

  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'catering.formLabel', defaultMessage: 'Catering request' })} className="space-y-5" onSubmit={form.handleSubmit((body) => create.mutate(body))}>
      {truckName ? (
        <p className="rounded-xl bg-brand-50 p-3 text-sm text-brand-900">
          <FormattedMessage id="catering.forTruck" defaultMessage="This request goes to {truck} only." values={{ truck: <strong>{truckName}</strong> }} />
        </p>
      ) : null}
      <div>
        <Label htmlFor="catering-occasion"><FormattedMessage id="catering.occasion" defaultMessage="Occasion" /></Label>
        <Input {...field('occasion', 'text')} maxLength={CATERING.occasionMax} placeholder={intl.formatMessage({ id: 'catering.occasionPlaceholder', defaultMessage: 'e.g. Wedding lunch, office party' })} />
        <FieldError id="catering-occasion-error">{errors.occasion?.message}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <div>
          <Label htmlFor="catering-date"><FormattedMessage id="catering.date" defaultMessage="Date" /></Label>
          <Input {...field('date', 'date')} />
          <FieldError id="catering-date-error">{errors.date?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="catering-startTime"><FormattedMessage id="catering.start" defaultMessage="From" /></Label>
          <Input {...field('startTime', 'time')} />
          <FieldError id="catering-startTime-error">{errors.startTime?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="catering-endTime"><FormattedMessage id="catering.end" defaultMessage="Until" /></Label>
          <Input {...field('endTime', 'time')} />
          <FieldError id="catering-endTime-error">{errors.endTime?.message}</FieldError>
        </div>
      </div>
      <div>
        <AddressSearch
          embedded
          label={intl.formatMessage({ id: 'catering.place', defaultMessage: 'Where (an address or a landmark)' })}
          value={address}
          onChange={setAddress}
          onPick={(place) => {
            setAddress(place.displayName);
            form.setValue('place', { address: place.displayName.slice(0, CATERING.addressMax), latitude: place.lat, longitude: place.lng }, { shouldValidate: form.formState.isSubmitted });
          }}
        />
        <FieldError>{placeError}</FieldError>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="catering-guests"><FormattedMessage id="catering.guests" defaultMessage="Guests" /></Label>
          <Input id="catering-guests" type="number" min={CATERING.guestsMin} max={CATERING.guestsMax} aria-invalid={Boolean(errors.guests)} {...form.register('guests', { valueAsNumber: true })} />
          <FieldError>{errors.guests?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="catering-budget"><FormattedMessage id="catering.budget" defaultMessage="Budget per head (₹)" /></Label>
          <Input id="catering-budget" type="number" min={1} aria-invalid={Boolean(errors.budgetPerHead)} {...form.register('budgetPerHead', { valueAsNumber: true })} />
          <FieldError>{errors.budgetPerHead?.message}</FieldError>
        </div>
      </div>
      {truckId ? null : (
        <fieldset>
          <legend className="text-sm font-medium text-gray-900"><FormattedMessage id="catering.cuisines" defaultMessage="Cuisines you would like" /></legend>
          <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-3">
            {CUISINES.map((c) => (
              <label key={c} className="flex items-center gap-2 text-sm text-gray-800">
                <input type="checkbox" value={c} className={checkbox} {...form.register('cuisines')} /> {cuisineName(c, locale)}
              </label>
            ))}
          </div>
          <FieldError>{errors.cuisines?.message}</FieldError>
        </fieldset>
      )}
      <fieldset>
        <legend className="text-sm font-medium text-gray-900"><FormattedMessage id="catering.diets" defaultMessage="Food needs (every dish)" /></legend>
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
          {DIET_NEEDS.map((d) => (
            <label key={d} className="flex items-center gap-2 text-sm text-gray-800">
              <input type="checkbox" value={d} className={checkbox} {...form.register('diets')} /> <FormattedMessage {...DIET_NAMES[d]} />
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <Label htmlFor="catering-message"><FormattedMessage id="catering.message" defaultMessage="Anything else the trucks should know (optional)" /></Label>
        <Textarea id="catering-message" rows={4} maxLength={CATERING.messageMax} {...form.register('message')} />
        <FieldError>{errors.message?.message}</FieldError>
      </div>
      <FieldError>{errors.root?.server?.message}</FieldError>
      <Button type="submit" disabled={create.isPending}>
        {create.isPending ? <FormattedMessage id="catering.sending" defaultMessage="Sending..." /> : <FormattedMessage id="catering.send" defaultMessage="Send request" />}
      </Button>
    </form>
  );
}

function ForTruck({ truckId }: { truckId: string }) {
  const { data: truck, isPending } = useQuery(cateringQueries.truck(truckId));
  if (isPending) return null;
  return <RequestForm truckId={truck ? truckId : undefined} truckName={truck?.name} truckCuisine={truck?.cuisine} />;
}

/** /catering/new, and /catering/new?truck={id} from a truck's Book this truck. */
export default function CateringRequestPage() {
  const [params] = useSearchParams();
  const truckId = params.get('truck');
  return (
    <RequireAuth>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="catering.title" defaultMessage="Book a food truck for your event" /></h1>
        <p className="mt-1 text-gray-600">
          <FormattedMessage id="catering.lead" defaultMessage="Tell the trucks when, where and for how many. Those that serve your food, reach the place and are free then will send you quotes." />
        </p>
        <Card className="mt-6 p-4 sm:p-6">{truckId ? <ForTruck truckId={truckId} /> : <RequestForm />}</Card>
      </div>
    </RequireAuth>
  );
}
