import type { ReportedReview } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useDismissReports, useRemoveReview } from '../api/admin-mutations';
import { ListShell, ReasonDialog, shortDate } from './admin-controls';

function ReportItem({ item }: { item: ReportedReview }) {
  const dismiss = useDismissReports({ onSuccess: () => toast.success('Reports dismissed', 'The review stays up.'), onError: (e) => toast.error('Error', errorMessage(e, 'Failed to dismiss reports')) });
  const remove = useRemoveReview({ onSuccess: () => toast.success('Review removed', "The truck's rating has been updated."), onError: (e) => toast.error('Error', errorMessage(e, 'Failed to remove review')) });
  const { review } = item;
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900">{review.title}</h3>
            <p className="text-sm text-gray-600">
              <span className="inline-flex items-center gap-0.5"><Star className="h-3.5 w-3.5 fill-warning-400 text-warning-500" aria-hidden />{review.rating}</span> by {review.author.name} on{' '}
              <Link to={`/trucks/${review.truck.id}`} className="font-medium text-brand-700 hover:underline">{review.truck.name}</Link> · {shortDate(review.createdAt)}
            </p>
          </div>
          <span className="rounded-full bg-danger-100 px-2.5 py-0.5 text-xs font-semibold text-danger-800">{item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}</span>
        </div>
        <p className="mt-2 text-sm text-gray-800">{review.comment}</p>
        <ul aria-label="Reasons given" className="mt-3 space-y-1 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
          {item.reports.map((r, i) => <li key={i}>&ldquo;{r.reason}&rdquo; · {r.reporter}, {shortDate(r.createdAt)}</li>)}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          <ReasonDialog trigger={<Button size="sm" variant="outline">Dismiss reports</Button>} title="Dismiss these reports?" description="The review stays up and leaves this queue." label="Note (optional)" confirmText="Dismiss" minLength={0} destructive={false} pending={dismiss.isPending} onConfirm={(reason) => dismiss.mutate({ id: review.id, reason })} />
          <ReasonDialog trigger={<Button size="sm" variant="destructive">Remove review</Button>} title="Remove this review?" description="It is deleted and the truck's rating is recalculated." label="Reason (optional)" confirmText="Remove" minLength={0} pending={remove.isPending} onConfirm={(reason) => remove.mutate({ id: review.id, reason })} />
        </div>
      </Card>
    </li>
  );
}

export function ReportsTab() {
  const { data, isPending, isError } = useQuery(adminQueries.reports());
  return (
    <section aria-label="Reported reviews">
      <ListShell isPending={isPending} isError={isError} isEmpty={!data?.reports.length} empty="No reported reviews. The community is behaving." errorText="Failed to load reported reviews" page={1} totalPages={1} onPage={() => {}}>
        {data?.reports.map((item) => <ReportItem key={item.review.id} item={item} />)}
      </ListShell>
    </section>
  );
}
