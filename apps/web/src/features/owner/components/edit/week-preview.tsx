import { DEFAULT_TRUCK_TIME_ZONE, expandStops, indiaDate, indiaDay, type Stop, type StopException } from '@dishrated/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocale } from '../../../../lib/i18n';

const DAY_MS = 86_400_000;

/**
 * The coming seven days as visitors will see them: the stops expanded with the same rule the
 * truck page and search use, closed dates applied.
 */
export function WeekPreview({ stops, exceptions }: { stops: Stop[]; exceptions: StopException[] }) {
  const [now] = useState(() => Date.now());
  const intl = useIntl();
  const locale = useLocale();
  const occurrences = expandStops(stops, exceptions, { from: now, to: now + 7 * DAY_MS }, DEFAULT_TRUCK_TIME_ZONE);
  const days = Array.from({ length: 7 }, (_, i) => indiaDay(now + i * DAY_MS));
  return (
    <section aria-labelledby="week-preview" className="space-y-2">
      <h4 id="week-preview" className="font-semibold text-gray-900"><FormattedMessage id="weekPreview.heading" defaultMessage="Your coming week" /></h4>
      <ol aria-label={intl.formatMessage({ id: 'weekPreview.heading', defaultMessage: 'Your coming week' })} className="divide-y divide-gray-100 rounded-xl border border-gray-200 text-sm">
        {days.map((day, i) => {
          const today = occurrences.filter((o) => indiaDay(o.start) === day);
          return (
            <li key={day} className="flex flex-wrap gap-x-3 gap-y-1 p-3">
              <span className="w-28 shrink-0 font-medium text-gray-900">{i === 0 ? (
                  <FormattedMessage id="weekPreview.today" defaultMessage="Today" />
                ) : i === 1 ? (
                  <FormattedMessage id="weekPreview.tomorrow" defaultMessage="Tomorrow" />
                ) : (
                  indiaDate(`${day}T12:00:00+05:30`, 'weekday-date', locale).split(',')[0]
                )}</span>
              <span className="min-w-0 text-gray-700">
                {today.length === 0 ? (
                  <FormattedMessage id="weekPreview.notOut" defaultMessage="Not out" />
                ) : (
                  today.map((o) => intl.formatMessage({ id: 'weekPreview.stop', defaultMessage: '{place}, {start} – {end}' }, { place: o.label, start: indiaDate(o.start, 'time', locale), end: indiaDate(o.end, 'time', locale) })).join('; ')
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
