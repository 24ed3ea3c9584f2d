import { REVIEW_SORTS, countOf, policies, type MenuItem, type RatingStats, type Review, type ReviewSort } from '@dishrated/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../lib/auth';
import { reviewQueries, type ReviewListParams } from '../api/reviews-api';
import { RatingStars } from './rating-stars';
import { ReviewCard } from './review-card';

const SORT_LABELS: Record<ReviewSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  highest: 'Highest rated',
  lowest: 'Lowest rated',
  helpful: 'Most helpful',
};

function Summary({ stats }: { stats: RatingStats }) {
  return (
    <section aria-label="Rating summary" className="grid gap-6 rounded-2xl bg-gray-50 p-5 sm:grid-cols-[auto_1fr] sm:items-center">
      <div className="text-center">
        <p className="text-4xl font-extrabold text-gray-900">{stats.averageRating.toFixed(1)}</p>
        <RatingStars rating={stats.averageRating} className="mt-1" />
        <p className="mt-1 text-sm text-gray-600">{countOf(stats.totalReviews, 'review')}</p>
      </div>
      <ul className="space-y-1.5" aria-label="Rating distribution">
        {([5, 4, 3, 2, 1] as const).map((star) => {
          const count = stats.ratingDistribution[star];
          const share = stats.totalReviews ? (count / stats.totalReviews) * 100 : 0;
          return (
            <li key={star} className="flex items-center gap-3 text-sm" aria-label={`${star} stars: ${count}`}>
              <span className="w-12 shrink-0 text-gray-700">{star} star</span>
              <span className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-200" aria-hidden>
                <span className="block h-full rounded-full bg-warning-400" style={{ width: `${share}%` }} />
              </span>
              <span className="w-8 shrink-0 text-right tabular-nums text-gray-600">{count}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

// The form (with react-hook-form and the schema library) loads when someone starts writing, not
// with the truck's page.
const ReviewForm = lazy(() => import('./review-form').then((module) => ({ default: module.ReviewForm })));

const select = 'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

/**
 * The truck's reviews: summary, filter bar, list and pagination; the write (or edit) form replaces
 * the list while open.
 */
export function ReviewsSection({ truckId, truckOwnerId, menu }: { truckId: string; truckOwnerId: string; menu: MenuItem[] }) {
  const { user } = useSession();
  const location = useLocation();
  // A filter change refetches but keeps the page number.
  const [params, setParams] = useState<ReviewListParams>({ page: 1, sortBy: 'newest', rating: 'all', reviewType: 'all' });
  const [editing, setEditing] = useState<Review | 'new' | null>(null);
  const query = useQuery({ ...reviewQueries.forTruck(truckId, params), placeholderData: keepPreviousData });
  const totalPages = query.data?.pagination.totalPages ?? 0;

  // Past the last page after a filter change (or a delete): show the last page that exists
  // (adjusting state while rendering, as React recommends over an effect).
  if (totalPages > 0 && params.page > totalPages) setParams({ ...params, page: totalPages });

  const canWrite = policies['review:create'](user, { ownerId: truckOwnerId });
  const update = (patch: Partial<ReviewListParams>) => setParams((p) => ({ ...p, ...patch }));

  if (editing) {
    return (
      <Suspense fallback={<p role="status" className="py-10 text-center text-gray-600">Loading the review form...</p>}>
        <ReviewForm truckId={truckId} menu={menu} review={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
      </Suspense>
    );
  }

  return (
    <div className="space-y-6">
      {query.data ? <Summary stats={query.data.ratingStats} /> : null}
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-wrap gap-2" role="group" aria-label="Filter reviews">
          <label className="sr-only" htmlFor="review-sort">Sort reviews</label>
          <select id="review-sort" className={select} value={params.sortBy} onChange={(e) => update({ sortBy: e.target.value as ReviewSort })}>
            {REVIEW_SORTS.map((s) => <option key={s} value={s}>{SORT_LABELS[s]}</option>)}
          </select>
          <label className="sr-only" htmlFor="review-rating">Filter by rating</label>
          <select id="review-rating" className={select} value={String(params.rating)} onChange={(e) => update({ rating: e.target.value === 'all' ? 'all' : (Number(e.target.value) as 1) })}>
            <option value="all">All ratings</option>
            {[5, 4, 3, 2, 1].map((n) => <option key={n} value={n}>{n} {n === 1 ? 'star' : 'stars'}</option>)}
          </select>
          <label className="sr-only" htmlFor="review-type">Filter by type</label>
          <select id="review-type" className={select} value={params.reviewType} onChange={(e) => update({ reviewType: e.target.value as ReviewListParams['reviewType'] })}>
            <option value="all">All reviews</option>
            <option value="truck">Truck reviews</option>
            <option value="dish">Dish reviews</option>
          </select>
        </div>
        {canWrite ? (
          <Button onClick={() => setEditing('new')}>Write a Review</Button>
        ) : !user ? (
          <Button variant="outline" asChild><Link to="/login" state={{ from: location }}>Sign in to write a review</Link></Button>
        ) : null}
      </div>

      {query.isPending ? (
        <p className="text-gray-600">Loading reviews...</p>
      ) : query.isError ? (
        <p className="rounded-xl bg-gray-50 p-6 text-center text-gray-700">Reviews could not be loaded. Please try again later.</p>
      ) : query.data.reviews.length === 0 ? (
        query.data.ratingStats.totalReviews === 0 ? (
          <EmptyState title="No reviews yet" heading="p">Be the first to share your experience!</EmptyState>
        ) : (
          <EmptyState title="No reviews match these filters" heading="p" />
        )
      ) : (
        <div className="space-y-4">
          {query.data.reviews.map((review) => (
            <ReviewCard key={review.id} review={review} truckId={truckId} truckOwnerId={truckOwnerId} onEdit={setEditing} />
          ))}
        </div>
      )}

      {totalPages > 1 ? (
        <nav aria-label="Review pages" className="flex items-center justify-center gap-2">
          <Button variant="outline" size="sm" disabled={params.page <= 1} onClick={() => update({ page: params.page - 1 })}>Previous</Button>
          {Array.from({ length: totalPages }, (_, i) => i + 1).map((n) => (
            <Button key={n} size="sm" variant={n === params.page ? 'primary' : 'outline'} aria-current={n === params.page ? 'page' : undefined} aria-label={`Page ${n}`} onClick={() => update({ page: n })}>{n}</Button>
          ))}
          <Button variant="outline" size="sm" disabled={params.page >= totalPages} onClick={() => update({ page: params.page + 1 })}>Next</Button>
        </nav>
      ) : null}
    </div>
  );
}
