import { useIntl } from 'react-intl';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../lib/hydration';
import type { LocationPickerMapProps } from './location-picker-map';

// Leaflet loads only when a picker is on screen, and only in the browser (it needs the DOM).
const LocationPickerMap = lazy(() => import('./location-picker-map'));

export function LazyLocationPicker(props: LocationPickerMapProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const placeholder = <div style={{ height: props.height ?? 300 }} className="animate-pulse rounded-xl bg-gray-100" role="status" aria-label={intl.formatMessage({ id: 'map.loading', defaultMessage: 'Loading map' })} />;
  return hydrated ? <Suspense fallback={placeholder}><LocationPickerMap {...props} /></Suspense> : placeholder;
}
