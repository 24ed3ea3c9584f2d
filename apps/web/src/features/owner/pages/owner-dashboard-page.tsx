import { useQuery } from '@tanstack/react-query';
import { Plus, ShoppingBag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageSpinner, RequireAuth, useSession } from '../../../lib/auth';
import { ownerQueries } from '../api/owner-api';
import { MyTrucksTab } from '../components/dashboard/my-trucks-tab';
import { BookingsTab } from '../components/dashboard/bookings-tab';
import { OwnerEventsTab } from '../components/dashboard/owner-events-tab';
import { OwnerStatCards } from '../components/dashboard/stat-cards';

// Charts (recharts) load only when the Analytics tab is opened.
const AnalyticsTab = lazy(() => import('../components/dashboard/analytics-tab'));

function Dashboard() {
  const { user } = useSession();
  const intl = useIntl();
  const { data, isPending, isError, refetch } = useQuery(ownerQueries.dashboard());
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="account.ownerDashboard" defaultMessage="Owner Dashboard" /></h1>
          <p className="mt-1 text-gray-600">
            <FormattedMessage id="ownerDash.welcome" defaultMessage="Welcome back, {name}. Here is how your trucks are doing." values={{ name: user?.name ?? '' }} />
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/owner/orders"><ShoppingBag className="h-4 w-4" aria-hidden /> <FormattedMessage id="account.ownerOrders" defaultMessage="Orders" /></Link>
          </Button>
          <Button asChild>
            <Link to="/trucks/create"><Plus className="h-4 w-4" aria-hidden /> <FormattedMessage id="ownerDash.addTruck" defaultMessage="Add New Truck" /></Link>
          </Button>
        </div>
      </div>
      <div className="mt-6">
        <OwnerStatCards stats={data?.stats} />
      </div>
      <Tabs defaultValue="trucks" className="mt-8">
        <TabList aria-label={intl.formatMessage({ id: 'ownerDash.sections', defaultMessage: 'Dashboard sections' })} className="sm:inline-flex">
          <Tab value="trucks" className="flex-1 sm:flex-none sm:px-5"><FormattedMessage id="ownerDash.myTrucks" defaultMessage="My Trucks" /></Tab>
          <Tab value="events" className="flex-1 sm:flex-none sm:px-5"><FormattedMessage id="nav.events" defaultMessage="Events" /></Tab>
          <Tab value="analytics" className="flex-1 sm:flex-none sm:px-5"><FormattedMessage id="ownerDash.analytics" defaultMessage="Analytics" /></Tab>
          <Tab value="bookings" className="flex-1 sm:flex-none sm:px-5"><FormattedMessage id="ownerDash.bookings" defaultMessage="Bookings" /></Tab>
        </TabList>
        <TabPanel value="trucks" className="mt-6">
          {isPending ? (
            <PageSpinner label={intl.formatMessage({ id: 'queue.loadingTrucks', defaultMessage: 'Loading your trucks...' })} />
          ) : isError ? (
            <div role="alert" className="rounded-2xl border border-danger-200 bg-danger-50 p-6 text-center">
              <p className="text-danger-800"><FormattedMessage id="ownerDash.failed" defaultMessage="Failed to load dashboard data. Please try again." /></p>
              <Button variant="outline" className="mt-3" onClick={() => void refetch()}><FormattedMessage id="ownerDash.tryAgain" defaultMessage="Try again" /></Button>
            </div>
          ) : (
            <MyTrucksTab trucks={data.trucks} followersByTruck={data.followersByTruck} />
          )}
        </TabPanel>
        <TabPanel value="events" className="mt-6">
          {user ? <OwnerEventsTab ownerId={user.id} /> : null}
        </TabPanel>
        <TabPanel value="bookings" className="mt-6">
          <BookingsTab />
        </TabPanel>
        <TabPanel value="analytics" className="mt-6">
          <Suspense fallback={<PageSpinner label={intl.formatMessage({ id: 'ownerDash.loadingAnalytics', defaultMessage: 'Loading analytics...' })} />}>
            <AnalyticsTab />
          </Suspense>
        </TabPanel>
      </Tabs>
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
