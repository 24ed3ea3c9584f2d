import { lazy, Suspense } from 'react';
import type { LocationPickerMapProps } from './location-picker-map';

// Leaflet loads only when a picker is on screen.
const LocationPickerMap = lazy(() => import('./location-picker-map'));

export function LazyLocationPicker(props: LocationPickerMapProps) {
  return (
    <Suspense fallback={<div style={{ height: props.height ?? 300 }} className="animate-pulse rounded-xl bg-gray-100" role="status" aria-label="Loading map" />}>
      <LocationPickerMap {...props} />
    </Suspense>
  );
}
