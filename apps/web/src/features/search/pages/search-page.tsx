import { dishName, SEARCH_EXAMPLES, SEARCH_LIMITS, popularDish, type SearchHit } from '@dishrated/shared';
import { LocateFixed } from 'lucide-react';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useLocale } from '../../../lib/i18n';
import { getPosition } from '../../../lib/location-preferences';
import { usePageTitle } from '../../../lib/page-title';
import { toast } from '../../../lib/toast';
import { useSearchResults } from '../api/search-api';
import { DishHit } from '../components/dish-hit';
import { NothingFound } from '../components/nothing-found';
import { SearchFilters } from '../components/search-filters';

/** The parameters the API takes, as the address gives them (others ignored). */
const API_PARAMS = ['q', 'lat', 'lng', 'near', 'radius', 'openNow', 'diet', 'minPrice', 'maxPrice', 'spice', 'sort', 'page'] as const;

/** Hits grouped by dish (the same name at several trucks), in the order their best hit came. */
function byDish(items: SearchHit[]): Array<{ name: string; similar: boolean; hits: SearchHit[] }> {
  const groups = new Map<string, { name: string; similar: boolean; hits: SearchHit[] }>();
  for (const hit of items) {
    const key = hit.menuItem.name.trim().toLowerCase();
    const group = groups.get(key) ?? { name: hit.menuItem.name, similar: hit.match === 'similar', hits: [] };
    group.hits.push(hit);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Dish search results (/search?q=, and a popular dish's own page /dishes/{slug}): the dishes that
 * match, grouped by dish, each with the trucks serving it, filtered and sorted by the address.
 */
export default function SearchPage() {
  const { slug } = useParams();
  const intl = useIntl();
  const locale = useLocale();
  const dish = slug ? popularDish(slug) : null;
  const [address, setAddress] = useSearchParams();
  const params = useMemo(() => {
    const picked: Record<string, string> = {};
    for (const name of API_PARAMS) {
      const value = address.get(name);
      if (value) picked[name] = value.slice(0, SEARCH_LIMITS.queryMax);
    }
    if (dish) picked.q = dish.name;
    return picked;
  }, [address, dish]);
  const q = params.q ?? '';
  const results = useSearchResults(params, q.trim().length > 0);
  const dishTitle = dish ? intl.formatMessage({ id: 'search.dishNearYou', defaultMessage: '{dish} near you' }, { dish: dishName(dish.name, locale) }) : null;
  usePageTitle(dishTitle ?? (q ? intl.formatMessage({ id: 'search.titleFor', defaultMessage: '“{q}”: dishes' }, { q }) : intl.formatMessage({ id: 'search.label', defaultMessage: 'Search dishes' })));

  function change(name: string, value: string | null) {
    setAddress((current) => {
      const next = new URLSearchParams(current);
      if (value === null) next.delete(name);
      else next.set(name, value);
      next.delete('page');
      return next;
    });
  }

  async function searchNearMe() {
    try {
      const here = await getPosition(5 * 60_000);
      setAddress((current) => {
        const next = new URLSearchParams(current);
        next.set('lat', here.lat.toFixed(4));
        next.set('lng', here.lng.toFixed(4));
        next.delete('near');
        return next;
      });
    } catch {
      toast.error(
        intl.formatMessage({ id: 'search.locationUnavailable', defaultMessage: 'Location unavailable' }),
        intl.formatMessage({ id: 'search.allowLocation', defaultMessage: 'Allow location in your browser, or search a place by name.' }),
      );
    }
  }

  const data = results.data;
  const place = data?.place ?? null;
  const groups = data ? byDish(data.items) : [];
  const page = data?.page ?? 1;
  const pageLink = (n: number) => {
    const next = new URLSearchParams(address);
    next.set('page', String(n));
    return `?${next}`;
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold text-gray-900 sm:text-3xl">
        {dishTitle ?? (q ? <FormattedMessage id="search.matching" defaultMessage="Dishes matching “{q}”" values={{ q }} /> : <FormattedMessage id="search.label" defaultMessage="Search dishes" />)}
      </h1>
      <p className="mt-1 text-gray-600">
        {place ? (
          <FormattedMessage
            id="search.near"
            defaultMessage="Near {named, select, yes {{place}} other {you}}, within {km} km"
            values={{ named: place.name ? 'yes' : 'no', place: place.name ?? '', km: params.radius ?? SEARCH_LIMITS.radiusKm.default }}
          />
        ) : (
          <FormattedMessage id="search.acrossIndia" defaultMessage="Across India" />
        )}
        {data ? (
          <span className="ml-1">
            <FormattedMessage id="search.total" defaultMessage="· {count, plural, one {# dish} other {# dishes}}" values={{ count: data.total }} />
          </span>
        ) : null}
      </p>
      {!place ? (
        <Button variant="outline" size="sm" className="mt-3" onClick={() => void searchNearMe()}>
          <LocateFixed className="h-4 w-4" aria-hidden /> <FormattedMessage id="search.nearMe" defaultMessage="Near me" />
        </Button>
      ) : null}
      {q ? (
        <div className="mt-5 rounded-xl border border-gray-200 bg-white p-3">
          <SearchFilters params={address} onChange={change} hasPlace={Boolean(place)} />
        </div>
      ) : (
        <p className="mt-6 text-gray-700">
          <FormattedMessage id="search.typeADish" defaultMessage="Type a dish in the search box above: {examples}…" values={{ examples: SEARCH_EXAMPLES.map((example) => dishName(example, locale)).join(', ') }} />
        </p>
      )}

      {results.isLoading ? <p role="status" className="mt-8 text-gray-600"><FormattedMessage id="search.searching" defaultMessage="Searching…" /></p> : null}
      {data?.showingFor ? (
        <p role="status" className="mt-6 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <FormattedMessage
            id="search.showingFor"
            defaultMessage="Showing results for <strong>“{shown}”</strong>. No dish called “{q}” was found{here, select, yes { here} other {}}."
            values={{ shown: data.showingFor, q, here: place ? 'yes' : 'no', strong: (chunks) => <strong>{chunks}</strong> }}
          />
        </p>
      ) : null}
      {data && data.items.length === 0 ? <NothingFound q={q} radius={params.radius} data={data} address={address} /> : null}
      <div className="mt-6 space-y-6" aria-busy={results.isFetching}>
        {groups.map((group) => (
          <section key={group.name} aria-label={group.name} className="rounded-xl border border-gray-200 bg-white">
            <h2 className="border-b border-gray-100 px-3 py-2 text-lg font-bold text-gray-900">
              {group.name}
              <span className="ml-1 text-sm font-normal text-gray-500">
                <FormattedMessage id="search.trucksCount" defaultMessage="· {count, plural, one {# truck} other {# trucks}}" values={{ count: group.hits.length }} />
              </span>
              {group.similar && !data?.showingFor ? (
                <span className="ml-2 rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
                  <FormattedMessage id="search.similar" defaultMessage="Similar name" />
                </span>
              ) : null}
            </h2>
            <ul className="divide-y divide-gray-100">{group.hits.map((hit) => <DishHit key={hit.menuItem.id} hit={hit} />)}</ul>
          </section>
        ))}
      </div>
      {data && data.pages > 1 ? (
        <nav aria-label={intl.formatMessage({ id: 'search.pages', defaultMessage: 'Pages of results' })} className="mt-6 flex items-center justify-between">
          {page > 1 ? <Link to={pageLink(page - 1)} className="font-medium text-brand-700 hover:underline"><FormattedMessage id="common.previous" defaultMessage="Previous" /></Link> : <span />}
          <span className="text-sm text-gray-600"><FormattedMessage id="search.pageOf" defaultMessage="Page {page} of {pages}" values={{ page, pages: data.pages }} /></span>
          {page < data.pages ? <Link to={pageLink(page + 1)} className="font-medium text-brand-700 hover:underline"><FormattedMessage id="common.next" defaultMessage="Next" /></Link> : <span />}
        </nav>
      ) : null}
    </div>
  );
}
