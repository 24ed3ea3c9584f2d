import type { AdminDashboard } from '@dishrated/shared';
import { CalendarDays, ClipboardList, Clock, Percent } from 'lucide-react';
import { Card } from '../../../components/ui/card';

const CARDS = [
  { key: 'pendingApplications', label: 'Pending Applications', icon: Clock, format: (n: number) => String(n) },
  { key: 'monthlyApplications', label: 'This Month', icon: CalendarDays, format: (n: number) => String(n) },
  { key: 'totalApplications', label: 'Total Applications', icon: ClipboardList, format: (n: number) => String(n) },
  { key: 'approvalRate', label: 'Approval Rate', icon: Percent, format: (n: number) => `${n}%` },
] as const;

export function AdminStatCards({ stats }: { stats: AdminDashboard['stats'] | undefined }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, icon: Icon, format }) => (
        <Card key={key} className="flex items-center gap-3 p-4">
          <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-orange-700 sm:flex"><Icon className="h-5 w-5" aria-hidden /></span>
          <div className="min-w-0">
            <dt className="text-xs font-medium text-gray-600 sm:text-sm">{label}</dt>
            <dd className="text-xl font-bold text-gray-900 sm:text-2xl">{stats ? format(stats[key]) : '–'}</dd>
          </div>
        </Card>
      ))}
    </dl>
  );
}
