import { defaultOpenUntil, indiaDate, instantToIndiaLocal, type Truck } from '@dishrated/shared';
import { useId, useState } from 'react';
import { Button } from '../../../../components/ui/button';

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
        Open until
      </label>
      <input id={id} type="time" required value={time} onChange={(e) => setTime(e.target.value)} className="w-full rounded-md border border-gray-300 px-2 py-1.5 text-sm" />
      <p className="text-xs text-gray-600">
        {offered.reason === 'next-stop' ? `Your next stop starts at ${indiaDate(offered.until, 'time')} and carries on from there.` : 'Orders ahead can be picked up until then.'}
        {until && until - now > 12 * 3_600_000 ? ` That is ${indiaDate(until, 'weekday-date').split(',')[0]}.` : ''}
      </p>
      <div className="flex gap-2">
        <Button type="submit" size="sm" disabled={busy || !until}>
          Open now
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
