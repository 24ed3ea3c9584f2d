import { DEFAULT_TRUCK_TIME_ZONE, servingText, type Truck } from '@dishrated/shared';
import { Plus, Truck as TruckIcon } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useSetTruckStatus } from '../../api/owner-mutations';
import { OwnerTruckCard } from './owner-truck-card';

export function MyTrucksTab({ trucks, followersByTruck }: { trucks: Truck[]; followersByTruck: Record<string, number> }) {
  const intl = useIntl();
  const locale = useLocale();
  // English writes the state inside a sentence in lower case ("is now open until 11:00 pm").
  const inSentence = (state: string) => (locale === 'en' ? state.toLowerCase() : state);
  const setStatus = useSetTruckStatus({
    onSuccess: (truck) =>
      toast.success(
        truck.openNow ? intl.formatMessage({ id: 'ownerTruck.opened', defaultMessage: 'Truck opened' }) : intl.formatMessage({ id: 'ownerTruck.closed', defaultMessage: 'Truck closed' }),
        intl.formatMessage(
          { id: 'ownerTruck.nowState', defaultMessage: '{name} is now {state}.' },
          { name: truck.name, state: inSentence(servingText(truck, Date.now(), DEFAULT_TRUCK_TIME_ZONE, locale)) },
        ),
      ),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'ownerTruck.statusFailed', defaultMessage: 'Failed to update truck status' }))),
  });
  // The wait time the owner set stays as it is: reopening keeps it.
  const setOpen = (truck: Truck, open: { until?: string } | false) =>
    setStatus.mutate(open ? { truckId: truck.id, status: 'open', ...(open.until ? { until: open.until } : {}) } : { truckId: truck.id, status: 'closed' });

  if (trucks.length === 0) {
    return (
      <EmptyState
        title={intl.formatMessage({ id: 'ownerDash.noTrucks', defaultMessage: 'No trucks yet' })}
        icon={TruckIcon}
        heading="h3"
        className="border border-dashed border-gray-300 bg-white"
        action={<Button asChild><Link to="/trucks/create"><Plus className="h-4 w-4" aria-hidden /> <FormattedMessage id="ownerDash.addTruck" defaultMessage="Add New Truck" /></Link></Button>}
      >
        <FormattedMessage id="ownerDash.addFirst" defaultMessage="Add your first food truck so customers nearby can find your menu, hours and location." />
      </EmptyState>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {trucks.map((truck) => (
        <OwnerTruckCard key={truck.id} truck={truck} followers={followersByTruck[truck.id] ?? 0} onSetOpen={setOpen} toggling={setStatus.isPending && setStatus.variables?.truckId === truck.id} />
      ))}
    </div>
  );
}
