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
  const placeholder = <div style={{ height: props.height ?? 400 }} className="animate-pulse rounded-2xl bg-gray-100" role="status" aria-label={intl.formatMessage({ id: 'map.loading', defaultMessage: 'Loading map' })} />;
  return (
    <div ref={slot}>
      {hydrated && near ? (
        <Suspense fallback={placeholder}>
          <TruckMap {...props} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}
