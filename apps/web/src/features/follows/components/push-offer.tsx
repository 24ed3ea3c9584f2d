import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { usePushState, useTurnOnPush } from '../api/push-api';

const DISMISSED_KEY = 'dishrated.pushOffer';

/** "Not now" is remembered on this browser, so the offer does not follow every follow. */
export const pushOfferDismissed = () => {
  try {
    return localStorage.getItem(DISMISSED_KEY) === 'dismissed';
  } catch {
    return false;
  }
};

/**
 * Offered right after a follow (never on page load): push alerts on this browser. The browser's
 * own permission prompt comes only from tapping "Turn on".
 */
export function PushOffer({ truckName, onDone }: { truckName: string; onDone: () => void }) {
  const state = usePushState();
  const intl = useIntl();
  const turnOn = useTurnOnPush({
    onSuccess: (now) => {
      if (now === 'on') {
        toast.success(
          intl.formatMessage({ id: 'push.on', defaultMessage: 'Push is on' }),
          intl.formatMessage({ id: 'push.onText', defaultMessage: 'This browser will show your alerts.' }),
        );
      }
      onDone();
    },
    onError: (error) =>
      toast.error(
        intl.formatMessage({ id: 'push.failed', defaultMessage: 'Could not turn on push' }),
        errorMessage(error, intl.formatMessage({ id: 'push.failedText', defaultMessage: 'This browser’s push service did not answer. Please try again later.' })),
      ),
  });
  if (state.data !== 'off' || pushOfferDismissed()) return null;
  function notNow() {
    try {
      localStorage.setItem(DISMISSED_KEY, 'dismissed');
    } catch {
      // Private windows may refuse storage: the offer simply comes back next time.
    }
    onDone();
  }
  return (
    <div role="region" aria-label={intl.formatMessage({ id: 'push.region', defaultMessage: 'Push alerts' })} className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-gray-800">
      <p>
        <FormattedMessage id="push.offer" defaultMessage="Get a notification on this device when {name} opens, even with DishRated closed?" values={{ name: truckName }} />
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => turnOn.mutate()} disabled={turnOn.isPending}><FormattedMessage id="push.turnOn" defaultMessage="Turn on" /></Button>
        <Button size="sm" variant="ghost" onClick={notNow}><FormattedMessage id="push.notNow" defaultMessage="Not now" /></Button>
      </div>
    </div>
  );
}
