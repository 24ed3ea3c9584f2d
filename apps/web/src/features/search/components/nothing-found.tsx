import { SEARCH_LIMITS, type SearchResult } from '@dishrated/shared';
import { SearchX } from 'lucide-react';
import { FormattedMessage } from 'react-intl';
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
      <p className="mt-2 font-semibold text-gray-900">
        {data.place ? (
          <FormattedMessage id="nothing.within" defaultMessage="Nothing within {km} km serves “{q}”." values={{ km, q }} />
        ) : (
          <FormattedMessage id="nothing.none" defaultMessage="No dishes found for “{q}”." values={{ q }} />
        )}
      </p>
      {data.didYouMean ? (
        <p className="mt-2 text-gray-800">
          <FormattedMessage
            id="nothing.didYouMean"
            defaultMessage="Did you mean <dish>{name}</dish>?"
            values={{
              name: data.didYouMean,
              dish: (chunks) => (
                <Link to={addressWith(address, { q: data.didYouMean })} className="font-semibold text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      ) : null}
      {data.trucksElsewhere > 0 ? (
        <p className="mt-2 text-sm text-gray-700">
          <FormattedMessage
            id="nothing.elsewhere"
            defaultMessage="{count, plural, one {# truck farther away serves it.} other {# trucks farther away serve it.}} {canWiden, select, yes {<widen>Search within {km} km</widen> or } other {}}<india>search all of India</india>"
            values={{
              count: data.trucksElsewhere,
              canWiden: wider ? 'yes' : 'no',
              km: wider ?? 0,
              widen: (chunks) => (
                <Link to={addressWith(address, { radius: String(wider) })} className="font-medium text-brand-700 underline">
                  {chunks}
                </Link>
              ),
              india: (chunks) => (
                <Link to={addressWith(address, { lat: null, lng: null, near: null, radius: null })} className="font-medium text-brand-700 underline">
                  {chunks}
                </Link>
              ),
            }}
          />
        </p>
      ) : (
        <p className="mt-1 text-sm text-gray-600"><FormattedMessage id="nothing.try" defaultMessage="Try another spelling, fewer filters or a wider distance." /></p>
      )}
    </div>
  );
}
