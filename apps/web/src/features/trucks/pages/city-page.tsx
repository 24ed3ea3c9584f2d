import { CITY_PAGES, cityBySlug, placeName } from '@dishrated/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams, useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { useLocale } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { cityListParams, truckQueries } from '../api/trucks-api';
import { CityLinks } from '../components/city-links';
import { TruckCard } from '../components/truck-card';

/**
 * A city's food trucks (/trucks/in/{city}), nearest the centre first, a page at a time by plain
 * links: what a visitor without a location, and a search engine, can browse to every truck by.
 */
export default function CityPage() {
  const { city: slug } = useParams();
  const city = slug ? cityBySlug(slug) : undefined;
  const [address] = useSearchParams();
  const page = Math.max(1, Math.min(500, Number(address.get('page')) || 1));
  const { data, isPending } = useQuery({ ...truckQueries.list(cityListParams(city ?? CITY_PAGES[0]!, page)), enabled: city !== undefined, placeholderData: keepPreviousData });
  const intl = useIntl();
  const locale = useLocale();
  const cityName = city ? placeName(city.name, locale) : '';
  usePageTitle(city ? intl.formatMessage({ id: 'city.title', defaultMessage: 'Food trucks in {city}' }, { city: cityName }) : null);
  if (!city) {
    return (
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <EmptyState
          heading="p"
          title={intl.formatMessage({ id: 'city.unknown', defaultMessage: 'We do not list this city' })}
          action={
            <Link className="font-semibold text-brand-700 hover:underline" to="/find-trucks">
              <FormattedMessage id="city.findNear" defaultMessage="Find trucks near you" />
            </Link>
          }
        />
        <CityLinks />
      </div>
    );
  }

  const pages = data?.pagination.totalPages ?? 1;
  const pageLink = (n: number) => (n === 1 ? `/trucks/in/${city.slug}` : `/trucks/in/${city.slug}?page=${n}`);
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-extrabold text-gray-900">
        <FormattedMessage id="city.title" defaultMessage="Food trucks in {city}" values={{ city: cityName }} />
      </h1>
      <p className="mt-2 text-gray-600">
        {data ? (
          <FormattedMessage
            id="city.count"
            defaultMessage="{count, plural, one {# truck} other {# trucks}} in and around {city}, {state}, nearest the centre first."
            values={{ count: data.pagination.total, city: cityName, state: placeName(city.state, locale) }}
          />
        ) : (
          <FormattedMessage id="city.around" defaultMessage="Trucks in and around {city}, {state}." values={{ city: cityName, state: placeName(city.state, locale) }} />
        )}
      </p>
      {isPending ? (
        <p className="mt-6 text-gray-500"><FormattedMessage id="find.loading" defaultMessage="Loading trucks..." /></p>
      ) : data && data.trucks.length > 0 ? (
        <ul className="mt-6 grid gap-4 md:grid-cols-2" aria-label={intl.formatMessage({ id: 'city.title', defaultMessage: 'Food trucks in {city}' }, { city: cityName })}>
          {data.trucks.map((truck) => (
            <li key={truck.id}>
              <TruckCard truck={truck} view="list" />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState className="mt-6" title={intl.formatMessage({ id: 'city.none', defaultMessage: 'No food trucks in {city} yet' }, { city: cityName })}>
          <FormattedMessage id="city.noneText" defaultMessage="Owners join every week. Try another city below." />
        </EmptyState>
      )}
      {pages > 1 ? (
        <nav aria-label={intl.formatMessage({ id: 'common.pages', defaultMessage: 'Pages' })} className="mt-8 flex flex-wrap gap-2">
          {Array.from({ length: pages }, (_, i) => i + 1).map((n) => (
            <Link key={n} to={pageLink(n)} aria-current={n === page ? 'page' : undefined} className="rounded-lg border border-gray-300 px-3 py-2 text-sm aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white">
              {n}
            </Link>
          ))}
        </nav>
      ) : null}
      <CityLinks current={city.slug} />
    </div>
  );
}
