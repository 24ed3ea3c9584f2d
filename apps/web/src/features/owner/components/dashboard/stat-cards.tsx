import type { OwnerStats } from '@dishrated/shared';
import { CalendarDays, MessageSquare, Star, Truck as TruckIcon } from 'lucide-react';
import { Card } from '../../../../components/ui/card';

const CARDS = [
  { key: 'totalTrucks', label: 'Total Trucks', icon: TruckIcon, format: (n: number) => String(n) },
  { key: 'totalReviews', label: 'Total Reviews', icon: MessageSquare, format: (n: number) => String(n) },
  { key: 'averageRating', label: 'Average Rating', icon: Star, format: (n: number) => n.toFixed(1) },
  { key: 'upcomingEvents', label: 'Upcoming Events', icon: CalendarDays, format: (n: number) => String(n) },
] as const;

export function StatCards({ stats }: { stats: OwnerStats | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, format }) => (
        <Card key={key} className="flex items-center gap-3 p-4">
          <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-orange-600 sm:flex">
            <Icon className="h-5 w-5" aria-hidden />
          </span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-gray-500 sm:text-sm">{label}</dt>
            <dd className="text-xl font-bold text-gray-900 sm:text-2xl">{stats ? format(stats[key]) : '–'}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
