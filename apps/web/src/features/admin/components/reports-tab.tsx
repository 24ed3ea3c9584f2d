import type { ReportedReview } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useDismissReports, useRemoveReview } from '../api/admin-mutations';
import { ListShell, ReasonDialog, ShortDate } from './admin-controls';

function ReportItem({ item }: { item: ReportedReview }) {
  const intl = useIntl();
  const error = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const dismiss = useDismissReports({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.reports.dismissed', defaultMessage: 'Reports dismissed' }), intl.formatMessage({ id: 'admin.reports.dismissedText', defaultMessage: 'The review stays up.' })),
    onError: (e) => toast.error(error, errorMessage(e, intl.formatMessage({ id: 'admin.reports.dismissFailed', defaultMessage: 'Failed to dismiss reports' }))),
  });
  const remove = useRemoveReview({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.reports.removed', defaultMessage: 'Review removed' }), intl.formatMessage({ id: 'admin.reports.removedText', defaultMessage: "The truck's rating has been updated." })),
    onError: (e) => toast.error(error, errorMessage(e, intl.formatMessage({ id: 'admin.reports.removeFailed', defaultMessage: 'Failed to remove review' }))),
  });
  const { review } = item;
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900">{review.title}</h3>
            <p className="text-sm text-gray-600">
              <FormattedMessage
                id="admin.reports.byline"
                defaultMessage="{rating} by {author} on {truck} · {date}"
                values={{
                  rating: <span className="inline-flex items-center gap-0.5"><Star className="h-3.5 w-3.5 fill-warning-400 text-warning-500" aria-hidden />{review.rating}</span>,
                  author: review.author.name,
                  truck: <Link to={`/trucks/${review.truck.id}`} className="font-medium text-brand-700 hover:underline">{review.truck.name}</Link>,
                  date: <ShortDate iso={review.createdAt} />,
                }}
              />
            </p>
          </div>
          <span className="rounded-full bg-danger-100 px-2.5 py-0.5 text-xs font-semibold text-danger-800">
            <FormattedMessage id="admin.reports.count" defaultMessage="{count, plural, one {# report} other {# reports}}" values={{ count: item.reportCount }} />
          </span>
        </div>
        <p className="mt-2 text-sm text-gray-800">{review.comment}</p>
        <ul aria-label={intl.formatMessage({ id: 'admin.reports.reasons', defaultMessage: 'Reasons given' })} className="mt-3 space-y-1 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
          {item.reports.map((r, i) => <li key={i}><FormattedMessage id="admin.reports.reasonLine" defaultMessage="“{reason}” · {reporter}, {date}" values={{ reason: r.reason, reporter: r.reporter, date: <ShortDate iso={r.createdAt} /> }} /></li>)}
        </ul>
        <div className="mt-3 flex flex-wrap gap-2">
          <ReasonDialog
            trigger={<Button size="sm" variant="outline"><FormattedMessage id="admin.reports.dismiss" defaultMessage="Dismiss reports" /></Button>}
            title={intl.formatMessage({ id: 'admin.reports.dismissTitle', defaultMessage: 'Dismiss these reports?' })}
            description={intl.formatMessage({ id: 'admin.reports.dismissText', defaultMessage: 'The review stays up and leaves this queue.' })}
            label={intl.formatMessage({ id: 'admin.noteOptional', defaultMessage: 'Note (optional)' })}
            confirmText={intl.formatMessage({ id: 'admin.reports.dismissConfirm', defaultMessage: 'Dismiss' })}
            minLength={0}
            destructive={false}
            pending={dismiss.isPending}
            onConfirm={(reason) => dismiss.mutate({ id: review.id, reason })}
          />
          <ReasonDialog
            trigger={<Button size="sm" variant="destructive"><FormattedMessage id="admin.reports.remove" defaultMessage="Remove review" /></Button>}
            title={intl.formatMessage({ id: 'admin.reports.removeTitle', defaultMessage: 'Remove this review?' })}
            description={intl.formatMessage({ id: 'admin.reports.removeText', defaultMessage: "It is deleted and the truck's rating is recalculated." })}
            label={intl.formatMessage({ id: 'admin.reasonOptional', defaultMessage: 'Reason (optional)' })}
            confirmText={intl.formatMessage({ id: 'admin.reports.removeConfirm', defaultMessage: 'Remove' })}
            minLength={0}
            pending={remove.isPending}
            onConfirm={(reason) => remove.mutate({ id: review.id, reason })}
          />
        </div>
      </Card>
    </li>
  );
}

export function ReportsTab() {
  const intl = useIntl();
  const { data, isPending, isError } = useQuery(adminQueries.reports());
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.reports.label', defaultMessage: 'Reported reviews' })}>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.reports.length}
        empty={intl.formatMessage({ id: 'admin.reports.empty', defaultMessage: 'No reported reviews. The community is behaving.' })}
        errorText={intl.formatMessage({ id: 'admin.reports.failed', defaultMessage: 'Failed to load reported reviews' })}
      >
        {data?.reports.map((item) => <ReportItem key={item.review.id} item={item} />)}
      </ListShell>
    </section>
  );
}
