import { useQuery } from '@tanstack/react-query';
import { ShieldAlert } from 'lucide-react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { lazy, Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ADMIN_SECTIONS } from '../../../lib/admin-sections';
import { PageSpinner, RequireAuth, useSession } from '../../../lib/auth';
import { adminQueries } from '../api/admin-api';
import { ApplicationsTab } from '../components/applications-tab';
import { BlogsTab } from '../components/blogs-tab';
import { CateringTab } from '../components/catering-tab';
import { ClaimsTab } from '../components/claims-tab';
import { ListingsTab } from '../components/listings-tab';
import { EventsTab } from '../components/events-tab';
import { MessagesTab } from '../components/messages-tab';
import { UndeliveredMail } from '../components/undelivered-mail';
import { ReportsTab } from '../components/reports-tab';
import { AdminStatCards } from '../components/stat-cards';
import { UsersTab } from '../components/users-tab';

// Charts (recharts) load only when the Overview tab is opened.
const OverviewTab = lazy(() => import('../components/overview-tab'));

function AccessDenied() {
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <ShieldAlert className="mx-auto h-12 w-12 text-danger-600" aria-hidden />
      <h1 className="mt-4 text-2xl font-bold text-gray-900"><FormattedMessage id="admin.denied" defaultMessage="Access Denied" /></h1>
      <p className="mt-2 text-gray-600"><FormattedMessage id="admin.deniedText" defaultMessage="You don't have permission to access this page." /></p>
      <Button asChild className="mt-6"><Link to="/"><FormattedMessage id="admin.backHome" defaultMessage="Back to Home" /></Link></Button>
    </div>
  );
}

/** How many wait in a tab, after its name: " (3)". */
function TabCount({ count }: { count: number }) {
  return count ? <FormattedMessage id="admin.tab.count" defaultMessage=" ({count, number})" values={{ count }} /> : null;
}

function Dashboard() {
  const intl = useIntl();
  const { data } = useQuery(adminQueries.dashboard());
  const [address, setAddress] = useSearchParams();
  const asked = address.get('tab');
  const section = asked && (ADMIN_SECTIONS as readonly string[]).includes(asked) ? asked : 'applications';
  const openReports = data?.openReports ?? 0;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 lg:px-8">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl"><FormattedMessage id="account.adminDashboard" defaultMessage="Admin Dashboard" /></h1>
      <p className="mt-1 text-gray-600"><FormattedMessage id="admin.lead" defaultMessage="Applications, people, posts and events: everything that needs a decision." /></p>
      <div className="mt-6"><AdminStatCards stats={data?.stats} /></div>
      {/* The open section is in the address: an editor's Back and Save return to it, and a reload keeps it. */}
      <Tabs value={section} onValueChange={(next) => setAddress({ tab: next }, { replace: true })} className="mt-8">
        <TabList aria-label={intl.formatMessage({ id: 'admin.sections', defaultMessage: 'Dashboard sections' })}>
          <Tab value="applications"><FormattedMessage id="admin.tab.applications" defaultMessage="Applications" /><TabCount count={data?.stats.pendingApplications ?? 0} /></Tab>
          <Tab value="users"><FormattedMessage id="admin.overview.users" defaultMessage="Users" /></Tab>
          <Tab value="blogs"><FormattedMessage id="admin.tab.blogs" defaultMessage="Blogs" /></Tab>
          <Tab value="events"><FormattedMessage id="admin.events.label" defaultMessage="Events" /></Tab>
          <Tab value="catering"><FormattedMessage id="admin.tab.catering" defaultMessage="Catering" /></Tab>
          <Tab value="claims"><FormattedMessage id="admin.tab.claims" defaultMessage="Claims" /><TabCount count={data?.pendingClaims ?? 0} /></Tab>
          <Tab value="listings"><FormattedMessage id="admin.tab.listings" defaultMessage="Listings" /></Tab>
          <Tab value="reports"><FormattedMessage id="admin.tab.reports" defaultMessage="Reports" /><TabCount count={openReports} /></Tab>
          <Tab value="messages"><FormattedMessage id="admin.tab.messages" defaultMessage="Messages" /></Tab>
          <Tab value="overview"><FormattedMessage id="admin.tab.overview" defaultMessage="Overview" /></Tab>
        </TabList>
        <TabPanel value="applications" className="mt-6"><ApplicationsTab /></TabPanel>
        <TabPanel value="users" className="mt-6"><UsersTab /></TabPanel>
        <TabPanel value="blogs" className="mt-6"><BlogsTab /></TabPanel>
        <TabPanel value="events" className="mt-6"><EventsTab /></TabPanel>
        <TabPanel value="catering" className="mt-6"><CateringTab /></TabPanel>
        <TabPanel value="claims" className="mt-6"><ClaimsTab /></TabPanel>
        <TabPanel value="listings" className="mt-6"><ListingsTab /></TabPanel>
        <TabPanel value="reports" className="mt-6"><ReportsTab /></TabPanel>
        <TabPanel value="messages" className="mt-6"><MessagesTab /><UndeliveredMail /></TabPanel>
        <TabPanel value="overview" className="mt-6">
          <Suspense fallback={<PageSpinner label={intl.formatMessage({ id: 'admin.overview.loading', defaultMessage: 'Loading overview...' })} />}><OverviewTab /></Suspense>
        </TabPanel>
      </Tabs>
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
