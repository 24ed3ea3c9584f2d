import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner, RequireAuth, useSession } from '../../../lib/auth';
import { adminQueries } from '../api/admin-api';
import { ApplicationsTab } from '../components/applications-tab';
import { BlogsTab } from '../components/blogs-tab';
import { EventsTab } from '../components/events-tab';
import { MessagesTab } from '../components/messages-tab';
import { ReportsTab } from '../components/reports-tab';
import { AdminStatCards } from '../components/stat-cards';
import { UsersTab } from '../components/users-tab';

// Charts (recharts) load only when the Overview tab is opened.
const OverviewTab = lazy(() => import('../components/overview-tab'));

const tabClass =
  'shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-gray-700 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm cursor-pointer sm:px-4';

function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-red-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">Access Denied</h1>
      <p className="mt-2 text-gray-600">You don&apos;t have permission to access this page.</p>
      <Button asChild className="mt-6"><Link to="/">Back to Home</Link></Button>
    </div>
  );
}

function Dashboard() {
  const { data } = useQuery(adminQueries.dashboard());
  const openReports = data?.openReports ?? 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Admin Dashboard</h1>
      <p className="mt-1 text-gray-600">Applications, people, posts and events: everything that needs a decision.</p>
      <div className="mt-6"><AdminStatCards stats={data?.stats} /></div>
      <Tabs.Root defaultValue="applications" className="mt-8">
        <Tabs.List aria-label="Dashboard sections" className="flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1">
          <Tabs.Trigger value="applications" className={tabClass}>Applications{data?.stats.pendingApplications ? ` (${data.stats.pendingApplications})` : ''}</Tabs.Trigger>
          <Tabs.Trigger value="users" className={tabClass}>Users</Tabs.Trigger>
          <Tabs.Trigger value="blogs" className={tabClass}>Blogs</Tabs.Trigger>
          <Tabs.Trigger value="events" className={tabClass}>Events</Tabs.Trigger>
          <Tabs.Trigger value="reports" className={tabClass}>Reports{openReports ? ` (${openReports})` : ''}</Tabs.Trigger>
          <Tabs.Trigger value="messages" className={tabClass}>Messages</Tabs.Trigger>
          <Tabs.Trigger value="overview" className={tabClass}>Overview</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="applications" className="mt-6"><ApplicationsTab /></Tabs.Content>
        <Tabs.Content value="users" className="mt-6"><UsersTab /></Tabs.Content>
        <Tabs.Content value="blogs" className="mt-6"><BlogsTab /></Tabs.Content>
        <Tabs.Content value="events" className="mt-6"><EventsTab /></Tabs.Content>
        <Tabs.Content value="reports" className="mt-6"><ReportsTab /></Tabs.Content>
        <Tabs.Content value="messages" className="mt-6"><MessagesTab /></Tabs.Content>
        <Tabs.Content value="overview" className="mt-6">
          <Suspense fallback={<PageSpinner label="Loading overview..." />}><OverviewTab /></Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** Admins only: signed-out visitors go to /login; other roles see Access Denied. */
export default function AdminDashboardPage() {
  const { user } = useSession();
  if (user && user.role !== 'admin') return <AccessDenied />;
  return (
    <RequireAuth roles={['admin']}>
      <Dashboard />
    </RequireAuth>
  );
}
