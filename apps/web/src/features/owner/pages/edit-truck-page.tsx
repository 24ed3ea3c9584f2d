import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, ExternalLink } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { StatusBadge } from '../../../components/truck/truck-bits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ApiError } from '../../../lib/api-client';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { ownerQueries } from '../api/owner-api';
import { AboutTab } from '../components/edit/about-tab';
import { BasicInfoTab } from '../components/edit/basic-info-tab';
import { ImagesTab } from '../components/edit/images-tab';
import { MenuTab } from '../components/edit/menu-tab';
import { ScheduleTab } from '../components/edit/schedule-tab';

const TABS = [
  ['menu', 'Menu'],
  ['images', 'Images'],
  ['schedule', 'Schedule'],
  ['about', 'About'],
  ['basic', 'Basic Info'],
] as const;
const tabClass =
  'shrink-0 rounded-lg px-3 py-2 text-sm font-medium text-gray-600 data-[state=active]:bg-white data-[state=active]:text-gray-900 data-[state=active]:shadow-sm cursor-pointer';

function TruckNotFound() {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-2xl font-bold text-gray-900">Truck not found</h1>
      <p className="mt-2 text-gray-600">This truck does not exist or is not one of yours.</p>
      <Button asChild className="mt-4"><Link to="/owner/dashboard"><ArrowLeft className="h-4 w-4" aria-hidden /> Back to dashboard</Link></Button>
    </div>
  );
}

function EditTruck({ id }: { id: string }) {
  const navigate = useNavigate();
  const { data: truck, isPending, error } = useQuery(ownerQueries.truck(id));
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageTitle(truck ? `Edit ${truck.name}` : 'Edit Truck');
  useEffect(() => {
    if (error && !notFound) {
      toast.error('Error', 'Failed to load truck data');
      navigate('/owner/dashboard', { replace: true });
    }
  }, [error, notFound, navigate]);

  if (isPending) return <PageSpinner label="Loading truck..." />;
  if (!truck) return <TruckNotFound />;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link to="/owner/dashboard" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to dashboard
      </Link>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-gray-900 sm:text-3xl">
            <span className="break-words">{truck.name}</span> <StatusBadge status={truck.status} />
          </h1>
          <p className="text-gray-600">{truck.cuisine}</p>
        </div>
        <Button asChild variant="outline" size="sm">
          <Link to={`/trucks/${truck.id}`}><ExternalLink className="h-4 w-4" aria-hidden /> View public page</Link>
        </Button>
      </div>
      <Tabs.Root defaultValue="menu" className="mt-6">
        <Tabs.List aria-label="Edit sections" className="flex gap-1 overflow-x-auto rounded-xl bg-gray-100 p-1">
          {TABS.map(([value, label]) => <Tabs.Trigger key={value} value={value} className={tabClass}>{label}</Tabs.Trigger>)}
        </Tabs.List>
        <Card className="mt-4 p-4 sm:p-6">
          <Tabs.Content value="menu"><MenuTab truckId={truck.id} menu={truck.menu ?? []} /></Tabs.Content>
          <Tabs.Content value="images"><ImagesTab truckId={truck.id} images={truck.images} /></Tabs.Content>
          <Tabs.Content value="schedule"><ScheduleTab truckId={truck.id} schedule={truck.schedule ?? []} /></Tabs.Content>
          <Tabs.Content value="about"><AboutTab truck={truck} /></Tabs.Content>
          <Tabs.Content value="basic"><BasicInfoTab truck={truck} /></Tabs.Content>
        </Card>
      </Tabs.Root>
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
