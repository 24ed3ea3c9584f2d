import { indiaDate, type Analytics } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { defineMessages, useLocale } from '../../../../lib/i18n';

const SERIES = defineMessages({
  views: { id: 'analytics.views', defaultMessage: 'Page views' },
  directions: { id: 'analytics.directions', defaultMessage: 'Directions clicks' },
  reviews: { id: 'analytics.reviews', defaultMessage: 'Reviews' },
  orders: { id: 'analytics.orders', defaultMessage: 'Orders ahead' },
  followers: { id: 'analytics.followers', defaultMessage: 'Followers' },
});

/**
 * Charts are rendered for sighted users and hidden from screen readers, which get the same figures
 * as a table (visually hidden) right after each chart. A hidden chart must not take keyboard focus
 * either, so recharts' keyboard layer is off.
 */
export function DailyActivityChart({ daily }: { daily: Analytics['daily'] }) {
  const intl = useIntl();
  const locale = useLocale();
  const rows = daily.map((d) => ({ ...d, label: indiaDate(`${d.date}T00:00:00Z`, 'day-month', locale) }));
  const name = {
    views: intl.formatMessage(SERIES.views),
    directions: intl.formatMessage(SERIES.directions),
    reviews: intl.formatMessage(SERIES.reviews),
    orders: intl.formatMessage(SERIES.orders),
    followers: intl.formatMessage(SERIES.followers),
  };
  return (
    <>
      <div aria-hidden className="h-64 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart accessibilityLayer={false} data={rows} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
            <CartesianGrid stroke="#f3f4f6" />
            <XAxis dataKey="label" tick={{ fontSize: 12 }} minTickGap={24} />
            <YAxis allowDecimals={false} tick={{ fontSize: 12 }} />
            <Tooltip />
            <Legend />
            <Line type="monotone" dataKey="views" name={name.views} stroke="#ea580c" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="directionsClicks" name={name.directions} stroke="#0d9488" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="reviews" name={name.reviews} stroke="#7c3aed" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="orders" name={name.orders} stroke="#2563eb" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="stepAfter" dataKey="followers" name={name.followers} stroke="#db2777" strokeWidth={2} strokeDasharray="4 3" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
      <table>
        <caption><FormattedMessage id="analytics.dailyCaption" defaultMessage="Page views, directions clicks, reviews, followers and orders ahead per day" /></caption>
        <thead>
          <tr>
            <th scope="col"><FormattedMessage id="admin.overview.day" defaultMessage="Day" /></th>
            <th scope="col">{name.views}</th>
            <th scope="col">{name.directions}</th>
            <th scope="col">{name.reviews}</th>
            <th scope="col"><FormattedMessage id="analytics.averageRating" defaultMessage="Average rating" /></th>
            <th scope="col">{name.followers}</th>
            <th scope="col">{name.orders}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.date}><th scope="row">{d.label}</th><td>{d.views}</td><td>{d.directionsClicks}</td><td>{d.reviews}</td><td>{d.averageRating ?? <FormattedMessage id="analytics.none" defaultMessage="none" />}</td><td>{d.followers}</td><td>{d.orders}</td></tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}

export function RatingDistributionChart({ distribution }: { distribution: Analytics['ratingDistribution'] }) {
  const intl = useIntl();
  const reviews = intl.formatMessage(SERIES.reviews);
  const rows = ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars: intl.formatMessage({ id: 'analytics.stars', defaultMessage: '{stars, plural, one {# star} other {# stars}}' }, { stars }), count: distribution[stars] }));
  return (
    <>
      <div aria-hidden className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="#f3f4f6" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="stars" tick={{ fontSize: 12 }} width={56} />
            <Tooltip />
            <Bar dataKey="count" name={reviews} fill="#f59e0b" radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
      <table>
        <caption><FormattedMessage id="analytics.byRating" defaultMessage="Reviews by rating" /></caption>
        <tbody>
          {rows.map((r) => (
            <tr key={r.stars}><th scope="row">{r.stars}</th><td>{r.count}</td></tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}
