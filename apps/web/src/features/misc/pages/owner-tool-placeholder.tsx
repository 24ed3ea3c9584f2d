import { Wrench } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { RequireAuth } from '../../../lib/auth';

const TOOLS: Record<string, string> = {
  location: 'Live Location',
  'update-location': 'Update Location',
};

/**
 * Owner tools that link targets already point at (Edit Truck, Add Menu Items, location pages):
 * a real screen that says what is coming, for owners and admins, instead of "not found".
 */
export function OwnerToolPlaceholder({ tool }: { tool: keyof typeof TOOLS }) {
  const params = useParams();
  const truckId = params.id ?? params.truckId;
  return (
    <RequireAuth roles={['owner', 'admin']}>
      <div className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
        <Wrench className="h-14 w-14 text-teal-600" aria-hidden />
        <h1 className="mt-4 text-3xl font-bold text-gray-900">{TOOLS[tool]}</h1>
        <p className="mt-2 max-w-md text-gray-600">
          This owner tool is being built. Until it arrives, your menu, schedule and location stay as they are.
        </p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {truckId ? (
            <Button asChild variant="outline"><Link to={`/trucks/${truckId}`}>Back to the truck</Link></Button>
          ) : null}
          <Button asChild><Link to="/owner/dashboard">Owner Dashboard</Link></Button>
        </div>
      </div>
    </RequireAuth>
  );
}

export const TruckLocationPlaceholder = () => <OwnerToolPlaceholder tool="location" />;
export const UpdateLocationPlaceholder = () => <OwnerToolPlaceholder tool="update-location" />;
