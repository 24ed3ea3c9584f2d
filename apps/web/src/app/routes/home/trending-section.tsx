import { cuisineName, TRENDING_LIMIT } from '@dishrated/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { TruckFollowSlot } from '../../../components/truck/truck-follow-slot';
import { Button } from '../../../components/ui/button';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { PositionAge } from '../../../components/truck/position-age';
import { Rating, StatusBadge, TruckImage } from '../../../components/truck/truck-bits';
import { truckQueries, type TrendingView } from '../../../features/trucks';

/** Each chip is a list the server makes: another order of every truck, or one cuisine's trending trucks. */
const words = defineMessages({
  all: { id: 'home.trending.all', defaultMessage: 'All' },
  topRated: { id: 'home.trending.topRated', defaultMessage: 'Top Rated' },
  newest: { id: 'home.trending.newest', defaultMessage: 'New Arrivals' },
  failed: { id: 'home.trending.failed', defaultMessage: 'Failed to load trending food trucks. Please try again.' },
  filter: { id: 'home.trending.filter', defaultMessage: 'Trending filter' },
  loading: { id: 'home.trending.loading', defaultMessage: 'Loading trending trucks' },
  viewDetailsOf: { id: 'truck.viewDetailsOf', defaultMessage: 'View Details: {name}' },
});

const CHIPS: ReadonlyArray<{ label: MessageDescriptor | null; view: TrendingView }> = [
  { label: words.all, view: {} },
  { label: words.topRated, view: { order: 'top-rated' } },
  { label: words.newest, view: { order: 'newest' } },
  // A cuisine's chip is its name.
  { label: null, view: { cuisine: 'Vegan' } },
  { label: null, view: { cuisine: 'Dessert' } },
];

export function TrendingSection() {
  const intl = useIntl();
  const locale = useLocale();
  const [chip, setChip] = useState(CHIPS[0]!);
  const trending = useQuery({
    ...truckQueries.trending(TRENDING_LIMIT, chip.view),
    // The last list stays while the next chip's loads, instead of a spinner in its place.
    placeholderData: keepPreviousData,
    meta: { errorToast: { message: intl.formatMessage(words.failed), serverMessageFirst: false } },
  });


  return (
    <section aria-labelledby="trending-heading" className="render-near-screen [contain-intrinsic-size:auto_900px] bg-brand-50/60">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <h2 id="trending-heading" className="text-3xl font-bold text-gray-900"><FormattedMessage id="home.trending.title" defaultMessage="Trending Food Trucks" /></h2>
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label={intl.formatMessage(words.filter)}>
          {CHIPS.map((c) => (
            <button key={c.label?.id ?? c.view.cuisine} type="button" aria-pressed={chip === c} onClick={() => setChip(c)} className={cn('rounded-full px-4 py-1.5 text-sm font-medium cursor-pointer', chip === c ? 'bg-brand-700 text-white' : 'bg-white text-gray-700 ring-1 ring-gray-200 hover:bg-brand-100')}>
              {c.label ? <FormattedMessage {...c.label} /> : cuisineName(c.view.cuisine!, locale)}
            </button>
          ))}
        </div>
        {trending.isLoading ? (
          <div role="status" className="mt-8 flex justify-center"><span className="h-8 w-8 animate-spin rounded-full border-4 border-brand-600 border-t-transparent" aria-label={intl.formatMessage(words.loading)} /></div>
        ) : (trending.data ?? []).length === 0 ? (
          <p className="mt-8 text-gray-600">{chip.view.cuisine ? (
              <FormattedMessage id="home.trending.noCuisine" defaultMessage="No {cuisine} trucks yet." values={{ cuisine: cuisineName(chip.view.cuisine, locale) }} />
            ) : (
              <FormattedMessage id="home.trending.none" defaultMessage="No trending trucks found." />
            )}</p>
        ) : (
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {trending.data!.map((truck, i) => (
              <li key={truck.id} className="animate-[fadeInUp_0.5s_ease-out_both] overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-gray-100" style={{ animationDelay: `${i * 0.15}s` }}>
                <TruckImage src={truck.image} alt={truck.name} className="h-44 w-full object-cover" />
                <div className="p-4">
                  <div className="flex items-start justify-between gap-2">
                    <h3 className="font-semibold text-gray-900"><Link to={`/trucks/${truck.id}`} className="hover:text-brand-700">{truck.name}</Link></h3>
                    <StatusBadge status={truck.status} />
                  </div>
                  <p className="text-sm text-gray-600">{cuisineName(truck.cuisine, locale)}</p>
                  <p className="text-xs"><PositionAge lastLocationUpdate={truck.lastLocationUpdate} /></p>
                  <div className="mt-3 flex items-center justify-between">
                    <Rating value={truck.rating} count={truck.reviewCount} />
                    <span className="flex items-center gap-1">
                      <TruckFollowSlot truck={truck} />
                      <Link to={`/trucks/${truck.id}`} className="text-sm font-semibold text-brand-700 hover:underline" aria-label={intl.formatMessage(words.viewDetailsOf, { name: truck.name })}>
                        <FormattedMessage id="truck.viewDetails" defaultMessage="View Details" />
                      </Link>
                    </span>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        <div className="mt-8"><Button asChild variant="outline"><Link to="/find-trucks"><FormattedMessage id="home.trending.exploreAll" defaultMessage="Explore All Trending Trucks" /></Link></Button></div>
      </div>
    </section>
  );
}
