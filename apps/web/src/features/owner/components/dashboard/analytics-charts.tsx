import { indiaDate, type Analytics } from '@dishrated/shared';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const shortDate = (day: string) => indiaDate(`${day}T00:00:00Z`, 'day-month');

/**
 * Charts are rendered for sighted users and hidden from screen readers, which get the same figures
 * as a table (visually hidden) right after each chart. A hidden chart must not take keyboard focus
 * either, so recharts' keyboard layer is off.
 */
export function DailyActivityChart({ daily }: { daily: Analytics['daily'] }) {
  const rows = daily.map((d) => ({ ...d, label: shortDate(d.date) }));
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
            <Line type="monotone" dataKey="views" name="Page views" stroke="#ea580c" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="directionsClicks" name="Directions clicks" stroke="#0d9488" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="reviews" name="Reviews" stroke="#7c3aed" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="monotone" dataKey="orders" name="Orders ahead" stroke="#2563eb" strokeWidth={2} dot={false} isAnimationActive={false} />
            <Line type="stepAfter" dataKey="followers" name="Followers" stroke="#db2777" strokeWidth={2} strokeDasharray="4 3" dot={false} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
      <table>
        <caption>Page views, directions clicks, reviews, followers and orders ahead per day</caption>
        <thead>
          <tr><th scope="col">Day</th><th scope="col">Page views</th><th scope="col">Directions clicks</th><th scope="col">Reviews</th><th scope="col">Average rating</th><th scope="col">Followers</th><th scope="col">Orders ahead</th></tr>
        </thead>
        <tbody>
          {rows.map((d) => (
            <tr key={d.date}><th scope="row">{d.label}</th><td>{d.views}</td><td>{d.directionsClicks}</td><td>{d.reviews}</td><td>{d.averageRating ?? 'none'}</td><td>{d.followers}</td><td>{d.orders}</td></tr>
          ))}
        </tbody>
      </table>
      </div>
    </>
  );
}

export function RatingDistributionChart({ distribution }: { distribution: Analytics['ratingDistribution'] }) {
  const rows = ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars: `${stars} star${stars > 1 ? 's' : ''}`, count: distribution[stars] }));
  return (
    <>
      <div aria-hidden className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ top: 4, right: 16, bottom: 0, left: 8 }}>
            <CartesianGrid stroke="#f3f4f6" horizontal={false} />
            <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12 }} />
            <YAxis type="category" dataKey="stars" tick={{ fontSize: 12 }} width={56} />
            <Tooltip />
            <Bar dataKey="count" name="Reviews" fill="#f59e0b" radius={[0, 4, 4, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
      <table>
        <caption>Reviews by rating</caption>
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
