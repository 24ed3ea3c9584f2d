import { defaultOpenUntil, indiaDate, instantToIndiaLocal, type Truck } from '@dishrated/shared';
import { useId, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { useLocale } from '../../../../lib/i18n';

/** The India-time clock time (HH:MM) of an instant. */
const clockOf = (instant: number) => instantToIndiaLocal(new Date(instant).toISOString()).slice(11, 16);

/** The next instant after `now` at which India's clock reads `time` (today, or tomorrow when that has passed). */
function nextAtClock(time: string, now: number): number {
  const today = instantToIndiaLocal(new Date(now).toISOString()).slice(0, 10);
  const at = Date.parse(`${today}T${time}:00+05:30`);
  return at > now ? at : at + 86_400_000;
}

/**
 * Opening a truck with no stop running needs an end, which is also the last pickup: two hours,
 * or the next stop's start if sooner, is offered; the owner may choose another time.
 */
export function OpenUntilForm({ truck, onOpen, onCancel, busy }: { truck: Truck; onOpen: (until: string) => void; onCancel: () => void; busy: boolean }) {
  const id = useId();
  const locale = useLocale();
  const [now] = useState(() => Date.now());
  const offered = defaultOpenUntil(now, truck.nextStop ? Date.parse(truck.nextStop.start) : null);
  const [time, setTime] = useState(() => clockOf(offered.until));
  const until = time ? nextAtClock(time, now) : null;
  return (
    <form
      className="col-span-full space-y-2 rounded-lg border border-gray-200 bg-gray-50 p-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (until) onOpen(new Date(until).toISOString());
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        <FormattedMessage id="openUntil.label" defaultMessage="Open until" />
      </label>
      <input id={id} type="time" required value={time} onChange={(e) => setTime(e.target.value)} className="w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm" />
      <p className="text-xs text-gray-600">
        {offered.reason === 'next-stop' ? (
          <FormattedMessage id="openUntil.nextStop" defaultMessage="Your next stop starts at {time} and carries on from there." values={{ time: indiaDate(offered.until, 'time', locale) }} />
        ) : (
          <FormattedMessage id="openUntil.orders" defaultMessage="Orders ahead can be picked up until then." />
        )}
        {until && until - now > 12 * 3_600_000 ? (
          <span className="ml-1">
            <FormattedMessage id="openUntil.thatIs" defaultMessage="That is {day}." values={{ day: indiaDate(until, 'weekday-date', locale).split(',')[0] }} />
          </span>
        ) : null}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !until}>
          <FormattedMessage id="ownerTruck.openNow" defaultMessage="Open now" />
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          <FormattedMessage id="common.cancel" defaultMessage="Cancel" />
        </Button>
      </div>
    </form>
  );
}
