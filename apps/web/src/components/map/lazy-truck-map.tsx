import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/hydration';
import type { TruckMapProps } from './truck-map';

// Leaflet is about 45 KB gzip: it loads only when a map is on screen, and only in the browser
// (it needs the DOM, so a server-rendered page shows the placeholder until it runs).
const TruckMap = lazy(() => import('./truck-map'));

export function LazyTruckMap(props: TruckMapProps) {
  const hydrated = useHydrated();
  const placeholder = <div style={{ height: props.height ?? 400 }} className="animate-pulse rounded-2xl bg-gray-100" role="status" aria-label="Loading map" />;
  return hydrated ? <Suspense fallback={placeholder}><TruckMap {...props} /></Suspense> : placeholder;
}
