import { DEFAULT_TRUCK_TIME_ZONE, expandStops, indiaDate, indiaDay, type Stop, type StopException } from '@dishrated/shared';
import { useState } from 'react';

const DAY_MS = 86_400_000;

/**
 * The coming seven days as visitors will see them: the stops expanded with the same rule the
 * truck page and search use, closed dates applied.
 */
export function WeekPreview({ stops, exceptions }: { stops: Stop[]; exceptions: StopException[] }) {
  const [now] = useState(() => Date.now());
  const occurrences = expandStops(stops, exceptions, { from: now, to: now + 7 * DAY_MS }, DEFAULT_TRUCK_TIME_ZONE);
  const days = Array.from({ length: 7 }, (_, i) => indiaDay(now + i * DAY_MS));
  return (
    <section aria-labelledby="week-preview" className="space-y-2">
      <h4 id="week-preview" className="font-semibold text-gray-900">Your coming week</h4>
      <ol aria-label="Your coming week" className="divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm">
        {days.map((day, i) => {
          const today = occurrences.filter((o) => indiaDay(o.start) === day);
          return (
            <li key={day} className="flex flex-wrap gap-x-3 gap-y-1 p-3">
              <span className="w-28 shrink-0 font-medium text-gray-900">{i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : indiaDate(`${day}T12:00:00+05:30`, 'weekday-date').split(',')[0]}</span>
              <span className="min-w-0 text-gray-700">
                {today.length === 0 ? 'Not out' : today.map((o) => `${o.label}, ${indiaDate(o.start, 'time')} – ${indiaDate(o.end, 'time')}`).join('; ')}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
