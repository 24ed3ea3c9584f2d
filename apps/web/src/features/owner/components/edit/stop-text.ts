import { indiaDate, type Stop, type StopInput } from '@dishrated/shared';

/** A calendar date as the stops list writes it: 'Tue, 1 Dec, 2026'. */
export const dateText = (date: string) => indiaDate(`${date}T12:00:00+05:30`, 'weekday-short-date');

/** When a stop runs, in words: "Mon, Fri, every 2 weeks, from Tue, 1 Dec, 2026" or one date. */
export function whenText(stop: Pick<Stop, 'date' | 'weekdays' | 'everyWeeks' | 'fromDate' | 'untilDate'>) {
  if (stop.date) return dateText(stop.date);
  const days = stop.weekdays.map((d) => d.slice(0, 3)).join(', ');
  const every = stop.everyWeeks > 1 ? `, every ${stop.everyWeeks} weeks` : '';
  const until = stop.untilDate ? ` until ${dateText(stop.untilDate)}` : '';
  return `${days}${every}, from ${dateText(stop.fromDate!)}${until}`;
}

/** When a stop not yet saved (an imported one) runs, in the same words. */
export const inputWhenText = (stop: StopInput) =>
  whenText({ date: stop.date ?? null, weekdays: stop.weekdays ?? [], everyWeeks: stop.everyWeeks ?? 1, fromDate: stop.fromDate ?? null, untilDate: stop.untilDate ?? null });
