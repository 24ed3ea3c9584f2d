import type { Truck } from '@dishrated/shared';
import { Plus, Truck as TruckIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { toast } from '../../../../lib/toast';
import { errorMessage } from '../../../../lib/api-client';
import { useSetTruckStatus } from '../../api/owner-mutations';
import { OwnerTruckCard } from './owner-truck-card';

/** Opening sets a typical wait; closing clears it (nobody waits at a closed truck). */
const DEFAULT_OPEN_WAIT = '10-15 min';

export function MyTrucksTab({ trucks }: { trucks: Truck[] }) {
  const setStatus = useSetTruckStatus({
    onSuccess: (truck) => toast.success(truck.status === 'open' ? 'Truck opened' : 'Truck closed', `${truck.name} is now ${truck.status === 'open' ? 'open' : 'closed'}.`),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to update truck status')),
  });
  const toggle = (truck: Truck) =>
    setStatus.mutate(
      truck.status === 'open'
        ? { truckId: truck.id, status: 'closed', waitTime: null }
        : { truckId: truck.id, status: 'open', waitTime: truck.waitTime ?? DEFAULT_OPEN_WAIT },
    );

  if (trucks.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-4 py-12 text-center">
        <TruckIcon className="h-12 w-12 text-gray-400" aria-hidden />
        <h3 className="mt-3 text-lg font-semibold text-gray-900">No trucks yet</h3>
        <p className="mt-1 max-w-sm text-sm text-gray-600">Add your first food truck so customers nearby can find your menu, hours and location.</p>
        <Button asChild className="mt-4">
          <Link to="/trucks/create"><Plus className="h-4 w-4" aria-hidden /> Add New Truck</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {trucks.map((truck) => (
        <OwnerTruckCard key={truck.id} truck={truck} onToggleOpen={toggle} toggling={setStatus.isPending && setStatus.variables?.truckId === truck.id} />
      ))}
    </div>
  );
}
