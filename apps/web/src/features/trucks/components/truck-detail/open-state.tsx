import { DEFAULT_TRUCK_TIME_ZONE, servingMoment, servingText, type Truck } from '@dishrated/shared';
import { useState } from 'react';
import { StatusBadge } from '../../../../components/truck/truck-bits';
import { useLocale } from '../../../../lib/i18n';

/** Whether the truck is serving and until (or from) when, as the serving rule gave it. */
export function OpenState({ truck, now: at }: { truck: Pick<Truck, 'status' | 'openNow' | 'openUntil' | 'opensAt'>; now?: number }) {
  const [now] = useState(() => at ?? Date.now());
  const locale = useLocale();
  // The badge alone says it when there is nothing more to say (closed, or hours unknown).
  const kind = servingMoment(truck, now, DEFAULT_TRUCK_TIME_ZONE).kind;
  return (
    <>
      <StatusBadge status={truck.status} />
      {kind === 'closed' || kind === 'unknown' ? null : <span className="text-gray-700">{servingText(truck, now, DEFAULT_TRUCK_TIME_ZONE, locale)}</span>}
    </>
  );
}
