import { StopInputSchema, WEEKDAYS, indiaDay } from '@dishrated/shared';
import { useState } from 'react';
import { AddressSearch } from '../../../../components/address-search';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label } from '../../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useAddStop } from '../../api/owner-mutations';

const blankAsNull = (value: string) => value || null;

/**
 * Adds a stop: a place found by address, a time range, and either weekdays (a regular stop, from
 * a date, optionally until one) or a single date. Only the fields of the chosen kind are sent.
 */
export function StopForm({ truckId, today }: { truckId: string; today: string }) {
  const [kind, setKind] = useState<'regular' | 'once'>('regular');
  const [placeText, setPlaceText] = useState('');
  const form = useZodForm(StopInputSchema, {
    shouldUnregister: true,
    defaultValues: { label: '', startTime: '18:00', endTime: '22:00', weekdays: [], fromDate: today, date: today },
  });
  const add = useAddStop(truckId, {
    onSuccess: () => {
      toast.success('Stop added');
      form.reset();
      setPlaceText('');
    },
    onError: (error) => showSubmitError(form, error, { title: 'Error', fallback: 'Failed to add the stop', fields: ['label', 'weekdays', 'date', 'fromDate', 'untilDate', 'startTime', 'endTime'] }),
  });
  const { errors } = form.formState;
  const field = (name: 'label' | 'startTime' | 'endTime' | 'fromDate' | 'untilDate' | 'date', label: string, type = 'text', options = {}) => (
    <div>
      <Label htmlFor={`stop-${name}`}>{label}</Label>
      <Input id={`stop-${name}`} type={type} aria-invalid={Boolean(errors[name])} aria-describedby={errors[name] ? `stop-${name}-error` : undefined} {...form.register(name, options)} />
      <FieldError id={`stop-${name}-error`}>{errors[name]?.message}</FieldError>
    </div>
  );

  return (
    <form noValidate aria-label="Add a stop" className="space-y-4 rounded-xl border border-gray-200 p-4" onSubmit={form.handleSubmit((stop) => add.mutate(stop))}>
      <h4 className="font-semibold text-gray-900">Add a stop</h4>
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
      <Button type="submit" disabled={add.isPending}>{add.isPending ? 'Adding...' : 'Add Stop'}</Button>
    </form>
  );
}

/** Today's date in India, for the form's first from-date. */
export const indiaToday = () => indiaDay(Date.now());
