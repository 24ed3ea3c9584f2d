import type { OwnerStats } from '@dishrated/shared';
import { CalendarDays, MessageSquare, Star, Truck as TruckIcon } from 'lucide-react';
import { StatCards } from '../../../../components/ui/stat-cards';

export function OwnerStatCards({ stats }: { stats: OwnerStats | undefined }) {
  return (
    <StatCards
      cards={[
        { label: 'Total Trucks', icon: TruckIcon, value: stats && String(stats.totalTrucks) },
        { label: 'Total Reviews', icon: MessageSquare, value: stats && String(stats.totalReviews) },
        { label: 'Average Rating', icon: Star, value: stats && stats.averageRating.toFixed(1) },
        { label: 'Upcoming Events', icon: CalendarDays, value: stats && String(stats.upcomingEvents) },
      ]}
    />
  );
}
