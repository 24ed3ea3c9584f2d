import { indiaDate, weekdayName, type Locale, type Stop, type StopInput } from '@dishrated/shared';
import { useIntl, type IntlShape } from 'react-intl';
import { useLocale } from '../../../../lib/i18n';

type StopTimes = Pick<Stop, 'date' | 'weekdays' | 'everyWeeks' | 'fromDate' | 'untilDate'>;

/** A stop's hours as the stops list writes them: '18:00–22:00'. */
export const timeRange = (stop: { startTime: string; endTime: string }) => `${stop.startTime}–${stop.endTime}`;

/** A weekday as the stops list shortens it: 'Mon', 'सोम'. */
const shortDay = (day: string, locale: Locale) => (locale === 'hi' ? weekdayName(day, 'hi').replace(/वार$/, '') : day.slice(0, 3));

/** How the stops list says dates and when a stop runs, in the page's language. */
export function useStopText() {
  const intl = useIntl();
  const locale = useLocale();
  return stopText(intl, locale);
}

function stopText(intl: IntlShape, locale: Locale) {
  /** A calendar date as the stops list writes it: 'Tue, 1 Dec, 2026'. */
  const dateText = (date: string) => indiaDate(`${date}T12:00:00+05:30`, 'weekday-short-date', locale);

  /** When a stop runs, in words: "Mon, Fri, every 2 weeks, from Tue, 1 Dec, 2026" or one date. */
  const whenText = (stop: StopTimes) => {
    if (stop.date) return dateText(stop.date);
    return intl.formatMessage(
      {
        id: 'stops.when',
        defaultMessage: '{days}{repeats, select, yes {, every {weeks} weeks} other {}}, from {from}{ends, select, yes { until {until}} other {}}',
      },
      {
        days: stop.weekdays.map((d) => shortDay(d, locale)).join(', '),
        repeats: stop.everyWeeks > 1 ? 'yes' : 'no',
        weeks: stop.everyWeeks,
        from: dateText(stop.fromDate!),
        ends: stop.untilDate ? 'yes' : 'no',
        until: stop.untilDate ? dateText(stop.untilDate) : '',
      },
    );
  };

  /** When a stop not yet saved (an imported one) runs, in the same words. */
  const inputWhenText = (stop: StopInput) =>
    whenText({ date: stop.date ?? null, weekdays: stop.weekdays ?? [], everyWeeks: stop.everyWeeks ?? 1, fromDate: stop.fromDate ?? null, untilDate: stop.untilDate ?? null });

  return { dateText, whenText, inputWhenText };
}
