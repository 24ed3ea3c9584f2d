import type { OwnerStats } from '@dishrated/shared';
import { CalendarDays, MessageSquare, Star, Truck as TruckIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import { StatCards } from '../../../../components/ui/stat-cards';

export function OwnerStatCards({ stats }: { stats: OwnerStats | undefined }) {
  const intl = useIntl();
  return (
    <StatCards
      cards={[
        { label: intl.formatMessage({ id: 'ownerStats.trucks', defaultMessage: 'Total Trucks' }), icon: TruckIcon, value: stats && String(stats.totalTrucks) },
        { label: intl.formatMessage({ id: 'ownerStats.reviews', defaultMessage: 'Total Reviews' }), icon: MessageSquare, value: stats && String(stats.totalReviews) },
        { label: intl.formatMessage({ id: 'ownerStats.rating', defaultMessage: 'Average Rating' }), icon: Star, value: stats && stats.averageRating.toFixed(1) },
        { label: intl.formatMessage({ id: 'ownerStats.events', defaultMessage: 'Upcoming Events' }), icon: CalendarDays, value: stats && String(stats.upcomingEvents) },
      ]}
    />
  );
}
