import { useIntl } from 'react-intl';
import { lazy, Suspense, useRef } from 'react';
import { useHydrated } from '../../lib/hydration';
import { useNearViewport } from '../../lib/use-near-viewport';
import type { TruckMapProps } from './truck-map';

// Leaflet is about 45 KB gzip: it loads when the map's place comes near the screen, and only in
// the browser (it needs the DOM, so a page rendered by the server shows the placeholder until then).
const TruckMap = lazy(() => import('./truck-map'));

export function LazyTruckMap(props: TruckMapProps) {
  const intl = useIntl();
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  const hydrated = useHydrated();
  const box = { height: props.height ?? 400 };
  // Says it is loading only while it is: a map far down the page keeps its place, silently, until scrolled near.
  const loading = <div style={box} className="animate-pulse rounded-2xl bg-gray-100" role="status" aria-label={intl.formatMessage({ id: 'map.loading', defaultMessage: 'Loading map' })} />;
  return (
    <div ref={slot}>
      {hydrated && near ? (
        <Suspense fallback={loading}>
          <TruckMap {...props} />
        </Suspense>
      ) : hydrated ? (
        <div style={box} className="rounded-2xl bg-gray-100" aria-hidden data-map-placeholder />
      ) : (
        loading
      )}
    </div>
  );
}
