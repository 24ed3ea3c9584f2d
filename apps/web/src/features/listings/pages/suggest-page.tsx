import { CUISINES, LISTINGS, SuggestionBodySchema, cuisineName } from '@dishrated/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { AddressSearch } from '../../../components/address-search';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { RequireAuth } from '../../../lib/auth';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { useSuggestTruck } from '../api/listings-api';
import { PhotoField } from '../components/photo-field';

const FIELDS = ['name', 'cuisine', 'address', 'latitude', 'longitude', 'seenWhen', 'photo', 'note'] as const;
const select = 'block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

function SuggestForm({ onSent }: { onSent: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const [photo, setPhoto] = useState<string | null>(null);
  const [address, setAddress] = useState('');
  const form = useZodForm(SuggestionBodySchema, { defaultValues: { name: '', address: '', seenWhen: '', note: '', photo: null } });
  const suggest = useSuggestTruck({
    onSuccess: onSent,
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        fallback: intl.formatMessage({ id: 'suggest.failed', defaultMessage: 'The suggestion could not be sent. Please try again.' }),
        fields: [...FIELDS],
      }),
  });
  const { errors } = form.formState;
  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'suggest.formLabel', defaultMessage: 'Suggest a truck' })} className="space-y-5" onSubmit={form.handleSubmit((body) => suggest.mutate(body))}>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <Label htmlFor="suggest-name"><FormattedMessage id="suggest.name" defaultMessage="The truck's name" /></Label>
          <Input id="suggest-name" maxLength={80} aria-invalid={Boolean(errors.name)} aria-describedby={errors.name ? 'suggest-name-error' : undefined} {...form.register('name')} />
          <FieldError id="suggest-name-error">{errors.name?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor="suggest-cuisine"><FormattedMessage id="suggest.cuisine" defaultMessage="What it serves" /></Label>
          <select id="suggest-cuisine" className={select} defaultValue="" aria-invalid={Boolean(errors.cuisine)} {...form.register('cuisine')}>
            <option value="" disabled>{intl.formatMessage({ id: 'suggest.cuisinePick', defaultMessage: 'Choose a cuisine' })}</option>
            {CUISINES.map((c) => <option key={c} value={c}>{cuisineName(c, locale)}</option>)}
          </select>
          <FieldError>{errors.cuisine?.message}</FieldError>
        </div>
      </div>
      <div>
        <AddressSearch
          embedded
          label={intl.formatMessage({ id: 'suggest.where', defaultMessage: 'Where you met it (an address or a landmark)' })}
          value={address}
          onChange={(value) => {
            setAddress(value);
            // Typed words are looked up by the server unless a place is picked from the list.
            form.setValue('address', value.slice(0, LISTINGS.addressMax));
            form.setValue('latitude', undefined);
            form.setValue('longitude', undefined);
          }}
          onPick={(place) => {
            setAddress(place.displayName);
            form.setValue('address', place.displayName.slice(0, LISTINGS.addressMax), { shouldValidate: form.formState.isSubmitted });
            form.setValue('latitude', place.lat);
            form.setValue('longitude', place.lng);
          }}
        />
        <FieldError>{errors.address?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="suggest-when"><FormattedMessage id="suggest.when" defaultMessage="When it is there (optional)" /></Label>
        <Input id="suggest-when" maxLength={LISTINGS.whenMax} placeholder={intl.formatMessage({ id: 'suggest.whenPlaceholder', defaultMessage: 'e.g. Weekday evenings from 6' })} {...form.register('seenWhen')} />
      </div>
      <PhotoField
        label={<FormattedMessage id="suggest.photo" defaultMessage="A photo of the truck (optional)" />}
        photo={photo}
        onUploaded={(url) => {
          setPhoto(url);
          form.setValue('photo', url);
        }}
      />
      <div>
        <Label htmlFor="suggest-note"><FormattedMessage id="suggest.note" defaultMessage="Anything else (optional)" /></Label>
        <Textarea id="suggest-note" rows={3} maxLength={LISTINGS.noteMax} {...form.register('note')} />
      </div>
      <FieldError>{errors.root?.server?.message}</FieldError>
      <Button type="submit" disabled={suggest.isPending}>
        {suggest.isPending ? <FormattedMessage id="suggest.sending" defaultMessage="Sending..." /> : <FormattedMessage id="suggest.send" defaultMessage="Suggest this truck" />}
      </Button>
    </form>
  );
}

/** /listings/suggest: a visitor tells us of a truck they met that is not on DishRated yet. */
export default function SuggestPage() {
  const [sent, setSent] = useState(0);
  return (
    <RequireAuth>
      <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6">
        <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="suggest.title" defaultMessage="Suggest a food truck" /></h1>
        <p className="mt-1 text-gray-600">
          <FormattedMessage id="suggest.lead" defaultMessage="Met a truck that is not on DishRated yet? Tell us where and when, and we will put it on the map for everyone." />
        </p>
        <Card className="mt-6 p-4 sm:p-6">
          {sent > 0 ? (
            <div role="status">
              <p className="font-semibold text-gray-900"><FormattedMessage id="suggest.thanks" defaultMessage="Thank you! We will look at it soon, and tell you when it is on the map." /></p>
              <div className="mt-4 flex flex-wrap gap-3">
                <Button variant="secondary" onClick={() => setSent(0)}><FormattedMessage id="suggest.another" defaultMessage="Suggest another" /></Button>
                <Button asChild><Link to="/find-trucks"><FormattedMessage id="suggest.find" defaultMessage="Find trucks" /></Link></Button>
              </div>
            </div>
          ) : (
            <SuggestForm onSent={() => setSent((n) => n + 1)} />
          )}
        </Card>
      </div>
    </RequireAuth>
  );
}
