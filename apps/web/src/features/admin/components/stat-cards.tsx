import type { AdminDashboard } from '@dishrated/shared';
import { CalendarDays, ClipboardList, Clock, Percent } from 'lucide-react';
import { StatCards } from '../../../components/ui/stat-cards';

export function AdminStatCards({ stats }: { stats: AdminDashboard['stats'] | undefined }) {
  return (
    <StatCards
      cards={[
        { label: 'Pending Applications', icon: Clock, value: stats && String(stats.pendingApplications) },
        { label: 'This Month', icon: CalendarDays, value: stats && String(stats.monthlyApplications) },
        { label: 'Total Applications', icon: ClipboardList, value: stats && String(stats.totalApplications) },
        { label: 'Approval Rate', icon: Percent, value: stats && `${stats.approvalRate}%` },
      ]}
    />
  );
}
