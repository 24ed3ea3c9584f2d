import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs';
import { useEffect } from 'react';
import { cuisineName } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusBadge } from '../../../components/truck/truck-bits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { ownerQueries } from '../api/owner-api';
import { AboutTab } from '../components/edit/about-tab';
import { BasicInfoTab } from '../components/edit/basic-info-tab';
import { ImagesTab } from '../components/edit/images-tab';
import { MenuTab } from '../components/edit/menu-tab';
import { StopsEditor } from '../components/edit/stops-editor';

const TABS = defineMessages({
  menu: { id: 'editTruck.tab.menu', defaultMessage: 'Menu' },
  images: { id: 'editTruck.tab.images', defaultMessage: 'Images' },
  schedule: { id: 'editTruck.tab.schedule', defaultMessage: 'Schedule' },
  about: { id: 'editTruck.tab.about', defaultMessage: 'About' },
  basic: { id: 'editTruck.tab.basic', defaultMessage: 'Basic Info' },
});

function TruckNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-gray-900"><FormattedMessage id="editTruck.notFound" defaultMessage="Truck not found" /></h1>
      <p className="mt-2 text-gray-600"><FormattedMessage id="editTruck.notFoundText" defaultMessage="This truck does not exist or is not one of yours." /></p>
      <Button asChild className="mt-4"><Link to="/owner/dashboard"><ArrowLeft className="h-4 w-4" aria-hidden /> <FormattedMessage id="editTruck.back" defaultMessage="Back to dashboard" /></Link></Button>
    </div>
  );
}

function EditTruck({ id }: { id: string }) {
  const navigate = useNavigate();
  const intl = useIntl();
  const locale = useLocale();
  const { data: truck, isPending, error } = useQuery(ownerQueries.truck(id));
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageTitle(truck ? intl.formatMessage({ id: 'editTruck.titleOf', defaultMessage: 'Edit {name}' }, { name: truck.name }) : intl.formatMessage({ id: 'editTruck.title', defaultMessage: 'Edit Truck' }));
  useEffect(() => {
    if (error && !notFound) {
      toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), intl.formatMessage({ id: 'editTruck.loadFailed', defaultMessage: 'Failed to load truck data' }));
      navigate('/owner/dashboard', { replace: true });
    }
  }, [error, notFound, navigate, intl]);

  if (isPending) return <PageSpinner label={intl.formatMessage({ id: 'ownerTruck.loading', defaultMessage: 'Loading truck...' })} />;
  if (!truck) return <TruckNotFound />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/owner/dashboard" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900">
        <ArrowLeft className="h-4 w-4" aria-hidden /> <FormattedMessage id="editTruck.back" defaultMessage="Back to dashboard" />
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-gray-900 sm:text-3xl">
            <span className="break-words">{truck.name}</span> <StatusBadge status={truck.status} />
          </h1>
          <p className="text-gray-600">{cuisineName(truck.cuisine, locale)}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/trucks/${truck.id}`}><ExternalLink className="h-4 w-4" aria-hidden /> <FormattedMessage id="editTruck.viewPublic" defaultMessage="View public page" /></Link>
        </Button>
      </div>
      <Tabs defaultValue="menu" className="mt-6">
        <TabList aria-label={intl.formatMessage({ id: 'editTruck.sections', defaultMessage: 'Edit sections' })}>
          {(Object.keys(TABS) as Array<keyof typeof TABS>).map((value) => <Tab key={value} value={value}><FormattedMessage {...TABS[value]} /></Tab>)}
        </TabList>
        <Card className="mt-4 p-4 sm:p-6">
          <TabPanel value="menu"><MenuTab truckId={truck.id} menu={truck.menu ?? []} /></TabPanel>
          <TabPanel value="images"><ImagesTab truckId={truck.id} images={truck.images} /></TabPanel>
          <TabPanel value="schedule"><StopsEditor truckId={truck.id} /></TabPanel>
          <TabPanel value="about"><AboutTab truck={truck} /></TabPanel>
          <TabPanel value="basic"><BasicInfoTab truck={truck} /></TabPanel>
        </Card>
      </Tabs>
    </div>
  );
}

export default function EditTruckPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth roles={['owner', 'admin']}>
      <EditTruck id={id} />
    </RequireAuth>
  );
}
