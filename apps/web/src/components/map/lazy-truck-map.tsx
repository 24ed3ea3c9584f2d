import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { TruckMapProps } from './truck-map';

// Leaflet is about 45 KB gzip: it loads when the map's place comes near the screen.
const TruckMap = lazy(() => import('./truck-map'));

export function LazyTruckMap(props: TruckMapProps) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const placeholder = <div style={{ height: props.height ?? 400 }} className="animate-pulse rounded-2xl bg-gray-100" role="status" aria-label="Loading map" />;
  return (
    <div ref={slot}>
      {near ? (
        <Suspense fallback={placeholder}>
          <TruckMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
