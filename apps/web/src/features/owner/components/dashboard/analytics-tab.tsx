import { ANALYTICS_DEFAULT_PERIOD, ANALYTICS_PERIODS, rupees, type Analytics } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ThumbsUp } from 'lucide-react';
import { useState } from 'react';
import { Card } from '../../../../components/ui/card';
import { StatCards } from '../../../../components/ui/stat-cards';
import { cn } from '../../../../lib/utils';
import { ownerQueries } from '../../api/owner-api';
import { DailyActivityChart, RatingDistributionChart } from './analytics-charts';

function PeriodPicker({ value, onChange }: { value: number; onChange: (period: number) => void }) {
  return (
    <div role="group" aria-label="Period" className="inline-flex rounded-lg bg-gray-100 p-1">
      {ANALYTICS_PERIODS.map((p) => (
        <button
          key={p}
          type="button"
          aria-pressed={value === p}
          onClick={() => onChange(p)}
          className={cn('rounded-md px-3 py-1.5 text-sm font-medium cursor-pointer', value === p ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-600 hover:text-gray-900')}
        >
          {p} days
        </button>
      ))}
    </div>
  );
}

function Totals({ totals }: { totals: Analytics['totals'] }) {
  return (
    <StatCards
      className="grid-cols-2 sm:grid-cols-4"
      cards={[
        { label: 'Orders ahead', value: totals.orders },
        { label: 'Order revenue', value: rupees(totals.revenue) },
        { label: 'Followers', value: totals.followers },
        { label: 'Page views', value: totals.views },
        { label: 'Directions clicks', value: totals.directionsClicks },
        { label: 'New reviews', value: totals.reviews },
        { label: 'Average rating', value: totals.averageRating === null ? '–' : totals.averageRating.toFixed(1) },
        { label: 'Event participations', value: totals.eventParticipations },
      ]}
    />
  );
}

function PerTruckTable({ trucks }: { trucks: Analytics['trucks'] }) {
  return (
    // Scrolls sideways on a phone: focusable, so the keyboard can scroll it too.
    <div className="overflow-x-auto rounded focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" tabIndex={0} role="region" aria-label="Figures per truck">
      <table className="w-full min-w-[600px] text-left text-sm">
        <caption className="sr-only">Figures per truck</caption>
        <thead className="border-b border-gray-200 text-gray-500">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">Truck</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Followers</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Views</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Directions</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Reviews</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Avg rating</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Events</th>
            <th scope="col" className="py-2 pr-3 text-right font-medium">Orders</th>
            <th scope="col" className="py-2 text-right font-medium">Revenue</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {trucks.map((t) => (
            <tr key={t.truckId}>
              <th scope="row" className="py-2 pr-3 font-medium text-gray-900">{t.name}</th>
              <td className="py-2 pr-3 text-right">{t.followers}</td>
              <td className="py-2 pr-3 text-right">{t.views}</td>
              <td className="py-2 pr-3 text-right">{t.directionsClicks}</td>
              <td className="py-2 pr-3 text-right">{t.reviews}</td>
              <td className="py-2 pr-3 text-right">{t.averageRating?.toFixed(1) ?? '–'}</td>
              <td className="py-2 pr-3 text-right">{t.eventParticipations}</td>
              <td className="py-2 pr-3 text-right">{t.orders}</td>
              <td className="py-2 text-right">{rupees(t.revenue)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TopReviews({ reviews }: { reviews: Analytics['topReviews'] }) {
  if (reviews.length === 0) return <p className="text-sm text-gray-600">No reviews were voted helpful in this period.</p>;
  return (
    <ol className="divide-y divide-gray-100">
      {reviews.map((r) => (
        <li key={r.id} className="flex items-start justify-between gap-3 py-2">
          <div className="min-w-0">
            <p className="font-medium text-gray-900">{r.title}</p>
            <p className="text-sm text-gray-600">{r.truckName} · {r.rating} of 5 stars</p>
          </div>
          <span className="inline-flex shrink-0 items-center gap-1 text-sm text-gray-700">
            <ThumbsUp className="h-4 w-4" aria-hidden /> {r.helpfulVotes}
            <span className="sr-only">found it helpful</span>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Orders ahead in the period: how long they took to be ready, and the dishes ordered most. */
function OrderFigures({ analytics }: { analytics: Analytics }) {
  return (
    <>
      <p className="text-sm text-gray-700">
        {analytics.averageMinutesToReady === null ? 'No order was readied in this period.' : `Orders were ready ${analytics.averageMinutesToReady} minutes after they were placed, on average.`}
      </p>
      {analytics.topDishes.length > 0 ? (
        <ol className="mt-2 divide-y divide-gray-100">
          {analytics.topDishes.map((d) => (
            <li key={d.name} className="flex justify-between gap-3 py-2 text-sm">
              <span className="min-w-0 truncate font-medium text-gray-900">{d.name}</span>
              <span className="shrink-0 text-gray-700">{d.quantity} ordered · {rupees(d.revenue)}</span>
            </li>
          ))}
        </ol>
      ) : null}
    </>
  );
}

/** The Analytics tab: loaded with its charts only when opened. */
export default function AnalyticsTab() {
  const [period, setPeriod] = useState<number>(ANALYTICS_DEFAULT_PERIOD);
  const { data, isPending, isError } = useQuery(ownerQueries.analytics(period));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-gray-900">Last {period} days</h2>
        <PeriodPicker value={period} onChange={setPeriod} />
      </div>
      {isPending ? (
        <p role="status" className="py-8 text-center text-gray-500">Loading analytics...</p>
      ) : isError ? (
        <p role="alert" className="py-8 text-center text-danger-700">Failed to load analytics. Please try again.</p>
      ) : (
        <>
          <Totals totals={data.totals} />
          <Card className="p-4">
            <h3 className="mb-2 font-semibold text-gray-900">Views, directions and orders per day</h3>
            <DailyActivityChart daily={data.daily} />
          </Card>
          <div className="grid gap-4 lg:grid-cols-2">
            <Card className="p-4">
              <h3 className="mb-2 font-semibold text-gray-900">Ratings in this period</h3>
              <RatingDistributionChart distribution={data.ratingDistribution} />
            </Card>
            <Card className="p-4">
              <h3 className="mb-2 font-semibold text-gray-900">Most helpful reviews</h3>
              <TopReviews reviews={data.topReviews} />
            </Card>
          </div>
          <Card className="p-4">
            <h3 className="mb-2 font-semibold text-gray-900">Orders ahead: top dishes</h3>
            <OrderFigures analytics={data} />
          </Card>
          <Card className="p-4">
            <h3 className="mb-2 font-semibold text-gray-900">Per truck</h3>
            <PerTruckTable trucks={data.trucks} />
          </Card>
        </>
      )}
    </div>
  );
}
