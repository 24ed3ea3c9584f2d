import { FollowButton } from '../../features/follows';
import { ReviewsSection } from '../../features/reviews';
import { TruckDetailPage } from '../../features/trucks';

/** A truck's page with its reviews and Follow: features composed here, where routes may use any feature. */
export default function TruckDetailRoute() {
  return (
    <TruckDetailPage
      reviews={(truck, ownerId) => <ReviewsSection truckId={truck.id} truckOwnerId={ownerId} menu={truck.menu ?? []} />}
      follow={(truck) => <FollowButton truckId={truck.id} truckName={truck.name} />}
    />
  );
}
