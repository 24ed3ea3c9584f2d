import { DEFAULT_MAP_CENTER, FOLLOW_LIMITS, LAST_POSITION, NotificationSettingsSchema, translateMessage, type NotificationSettings, type Place } from '@dishrated/shared';
import { Map as MapIcon, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray } from 'react-hook-form';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { AddressSearch } from '../../../components/address-search';
import { LazyLocationPicker } from '../../../components/map/lazy-location-picker';
import { geocodeApi } from '../../../lib/geocode-api';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../lib/form';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useSaveNotificationSettings } from '../api/follows-api';

/** A zone as people say it: India's by the country, others by their city. */
const zoneName = (zone: string, intl: IntlShape) => (zone === 'Asia/Kolkata' ? intl.formatMessage({ id: 'alerts.india', defaultMessage: 'India' }) : (zone.split('/').pop() ?? zone).replace(/_/g, ' '));

function FieldError({ message }: { message?: string }) {
  const locale = useLocale();
  return message ? <p role="alert" className="mt-1 text-xs text-red-700">{translateMessage(message, locale)}</p> : null;
}

/** Quiet hours, the daily limit per truck and saved places, as one form. */
export function AlertSettingsForm({ settings }: { settings: NotificationSettings }) {
  const form = useZodForm(NotificationSettingsSchema, { defaultValues: settings });
  const places = useFieldArray({ control: form.control, name: 'places' });
  const [address, setAddress] = useState('');
  const [showMap, setShowMap] = useState(false);
  const intl = useIntl();
  const save = useSaveNotificationSettings({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'common.saved', defaultMessage: 'Saved' }), intl.formatMessage({ id: 'alerts.saved', defaultMessage: 'Your alert settings are saved.' })),
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.couldNotSave', defaultMessage: 'Could not save' }),
        fallback: intl.formatMessage({ id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' }),
        fields: ['quietStart', 'quietEnd', 'timeZone', 'dailyCap', 'places'],
      }),
  });
  const errors = form.formState.errors;

  function addPlace(place: Place) {
    const label = place.displayName.split(',')[0]!.slice(0, FOLLOW_LIMITS.placeLabelMax);
    places.append({ label, latitude: place.lat, longitude: place.lng, radiusKm: 2 });
    setAddress('');
  }

  /** A point picked on the map, named by our geocoder when it knows the spot. */
  async function addPoint(point: { lat: number; lng: number }) {
    const name = await geocodeApi.reverse(point.lat, point.lng).catch(() => null);
    addPlace({ displayName: name ?? intl.formatMessage({ id: 'alerts.pinned', defaultMessage: 'Pinned place' }), lat: point.lat, lng: point.lng });
    setShowMap(false);
  }

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))} noValidate className="space-y-5">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900"><FormattedMessage id="alerts.quiet" defaultMessage="Quiet hours" /></legend>
        <p className="text-xs text-gray-600">
          <FormattedMessage id="alerts.quietText" defaultMessage="Alerts in these hours wait in the bell instead of buzzing ({zone} time)." values={{ zone: zoneName(settings.timeZone, intl) }} />
        </p>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <label className="block text-sm text-gray-700"><FormattedMessage id="alerts.from" defaultMessage="From" /><Input type="time" className="mt-1 block w-36" {...form.register('quietStart')} /></label>
          <label className="block text-sm text-gray-700"><FormattedMessage id="alerts.until" defaultMessage="Until" /><Input type="time" className="mt-1 block w-36" {...form.register('quietEnd')} /></label>
        </div>
        <FieldError message={errors.quietStart?.message ?? errors.quietEnd?.message} />
      </fieldset>

      <label className="block text-sm font-semibold text-gray-900">
        <FormattedMessage id="alerts.cap" defaultMessage="Alerts a day per truck, at most" />
        <Input type="number" min={FOLLOW_LIMITS.dailyCap.min} max={FOLLOW_LIMITS.dailyCap.max} className="mt-1 block w-24" {...form.register('dailyCap', { valueAsNumber: true })} />
      </label>
      <FieldError message={errors.dailyCap?.message} />

      <fieldset>
        <legend className="text-sm font-semibold text-gray-900"><FormattedMessage id="alerts.places" defaultMessage="My places" /></legend>
        <p className="text-xs text-gray-600"><FormattedMessage id="alerts.placesText" defaultMessage="“Near my places” alerts come when a followed truck opens or moves within reach of one of these." /></p>
        <ul className="mt-2 space-y-2">
          {places.fields.map((field, i) => (
            <li key={field.id} className="flex flex-wrap items-end gap-2 rounded-lg border border-gray-200 p-2">
              <label className="min-w-0 flex-1 text-xs text-gray-700"><FormattedMessage id="alerts.placeName" defaultMessage="Name" /><Input className="mt-1" {...form.register(`places.${i}.label`)} /></label>
              <label className="text-xs text-gray-700"><FormattedMessage id="alerts.within" defaultMessage="Within (km)" /><Input type="number" step="0.5" className="mt-1 w-24" {...form.register(`places.${i}.radiusKm`, { valueAsNumber: true })} /></label>
              <Button type="button" variant="ghost" size="icon" aria-label={intl.formatMessage({ id: 'alerts.remove', defaultMessage: 'Remove {name}' }, { name: form.watch(`places.${i}.label`) || intl.formatMessage({ id: 'alerts.place', defaultMessage: 'place' }) })} onClick={() => places.remove(i)}><X className="h-4 w-4" aria-hidden /></Button>
              <FieldError message={errors.places?.[i]?.label?.message ?? errors.places?.[i]?.radiusKm?.message} />
            </li>
          ))}
        </ul>
        {places.fields.length < FOLLOW_LIMITS.placesPerUser ? (
          <div className="mt-2 space-y-2">
            <AddressSearch embedded label={intl.formatMessage({ id: 'alerts.addByAddress', defaultMessage: 'Add a place (Home, Work…) by address' })} value={address} onChange={setAddress} onPick={addPlace} />
            <Button type="button" variant="outline" size="sm" onClick={() => setShowMap((shown) => !shown)} aria-expanded={showMap}>
              <MapIcon className="h-4 w-4" aria-hidden /> {showMap ? <FormattedMessage id="alerts.hideMap" defaultMessage="Hide map" /> : <FormattedMessage id="alerts.pickOnMap" defaultMessage="Pick a place on the map" />}
            </Button>
            {showMap ? <LazyLocationPicker position={null} fallbackCenter={DEFAULT_MAP_CENTER} onPick={(point) => void addPoint(point)} height={260} label={intl.formatMessage({ id: 'alerts.mapLabel', defaultMessage: 'Map: tap to add a place' })} /> : null}
          </div>
        ) : null}
        <FieldError message={errors.places?.message ?? errors.places?.root?.message} />
        <label className="mt-3 flex items-start gap-2 text-sm text-gray-700">
          <input type="checkbox" className="mt-0.5 h-4 w-4 accent-brand-700" aria-describedby="last-position-hint" {...form.register('nearLastPosition')} />
          <span>
            <FormattedMessage id="alerts.lastPosition" defaultMessage="Also near where I last shared my location" />
            <span id="last-position-hint" className="block text-xs text-gray-600">
              <FormattedMessage
                id="alerts.lastPositionText"
                defaultMessage="Within {km} km, for {hours} hours after this browser shares where you are (Find Trucks, Home). We keep that position only while this is on."
                values={{ km: LAST_POSITION.radiusKm, hours: LAST_POSITION.freshForMs / 3_600_000 }}
              />
            </span>
          </span>
        </label>
      </fieldset>

      <Button type="submit" disabled={save.isPending}>{save.isPending ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : <FormattedMessage id="alerts.save" defaultMessage="Save alert settings" />}</Button>
    </form>
  );
}
