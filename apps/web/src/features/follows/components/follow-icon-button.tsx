import { Heart } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { useFollow, useFollowing, useUnfollow } from '../api/follows-api';
import { FOLLOW_PARAM } from './follow-button';

/**
 * Follow as a heart, for truck cards and map popups. A visitor signs in and lands on the truck's
 * page, where the follow completes (the truck's own page says what following means).
 */
export function FollowIconButton({ truckId, truckName, className }: { truckId: string; truckName: string; className?: string }) {
  const { user } = useSession();
  const intl = useIntl();
  const navigate = useNavigate();
  const tryAgain = () => intl.formatMessage({ id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' });
  const following = useFollowing();
  const follow = useFollow({
    onSuccess: () =>
      toast.success(
        intl.formatMessage({ id: 'follow.following', defaultMessage: 'Following' }),
        intl.formatMessage({ id: 'follow.willTell', defaultMessage: 'We’ll tell you when {name} opens.' }, { name: truckName }),
      ),
    onError: (error) => toast.error(intl.formatMessage({ id: 'follow.couldNotFollow', defaultMessage: 'Could not follow' }), errorMessage(error, tryAgain())),
  });
  const unfollow = useUnfollow({
    onError: (error) => toast.error(intl.formatMessage({ id: 'follow.couldNotUnfollow', defaultMessage: 'Could not unfollow' }), errorMessage(error, tryAgain())),
  });
  const isFollowing = following.data?.some((t) => t.truckId === truckId) ?? false;

  function toggle() {
    if (!user) {
      toast.info(
        intl.formatMessage({ id: 'follow.signInToFollow', defaultMessage: 'Sign in to follow' }),
        intl.formatMessage({ id: 'follow.signInAndWeFollow', defaultMessage: 'Sign in and we’ll follow {name} for you.' }, { name: truckName }),
      );
      navigate('/login', { state: { from: `/trucks/${truckId}?${FOLLOW_PARAM}=1` } });
    } else if (isFollowing) unfollow.mutate(truckId);
    else follow.mutate({ truckId });
  }

  return (
    <Button
      size="sm"
      variant="ghost"
      onClick={toggle}
      disabled={follow.isPending || unfollow.isPending}
      aria-pressed={isFollowing}
      aria-label={intl.formatMessage({ id: 'follow.followName', defaultMessage: 'Follow {name}' }, { name: truckName })}
      title={
        isFollowing
          ? intl.formatMessage({ id: 'follow.tapToUnfollow', defaultMessage: 'Following: tap to unfollow' })
          : intl.formatMessage({ id: 'follow.follow', defaultMessage: 'Follow' })
      }
      className={cn(isFollowing ? 'text-brand-700' : 'text-gray-600', className)}
    >
      <Heart className={isFollowing ? 'h-4 w-4 fill-current' : 'h-4 w-4'} aria-hidden />
    </Button>
  );
}
