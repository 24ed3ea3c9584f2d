import { BellOff, BellRing } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { defineMessages } from '../../../lib/i18n';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePushState, useTurnOffPush, useTurnOnPush } from '../api/push-api';

const OFF_REASONS = defineMessages({
  unsupported: { id: 'push.unsupported', defaultMessage: 'Push is off in this browser: it cannot show notifications from websites. Your alerts still wait under the bell.' },
  blocked: {
    id: 'push.blocked',
    defaultMessage: 'Push is off in this browser: notifications from DishRated are blocked in its site settings. Allow them there to get alerts here; until then they wait under the bell.',
  },
});

/** Push on this browser: its state, said plainly, and the switch (the browser asks permission only when tapped). */
export function PushSwitch() {
  const state = usePushState();
  const intl = useIntl();
  const noAnswer = intl.formatMessage({ id: 'push.failedText', defaultMessage: 'This browser’s push service did not answer. Please try again later.' });
  const turnOn = useTurnOnPush({
    onSuccess: (now) => {
      if (now === 'on') toast.success(intl.formatMessage({ id: 'push.on', defaultMessage: 'Push is on' }), intl.formatMessage({ id: 'push.onText', defaultMessage: 'This browser will show your alerts.' }));
    },
    onError: (error) => toast.error(intl.formatMessage({ id: 'push.failed', defaultMessage: 'Could not turn on push' }), errorMessage(error, noAnswer)),
  });
  const turnOff = useTurnOffPush({
    onError: (error) => toast.error(intl.formatMessage({ id: 'push.offFailed', defaultMessage: 'Could not turn off push' }), errorMessage(error, intl.formatMessage({ id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' }))),
  });
  if (!state.data) return null;
  if (state.data === 'unsupported' || state.data === 'blocked') {
    return (
      <p className="flex gap-2 text-sm text-gray-700">
        <BellOff className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />
        <FormattedMessage {...OFF_REASONS[state.data]} />
      </p>
    );
  }
  const on = state.data === 'on';
  return (
    <div className="space-y-2">
      <p className="flex gap-2 text-sm text-gray-700">
        {on ? <BellRing className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden /> : <BellOff className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />}
        {on ? (
          <FormattedMessage id="push.onHere" defaultMessage="Push is on for this browser: alerts outside quiet hours show here." />
        ) : (
          <FormattedMessage id="push.offHere" defaultMessage="Push is off for this browser. Turn it on to get alerts even with DishRated closed." />
        )}
      </p>
      {on ? (
        <Button variant="outline" size="sm" onClick={() => turnOff.mutate()} disabled={turnOff.isPending}>
          <FormattedMessage id="push.turnOff" defaultMessage="Turn off push" />
        </Button>
      ) : (
        <Button size="sm" onClick={() => turnOn.mutate()} disabled={turnOn.isPending}>{turnOn.isPending ? <FormattedMessage id="push.turningOn" defaultMessage="Turning on push..." /> : <FormattedMessage id="push.turnOnPush" defaultMessage="Turn on push" />}</Button>
      )}
      {/* Said here as well as in the toast, which may have gone by the time the user looks. */}
      {turnOn.isError ? <p role="alert" className="text-sm text-danger-700">{errorMessage(turnOn.error, noAnswer)}</p> : null}
    </div>
  );
}
