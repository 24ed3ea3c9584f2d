import { useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Tabs } from 'radix-ui';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner, RequireAuth, useSession } from '../../../lib/auth';
import { ownerQueries } from '../api/owner-api';
import { MyTrucksTab } from '../components/dashboard/my-trucks-tab';
import { OwnerEventsTab } from '../components/dashboard/owner-events-tab';
import { OwnerStatCards } from '../components/dashboard/stat-cards';

// Charts (recharts) load only when the Analytics tab is opened.
const AnalyticsTab = lazy(() => import('../components/dashboard/analytics-tab'));

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-medium text-gray-600 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm cursor-pointer sm:flex-none sm:px-5';

function Dashboard() {
  const { user } = useSession();
  const { data, isPending, isError, refetch } = useQuery(ownerQueries.dashboard());
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">Owner Dashboard</h1>
          <p className="mt-1 text-gray-600">Welcome back, {user?.name}. Here is how your trucks are doing.</p>
        </div>
        <Button asChild>
          <Link to="/trucks/create"><Plus className="h-4 w-4" aria-hidden /> Add New Truck</Link>
        </Button>
      </div>
      <div className="mt-6">
        <OwnerStatCards stats={data?.stats} />
      </div>
      <Tabs.Root defaultValue="trucks" className="mt-8">
        <Tabs.List aria-label="Dashboard sections" className="flex gap-1 rounded-xl bg-gray-100 p-1 sm:inline-flex">
          <Tabs.Trigger value="trucks" className={tabClass}>My Trucks</Tabs.Trigger>
          <Tabs.Trigger value="events" className={tabClass}>Events</Tabs.Trigger>
          <Tabs.Trigger value="analytics" className={tabClass}>Analytics</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="trucks" className="mt-6">
          {isPending ? (
            <PageSpinner label="Loading your trucks..." />
          ) : isError ? (
            <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
              <p className="text-red-800">Failed to load dashboard data. Please try again.</p>
              <Button variant="outline" className="mt-3" onClick={() => void refetch()}>Try again</Button>
            </div>
          ) : (
            <MyTrucksTab trucks={data.trucks} />
          )}
        </Tabs.Content>
        <Tabs.Content value="events" className="mt-6">
          {user ? <OwnerEventsTab ownerId={user.id} /> : null}
        </Tabs.Content>
        <Tabs.Content value="analytics" className="mt-6">
          <Suspense fallback={<PageSpinner label="Loading analytics..." />}>
            <AnalyticsTab />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

export default function OwnerDashboardPage() {
  return (
    <RequireAuth roles={['owner']}>
      <Dashboard />
    </RequireAuth>
  );
}
