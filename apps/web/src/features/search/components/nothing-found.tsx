import { SEARCH_LIMITS, type SearchResult } from '@dishrated/shared';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';

/** The address with `changes` applied (null removes a parameter), back at the first page. */
function addressWith(address: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(address);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  next.delete('page');
  return `?${next}`;
}

/** The next distance search offers above `radius`, or null at the widest. */
const widerRadius = (radius: number): number | null => SEARCH_LIMITS.radiusKm.options.find((km) => km > radius) ?? null;

/**
 * No dish found: says why and what to try: the closest dish name served anywhere ("Did you
 * mean"), and when nothing near the place serves it, how many trucks elsewhere do, with a wider
 * distance or all of India one tap away.
 */
export function NothingFound({ q, radius, data, address }: { q: string; radius: string | undefined; data: SearchResult; address: URLSearchParams }) {
  const km = Number(radius ?? SEARCH_LIMITS.radiusKm.default);
  const wider = data.place ? widerRadius(km) : null;
  return (
    <div className="mt-8 rounded-xl bg-gray-50 p-6 text-center sm:p-8">
      <SearchX className="mx-auto h-8 w-8 text-gray-400" aria-hidden />
      <p className="mt-2 font-semibold text-gray-900">{data.place ? `Nothing within ${km} km serves “${q}”.` : `No dishes found for “${q}”.`}</p>
      {data.didYouMean ? (
        <p className="mt-2 text-gray-800">
          Did you mean{' '}
          <Link to={addressWith(address, { q: data.didYouMean })} className="font-semibold text-brand-700 underline">
            {data.didYouMean}
          </Link>
          ?
        </p>
      ) : null}
      {data.trucksElsewhere > 0 ? (
        <p className="mt-2 text-sm text-gray-700">
          {data.trucksElsewhere === 1 ? '1 truck farther away serves it.' : `${data.trucksElsewhere} trucks farther away serve it.`}{' '}
          {wider ? (
            <Link to={addressWith(address, { radius: String(wider) })} className="font-medium text-brand-700 underline">
              Search within {wider} km
            </Link>
          ) : null}
          {wider ? ' or ' : null}
          <Link to={addressWith(address, { lat: null, lng: null, near: null, radius: null })} className="font-medium text-brand-700 underline">
            search all of India
          </Link>
        </p>
      ) : (
        <p className="mt-1 text-sm text-gray-600">Try another spelling, fewer filters or a wider distance.</p>
      )}
    </div>
  );
}
