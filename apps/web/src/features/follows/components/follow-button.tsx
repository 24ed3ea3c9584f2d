import { Heart } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useFollow, useFollowing, useUnfollow } from '../api/follows-api';
import { PushOffer } from './push-offer';

const words = defineMessages({
  following: { id: 'follow.following', defaultMessage: 'Following' },
  follow: { id: 'follow.follow', defaultMessage: 'Follow' },
  willTell: { id: 'follow.willTell', defaultMessage: 'We’ll tell you when {name} opens.' },
  couldNotFollow: { id: 'follow.couldNotFollow', defaultMessage: 'Could not follow' },
  couldNotUnfollow: { id: 'follow.couldNotUnfollow', defaultMessage: 'Could not unfollow' },
  tryAgain: { id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' },
  signInToFollow: { id: 'follow.signInToFollow', defaultMessage: 'Sign in to follow' },
  signInAndWeFollow: { id: 'follow.signInAndWeFollow', defaultMessage: 'Sign in and we’ll follow {name} for you.' },
});

/** The query a signed-out visitor's Follow leaves on the page they return to after signing in. */
export const FOLLOW_PARAM = 'follow';

/**
 * Follow (or unfollow) a truck. A visitor is asked to sign in first and, back on the truck's
 * page, the follow completes by itself.
 */
export function FollowButton({ truckId, truckName }: { truckId: string; truckName: string }) {
  const { user } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const following = useFollowing();
  const [offerPush, setOfferPush] = useState(false);
  const follow = useFollow({
    onSuccess: () => {
      toast.success(intl.formatMessage(words.following), intl.formatMessage(words.willTell, { name: truckName }));
      setOfferPush(true);
    },
    onError: (error) => toast.error(intl.formatMessage(words.couldNotFollow), errorMessage(error, intl.formatMessage(words.tryAgain))),
  });
  const unfollow = useUnfollow({ onError: (error) => toast.error(intl.formatMessage(words.couldNotUnfollow), errorMessage(error, intl.formatMessage(words.tryAgain))) });
  const isFollowing = following.data?.some((t) => t.truckId === truckId) ?? false;

  // Back from signing in to follow: follow once, and take the request out of the address.
  const completed = useRef(false);
  const pending = params.get(FOLLOW_PARAM) === '1';
  useEffect(() => {
    if (!pending || !user || completed.current) return;
    completed.current = true;
    follow.mutate({ truckId });
    setParams((current) => {
      current.delete(FOLLOW_PARAM);
      return current;
    }, { replace: true });
  }, [pending, user, truckId, follow, setParams]);

  function toggle() {
    if (!user) {
      toast.info(intl.formatMessage(words.signInToFollow), intl.formatMessage(words.signInAndWeFollow, { name: truckName }));
      navigate('/login', { state: { from: `${location.pathname}?${FOLLOW_PARAM}=1` } });
      return;
    }
    if (isFollowing) unfollow.mutate(truckId);
    else follow.mutate({ truckId });
  }

  const busy = follow.isPending || unfollow.isPending;
  return (
    <div className="space-y-2">
      <Button variant={isFollowing ? 'secondary' : 'outline'} onClick={toggle} disabled={busy} aria-pressed={isFollowing}>
        <Heart className={isFollowing ? 'h-4 w-4 fill-current' : 'h-4 w-4'} aria-hidden />
        <FormattedMessage {...(isFollowing ? words.following : words.follow)} />
      </Button>
      {offerPush && isFollowing && <PushOffer truckName={truckName} onDone={() => setOfferPush(false)} />}
    </div>
  );
}
