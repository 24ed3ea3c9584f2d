import { lazy, Suspense } from 'react';
import type { TruckMapProps } from './truck-map';

// Leaflet is about 45 KB gzip: it loads only when a map is on screen.
const TruckMap = lazy(() => import('./truck-map'));

export function LazyTruckMap(props: TruckMapProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height ?? 400 }} className="animate-pulse rounded-2xl bg-gray-100" role="status" aria-label="Loading map" />}>
      <TruckMap {...props} />
    </Suspense>
  );
}
