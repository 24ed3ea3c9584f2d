import { STOP_LIMITS, StopInputSchema, WEEKDAYS, indiaDay, weekdayName, type Stop } from '@dishrated/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { AddressSearch } from '../../../../components/address-search';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label } from '../../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useAddStop, useUpdateStop } from '../../api/owner-mutations';

const blankAsNull = (value: string) => value || null;

const FIELDS = ['label', 'weekdays', 'everyWeeks', 'date', 'fromDate', 'untilDate', 'startTime', 'endTime'] as const;

/**
 * Adds a stop, or changes `stop`: a place found by address, a time range, and either weekdays (a
 * regular stop, every week or every few, from a date, optionally until one) or a single date.
 * Only the fields of the chosen kind are sent.
 */
export function StopForm({ truckId, today, stop, onDone }: { truckId: string; today: string; stop?: Stop; onDone?: () => void }) {
  const intl = useIntl();
  const locale = useLocale();
  const [kind, setKind] = useState<'regular' | 'once'>(stop?.date ? 'once' : 'regular');
  const [placeText, setPlaceText] = useState(stop ? (stop.address ?? stop.label) : '');
  const form = useZodForm(StopInputSchema, {
    shouldUnregister: true,
    defaultValues: stop
      ? { label: stop.label, address: stop.address, latitude: stop.latitude, longitude: stop.longitude, startTime: stop.startTime, endTime: stop.endTime, weekdays: stop.weekdays, everyWeeks: stop.everyWeeks, fromDate: stop.fromDate ?? today, untilDate: stop.untilDate, date: stop.date ?? today }
      : { label: '', startTime: '18:00', endTime: '22:00', weekdays: [], everyWeeks: 1, fromDate: today, date: today },
  });
  const onError = (error: unknown) =>
    showSubmitError(form, error, {
      title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
      fallback: stop ? intl.formatMessage({ id: 'stopForm.saveFailed', defaultMessage: 'Failed to save the stop' }) : intl.formatMessage({ id: 'stopForm.addFailed', defaultMessage: 'Failed to add the stop' }),
      fields: FIELDS,
    });
  const add = useAddStop(truckId, {
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'stopForm.added', defaultMessage: 'Stop added' }));
      form.reset();
      setPlaceText('');
    },
    onError,
  });
  const update = useUpdateStop(truckId, {
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'stopForm.saved', defaultMessage: 'Stop saved' }));
      onDone?.();
    },
    onError,
  });
  const pending = add.isPending || update.isPending;
  const title = stop ? intl.formatMessage({ id: 'stops.editOf', defaultMessage: 'Edit stop {name}' }, { name: stop.label }) : intl.formatMessage({ id: 'stopForm.add', defaultMessage: 'Add a stop' });
  const { errors } = form.formState;
  const field = (name: 'label' | 'startTime' | 'endTime' | 'fromDate' | 'untilDate' | 'date', label: string, type = 'text', options = {}) => (
    <div>
      <Label htmlFor={`stop-${name}`}>{label}</Label>
      <Input id={`stop-${name}`} type={type} aria-invalid={Boolean(errors[name])} aria-describedby={errors[name] ? `stop-${name}-error` : undefined} {...form.register(name, options)} />
      <FieldError id={`stop-${name}-error`}>{errors[name]?.message}</FieldError>
    </div>
  );

  return (
    <form noValidate aria-label={title} className="space-y-4 rounded-xl border border-gray-200 p-4" onSubmit={form.handleSubmit((input) => (stop ? update.mutate({ stopId: stop.id, stop: input }) : add.mutate(input)))}>
      <h4 className="font-semibold text-gray-900">{stop ? <FormattedMessage id="stopForm.edit" defaultMessage="Edit stop" /> : <FormattedMessage id="stopForm.add" defaultMessage="Add a stop" />}</h4>
      {field('label', intl.formatMessage({ id: 'stopForm.place', defaultMessage: 'Place name' }))}
      <div>
        <AddressSearch
          embedded
          label={intl.formatMessage({ id: 'stopForm.find', defaultMessage: 'Find the place' })}
          value={placeText}
          onChange={setPlaceText}
          onPick={(place) => {
            form.setValue('latitude', place.lat, { shouldValidate: form.formState.isSubmitted });
            form.setValue('longitude', place.lng);
            form.setValue('address', place.displayName.slice(0, 200));
            setPlaceText(place.displayName);
            if (!form.getValues('label')) form.setValue('label', place.displayName.split(',')[0]!.slice(0, 120));
          }}
        />
        <input type="hidden" {...form.register('latitude', { valueAsNumber: true })} />
        <input type="hidden" {...form.register('longitude', { valueAsNumber: true })} />
        <input type="hidden" {...form.register('address')} />
        <FieldError>{errors.latitude?.message}</FieldError>
      </div>
      <fieldset>
        <legend className="text-sm font-medium text-gray-900"><FormattedMessage id="stopForm.howOften" defaultMessage="How often" /></legend>
        <div className="mt-1 flex gap-4 text-sm">
          {(['regular', 'once'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2">
              <input type="radio" name="stop-kind" className="accent-brand-600" checked={kind === k} onChange={() => setKind(k)} />
              {k === 'regular' ? <FormattedMessage id="stopForm.everyWeek" defaultMessage="Every week" /> : <FormattedMessage id="stopForm.oneDay" defaultMessage="One day" />}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'regular' ? (
        <>
          <fieldset aria-describedby={errors.weekdays ? 'stop-weekdays-error' : undefined}>
            <legend className="text-sm font-medium text-gray-900"><FormattedMessage id="stopForm.days" defaultMessage="Days" /></legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-2">
                  <input type="checkbox" value={day} className="h-4 w-4 accent-brand-600" {...form.register('weekdays')} />
                  {weekdayName(day, locale)}
                </label>
              ))}
            </div>
            <FieldError id="stop-weekdays-error">{errors.weekdays?.message}</FieldError>
          </fieldset>
          <div>
            <Label htmlFor="stop-everyWeeks"><FormattedMessage id="stopForm.repeats" defaultMessage="Repeats" /></Label>
            <select id="stop-everyWeeks" className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm" {...form.register('everyWeeks', { valueAsNumber: true })}>
              {Array.from({ length: STOP_LIMITS.everyWeeksMax }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{intl.formatMessage({ id: 'stopForm.everyWeeks', defaultMessage: '{count, plural, one {Every week} other {Every # weeks}}' }, { count: n })}</option>)}
            </select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('fromDate', intl.formatMessage({ id: 'stopForm.from', defaultMessage: 'From' }), 'date')}
            {field('untilDate', intl.formatMessage({ id: 'stopForm.until', defaultMessage: 'Until (optional)' }), 'date', { setValueAs: blankAsNull })}
          </div>
        </>
      ) : (
        field('date', intl.formatMessage({ id: 'stopForm.date', defaultMessage: 'Date' }), 'date')
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('startTime', intl.formatMessage({ id: 'eventDetail.starts', defaultMessage: 'Starts' }), 'time')}
        {field('endTime', intl.formatMessage({ id: 'stopForm.ends', defaultMessage: 'Ends (earlier than the start: past midnight)' }), 'time')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{stop ? (
            pending ? <FormattedMessage id="common.saving" defaultMessage="Saving..." /> : <FormattedMessage id="stopForm.save" defaultMessage="Save Stop" />
          ) : pending ? (
            <FormattedMessage id="stopForm.adding" defaultMessage="Adding..." />
          ) : (
            <FormattedMessage id="stopForm.addButton" defaultMessage="Add Stop" />
          )}
        </Button>
        {stop ? <Button type="button" variant="outline" onClick={onDone}><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button> : null}
      </div>
    </form>
  );
}

/** Today's date in India, for the form's first from-date. */
export const indiaToday = () => indiaDay(Date.now());
