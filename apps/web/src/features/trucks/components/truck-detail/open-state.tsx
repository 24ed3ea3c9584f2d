import { DEFAULT_TRUCK_TIME_ZONE, servingText, type Truck } from '@dishrated/shared';
import { useState } from 'react';
import { StatusBadge } from '../../../../components/truck/truck-bits';

/** Whether the truck is serving and until (or from) when, as the serving rule gave it. */
export function OpenState({ truck, now: at }: { truck: Pick<Truck, 'status' | 'openNow' | 'openUntil' | 'opensAt'>; now?: number }) {
  const [now] = useState(() => at ?? Date.now());
  const words = servingText(truck, now, DEFAULT_TRUCK_TIME_ZONE);
  return (
    <>
      <StatusBadge status={truck.status} />
      {words !== 'Closed' ? <span className="text-gray-700">{words}</span> : null}
    </>
  );
}
