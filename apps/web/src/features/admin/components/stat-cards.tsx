import type { AdminDashboard } from '@dishrated/shared';
import { CalendarDays, ClipboardList, Clock, Percent } from 'lucide-react';
import { useIntl } from 'react-intl';
import { StatCards } from '../../../components/ui/stat-cards';

export function AdminStatCards({ stats }: { stats: AdminDashboard['stats'] | undefined }) {
  const intl = useIntl();
  return (
    <StatCards
      cards={[
        { label: intl.formatMessage({ id: 'admin.stats.pending', defaultMessage: 'Pending Applications' }), icon: Clock, value: stats && intl.formatNumber(stats.pendingApplications) },
        { label: intl.formatMessage({ id: 'admin.stats.month', defaultMessage: 'This Month' }), icon: CalendarDays, value: stats && intl.formatNumber(stats.monthlyApplications) },
        { label: intl.formatMessage({ id: 'admin.stats.total', defaultMessage: 'Total Applications' }), icon: ClipboardList, value: stats && intl.formatNumber(stats.totalApplications) },
        { label: intl.formatMessage({ id: 'admin.stats.approvalRate', defaultMessage: 'Approval Rate' }), icon: Percent, value: stats && `${stats.approvalRate}%` },
      ]}
    />
  );
}
