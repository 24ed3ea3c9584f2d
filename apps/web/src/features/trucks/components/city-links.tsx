import { CITY_PAGES, placeName } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useLocale } from '../../../lib/i18n';

/** Every city's page, for browsing on from one city to another. */
export function CityLinks({ current }: { current?: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <nav aria-label={intl.formatMessage({ id: 'home.nearby.byCity', defaultMessage: 'Food trucks by city' })} className="mt-10">
      <h2 className="text-lg font-bold text-gray-900">
        <FormattedMessage id="home.nearby.byCity" defaultMessage="Food trucks by city" />
      </h2>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {CITY_PAGES.filter((c) => c.slug !== current).map((c) => (
          <li key={c.slug}>
            <Link className="text-brand-700 hover:underline" to={`/trucks/in/${c.slug}`}>
              {placeName(c.name, locale)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
