import { DEFAULT_TRUCK_TIME_ZONE, openStateText, type Truck } from '@dishrated/shared';
import { useState } from 'react';
import { StatusBadge } from '../../../../components/truck/truck-bits';

/**
 * Whether the truck is open: its owner's status while they share the truck's live place (or when
 * it has no stops); otherwise its schedule, with when it opens or until when it is open.
 */
export function OpenState({ truck, now: at }: { truck: Truck; now?: number }) {
  const [now] = useState(() => at ?? Date.now());
  if (truck.isLocationSharingEnabled || !truck.schedule?.length) return <StatusBadge status={truck.status} />;
  const words = openStateText(truck, now, DEFAULT_TRUCK_TIME_ZONE);
  return (
    <>
      <StatusBadge status={truck.openNow ? 'open' : 'closed'} />
      {words ? <span className="text-gray-700">{words}</span> : null}
    </>
  );
}
