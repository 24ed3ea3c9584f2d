import { STOP_LIMITS, StopInputSchema, WEEKDAYS, indiaDay, type Stop } from '@dishrated/shared';
import { useState } from 'react';
import { AddressSearch } from '../../../../components/address-search';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label } from '../../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../../lib/form';
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
  const [kind, setKind] = useState<'regular' | 'once'>(stop?.date ? 'once' : 'regular');
  const [placeText, setPlaceText] = useState(stop ? (stop.address ?? stop.label) : '');
  const form = useZodForm(StopInputSchema, {
    shouldUnregister: true,
    defaultValues: stop
      ? { label: stop.label, address: stop.address, latitude: stop.latitude, longitude: stop.longitude, startTime: stop.startTime, endTime: stop.endTime, weekdays: stop.weekdays, everyWeeks: stop.everyWeeks, fromDate: stop.fromDate ?? today, untilDate: stop.untilDate, date: stop.date ?? today }
      : { label: '', startTime: '18:00', endTime: '22:00', weekdays: [], everyWeeks: 1, fromDate: today, date: today },
  });
  const onError = (error: unknown) => showSubmitError(form, error, { title: 'Error', fallback: stop ? 'Failed to save the stop' : 'Failed to add the stop', fields: FIELDS });
  const add = useAddStop(truckId, {
    onSuccess: () => {
      toast.success('Stop added');
      form.reset();
      setPlaceText('');
    },
    onError,
  });
  const update = useUpdateStop(truckId, {
    onSuccess: () => {
      toast.success('Stop saved');
      onDone?.();
    },
    onError,
  });
  const pending = add.isPending || update.isPending;
  const title = stop ? `Edit stop ${stop.label}` : 'Add a stop';
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
      <h4 className="font-semibold text-gray-900">{stop ? 'Edit stop' : 'Add a stop'}</h4>
      {field('label', 'Place name')}
      <div>
        <AddressSearch
          embedded
          label="Find the place"
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
        <legend className="text-sm font-medium text-gray-900">How often</legend>
        <div className="mt-1 flex gap-4 text-sm">
          {(['regular', 'once'] as const).map((k) => (
            <label key={k} className="flex items-center gap-2">
              <input type="radio" name="stop-kind" className="accent-brand-600" checked={kind === k} onChange={() => setKind(k)} />
              {k === 'regular' ? 'Every week' : 'One day'}
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'regular' ? (
        <>
          <fieldset aria-describedby={errors.weekdays ? 'stop-weekdays-error' : undefined}>
            <legend className="text-sm font-medium text-gray-900">Days</legend>
            <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2 text-sm">
              {WEEKDAYS.map((day) => (
                <label key={day} className="flex items-center gap-2">
                  <input type="checkbox" value={day} className="h-4 w-4 accent-brand-600" {...form.register('weekdays')} />
                  {day}
                </label>
              ))}
            </div>
            <FieldError id="stop-weekdays-error">{errors.weekdays?.message}</FieldError>
          </fieldset>
          <div>
            <Label htmlFor="stop-everyWeeks">Repeats</Label>
            <select id="stop-everyWeeks" className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm" {...form.register('everyWeeks', { valueAsNumber: true })}>
              {Array.from({ length: STOP_LIMITS.everyWeeksMax }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{n === 1 ? 'Every week' : `Every ${n} weeks`}</option>)}
            </select>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {field('fromDate', 'From', 'date')}
            {field('untilDate', 'Until (optional)', 'date', { setValueAs: blankAsNull })}
          </div>
        </>
      ) : (
        field('date', 'Date', 'date')
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('startTime', 'Starts', 'time')}
        {field('endTime', 'Ends (earlier than the start: past midnight)', 'time')}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>{stop ? (pending ? 'Saving...' : 'Save Stop') : pending ? 'Adding...' : 'Add Stop'}</Button>
        {stop ? <Button type="button" variant="outline" onClick={onDone}>Cancel</Button> : null}
      </div>
    </form>
  );
}

/** Today's date in India, for the form's first from-date. */
export const indiaToday = () => indiaDay(Date.now());
