import { ReviewsSection } from '../../features/reviews';
import { TruckDetailPage } from '../../features/trucks';

/** A truck's page with its reviews: two features composed here, where routes may use any feature. */
export default function TruckDetailRoute() {
  return <TruckDetailPage reviews={(truck, ownerId) => <ReviewsSection truckId={truck.id} truckOwnerId={ownerId} menu={truck.menu ?? []} />} />;
}
