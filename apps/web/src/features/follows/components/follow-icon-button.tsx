import { Heart } from 'lucide-react';
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
  const navigate = useNavigate();
  const following = useFollowing();
  const follow = useFollow({
    onSuccess: () => toast.success('Following', `We’ll tell you when ${truckName} opens.`),
    onError: (error) => toast.error('Could not follow', errorMessage(error, 'Please try again.')),
  });
  const unfollow = useUnfollow({ onError: (error) => toast.error('Could not unfollow', errorMessage(error, 'Please try again.')) });
  const isFollowing = following.data?.some((t) => t.truckId === truckId) ?? false;

  function toggle() {
    if (!user) {
      toast.info('Sign in to follow', `Sign in and we’ll follow ${truckName} for you.`);
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
      aria-label={`Follow ${truckName}`}
      title={isFollowing ? 'Following: tap to unfollow' : 'Follow'}
      className={cn(isFollowing ? 'text-brand-700' : 'text-gray-600', className)}
    >
      <Heart className={isFollowing ? 'h-4 w-4 fill-current' : 'h-4 w-4'} aria-hidden />
    </Button>
  );
}
