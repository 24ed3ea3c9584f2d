import { CLOSED_HOURS, WEEKDAYS, type ScheduleEntry, type Weekday } from '@dishrated/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { Input } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { toast } from '../../../../lib/toast';
import { useSaveSchedule } from '../../api/owner-mutations';

interface DayRow {
  day: Weekday;
  hours: string;
  location: string;
}

const toRows = (schedule: ScheduleEntry[]): DayRow[] =>
  WEEKDAYS.map((day) => {
    const entry = schedule.find((s) => s.day === day);
    return { day, hours: entry?.hours ?? '', location: entry?.location ?? '' };
  });

/** Monday to Sunday: hours as text (or Closed) and where the truck stands that day. */
export function ScheduleTab({ truckId, schedule }: { truckId: string; schedule: ScheduleEntry[] }) {
  const [rows, setRows] = useState(() => toRows(schedule));
  const save = useSaveSchedule(truckId, {
    onSuccess: () => toast.success('Schedule updated successfully'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update schedule')),
  });
  const update = (day: Weekday, change: Partial<DayRow>) => setRows((all) => all.map((r) => (r.day === day ? { ...r, ...change } : r)));
  const submit = () =>
    save.mutate({
      schedule: rows.filter((r) => r.hours.trim()).map((r) => ({ day: r.day, hours: r.hours.trim(), location: r.location.trim() || null })),
    });

  return (
    <form onSubmit={(e) => { e.preventDefault(); submit(); }} aria-label="Weekly schedule" className="space-y-3">
      <p className="text-sm text-gray-600">Write hours like “11:00 AM - 9:00 PM”. Days left empty show as not set.</p>
      <ul className="divide-y divide-gray-100 rounded-xl border border-gray-200">
        {rows.map((row) => {
          const closed = row.hours === CLOSED_HOURS;
          return (
            <li key={row.day} className="grid gap-2 p-3 sm:grid-cols-[7rem_1fr_1fr_auto] sm:items-center">
              <span className="font-medium text-gray-900">{row.day}</span>
              <Input aria-label={`${row.day} hours`} value={row.hours} disabled={closed} placeholder="e.g. 11:00 AM - 9:00 PM" onChange={(e) => update(row.day, { hours: e.target.value })} />
              <Input aria-label={`${row.day} location`} value={row.location} disabled={closed} placeholder="Where you park" onChange={(e) => update(row.day, { location: e.target.value })} />
              <label className="flex items-center gap-2 text-sm text-gray-700">
                <input type="checkbox" className="h-4 w-4 accent-brand-600" checked={closed} onChange={(e) => update(row.day, { hours: e.target.checked ? CLOSED_HOURS : '', location: '' })} />
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
