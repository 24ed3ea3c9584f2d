import { CITY_PAGES } from '@dishrated/shared';
import { Link } from 'react-router';

/** Every city's page, for browsing on from one city to another. */
export function CityLinks({ current }: { current?: string }) {
  return (
    <nav aria-label="Food trucks by city" className="mt-10">
      <h2 className="text-lg font-bold text-gray-900">Food trucks by city</h2>
      <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm">
        {CITY_PAGES.filter((c) => c.slug !== current).map((c) => (
          <li key={c.slug}>
            <Link className="text-brand-700 hover:underline" to={`/trucks/in/${c.slug}`}>
              {c.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
