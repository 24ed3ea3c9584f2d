import { BellOff, BellRing } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePushState, useTurnOffPush, useTurnOnPush } from '../api/push-api';

const OFF_REASONS = {
  unsupported: 'Push is off in this browser: it cannot show notifications from websites. Your alerts still wait under the bell.',
  blocked: 'Push is off in this browser: notifications from DishRated are blocked in its site settings. Allow them there to get alerts here; until then they wait under the bell.',
} as const;

/** Push on this browser: its state, said plainly, and the switch (the browser asks permission only when tapped). */
export function PushSwitch() {
  const state = usePushState();
  const turnOn = useTurnOnPush({
    onSuccess: (now) => {
      if (now === 'on') toast.success('Push is on', 'This browser will show your alerts.');
    },
    onError: (error) => toast.error('Could not turn on push', errorMessage(error, 'This browser’s push service did not answer. Please try again later.')),
  });
  const turnOff = useTurnOffPush({ onError: (error) => toast.error('Could not turn off push', errorMessage(error, 'Please try again.')) });
  if (!state.data) return null;
  if (state.data === 'unsupported' || state.data === 'blocked') {
    return (
      <p className="flex gap-2 text-sm text-gray-700">
        <BellOff className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />
        {OFF_REASONS[state.data]}
      </p>
    );
  }
  const on = state.data === 'on';
  return (
    <div className="space-y-2">
      <p className="flex gap-2 text-sm text-gray-700">
        {on ? <BellRing className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden /> : <BellOff className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />}
        {on ? 'Push is on for this browser: alerts outside quiet hours show here.' : 'Push is off for this browser. Turn it on to get alerts even with DishRated closed.'}
      </p>
      {on ? (
        <Button variant="outline" size="sm" onClick={() => turnOff.mutate()} disabled={turnOff.isPending}>Turn off push</Button>
      ) : (
        <Button size="sm" onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>{turnOn.isPending ? 'Turning on push...' : 'Turn on push'}</Button>
      )}
      {/* Said here as well as in the toast, which may have gone by the time the user looks. */}
      {turnOn.isError ? <p role="alert" className="text-sm text-danger-700">{errorMessage(turnOn.error, 'This browser’s push service did not answer. Please try again later.')}</p> : null}
    </div>
  );
}
