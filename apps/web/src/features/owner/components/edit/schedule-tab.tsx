import { CLOSED_HOURS, ScheduleFormSchema, WEEKDAYS, type ScheduleEntry } from '@dishrated/shared';
import { useWatch } from 'react-hook-form';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input } from '../../../../components/ui/input';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useSaveSchedule } from '../../api/owner-mutations';

const toRows = (schedule: ScheduleEntry[]) =>
  WEEKDAYS.map((day) => {
    const entry = schedule.find((s) => s.day === day);
    return { day, hours: entry?.hours ?? '', location: entry?.location ?? '' };
  });

/** Monday to Sunday: hours as text (or Closed) and where the truck stands that day. */
export function ScheduleTab({ truckId, schedule }: { truckId: string; schedule: ScheduleEntry[] }) {
  const form = useZodForm(ScheduleFormSchema, { defaultValues: { days: toRows(schedule) } });
  const rows = useWatch({ control: form.control, name: 'days' });
  const save = useSaveSchedule(truckId, {
    onSuccess: () => toast.success('Schedule updated successfully'),
    onError: (error) => showSubmitError(form, error, { title: 'Error', fallback: 'Failed to update schedule', fields: [] }),
  });
  const errors = form.formState.errors.days;

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))} aria-label="Weekly schedule" className="space-y-3">
      <p className="text-sm text-gray-600">Write hours like “11:00 AM - 9:00 PM”. Days left empty show as not set.</p>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {WEEKDAYS.map((day, i) => {
          const closed = rows[i]?.hours === CLOSED_HOURS;
          const hoursError = errors?.[i]?.hours?.message;
          const locationError = errors?.[i]?.location?.message;
          return (
            <li key={day} className="grid gap-2 p-3 sm:grid-cols-[7rem_1fr_1fr_auto] sm:items-start">
              <span className="font-medium text-gray-900 sm:pt-2">{day}</span>
              <div>
                <Input aria-label={`${day} hours`} aria-invalid={Boolean(hoursError)} readOnly={closed} placeholder="e.g. 11:00 AM - 9:00 PM" {...form.register(`days.${i}.hours`)} />
                <FieldError>{hoursError}</FieldError>
              </div>
              <div>
                <Input aria-label={`${day} location`} aria-invalid={Boolean(locationError)} readOnly={closed} placeholder="Where you park" {...form.register(`days.${i}.location`)} />
                <FieldError>{locationError}</FieldError>
              </div>
              <label className="flex items-center gap-2 text-sm text-gray-700 sm:pt-2">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-600"
                  checked={closed}
                  onChange={(e) => {
                    const opts = { shouldValidate: form.formState.isSubmitted };
                    form.setValue(`days.${i}.hours`, e.target.checked ? CLOSED_HOURS : '', opts);
                    form.setValue(`days.${i}.location`, '', opts);
                  }}
                />
                Closed
              </label>
            </li>
          );
        })}
      </ul>
      <Button type="submit" disabled={save.isPending}>{save.isPending ? 'Saving...' : 'Save Schedule'}</Button>
    </form>
  );
}
