import { APPLICATION_STATUSES, cuisineName, type OwnerApplication } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useApproveApplication, useRejectApplication } from '../api/admin-mutations';
import { FilterSelect, ListShell, ReasonDialog, SearchFilter, ShortDate, STATUS_NAMES, STATUS_STYLES, statusName } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

/** Who decided an application, when, and why. */
function Decision({ application: a }: { application: OwnerApplication }) {
  return (
    <p className="mt-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
      <FormattedMessage {...statusName(a.status)} />
      {a.reviewedAt ? <> <FormattedMessage id="admin.applications.on" defaultMessage="on {date}" values={{ date: <ShortDate iso={a.reviewedAt} /> }} /></> : null}
      {a.reviewedBy ? <> <FormattedMessage id="admin.applications.by" defaultMessage="by {name}" values={{ name: a.reviewedBy.name }} /></> : null}
      {a.rejectionReason ? <><br /><FormattedMessage id="admin.applications.reason" defaultMessage="Reason: {reason}" values={{ reason: a.rejectionReason }} /></> : null}
      {a.notes ? <><br /><FormattedMessage id="admin.applications.notes" defaultMessage="Notes: {notes}" values={{ notes: a.notes }} /></> : null}
    </p>
  );
}

function ApplicationItem({ application: a }: { application: OwnerApplication }) {
  const intl = useIntl();
  const locale = useLocale();
  const error = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const approve = useApproveApplication({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.applications.approved', defaultMessage: 'Application approved' }), intl.formatMessage({ id: 'admin.applications.approvedText', defaultMessage: '{name} has been emailed a link to set their password.' }, { name: a.ownerName })),
    onError: (e) => toast.error(error, errorMessage(e, intl.formatMessage({ id: 'admin.applications.approveFailed', defaultMessage: 'Failed to approve application' }))),
  });
  const reject = useRejectApplication({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.applications.rejected', defaultMessage: 'Application rejected' }), intl.formatMessage({ id: 'admin.applications.rejectedText', defaultMessage: '{name} has been emailed the reason.' }, { name: a.ownerName })),
    onError: (e) => toast.error(error, errorMessage(e, intl.formatMessage({ id: 'admin.applications.rejectFailed', defaultMessage: 'Failed to reject application' }))),
  });
  const business = { name: a.businessName };
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900">{a.businessName}</h3>
            <p className="text-sm text-gray-600 break-words">{[a.ownerName, a.email, a.phone].join(' · ')}</p>
          </div>
          <Badge className={STATUS_STYLES[a.status]}><FormattedMessage {...statusName(a.status)} /></Badge>
        </div>
        <p className="mt-2 text-sm text-gray-700">
          <FormattedMessage
            id="admin.applications.line"
            defaultMessage="{cuisine} · Submitted {date}"
            values={{ cuisine: <span className="font-medium">{cuisineName(a.cuisineType, locale)}</span>, date: <ShortDate iso={a.submittedAt} /> }}
          />
        </p>
        {a.description ? <p className="mt-1 text-sm text-gray-700">{a.description}</p> : null}
        {a.status === 'pending' ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <ReasonDialog
              trigger={<Button size="sm" variant="secondary" disabled={approve.isPending}><FormattedMessage id="admin.approve" defaultMessage="Approve" /></Button>}
              title={intl.formatMessage({ id: 'admin.approveTitle', defaultMessage: 'Approve {name}?' }, business)}
              description={intl.formatMessage({ id: 'admin.applications.approveText', defaultMessage: 'This creates an owner account (or upgrades an existing one) and emails a link to set the password.' })}
              label={intl.formatMessage({ id: 'admin.notesOptional', defaultMessage: 'Notes (optional)' })}
              confirmText={intl.formatMessage({ id: 'admin.approve', defaultMessage: 'Approve' })}
              minLength={0}
              destructive={false}
              onConfirm={(notes) => approve.mutate({ id: a.id, notes })}
            />
            <ReasonDialog
              trigger={<Button size="sm" variant="destructive" disabled={reject.isPending}><FormattedMessage id="admin.reject" defaultMessage="Reject" /></Button>}
              title={intl.formatMessage({ id: 'admin.rejectTitle', defaultMessage: 'Reject {name}?' }, business)}
              description={intl.formatMessage({ id: 'admin.applications.rejectText', defaultMessage: 'The applicant is emailed this reason.' })}
              label={intl.formatMessage({ id: 'admin.rejectionReason', defaultMessage: 'Rejection reason' })}
              confirmText={intl.formatMessage({ id: 'admin.reject', defaultMessage: 'Reject' })}
              minLength={1}
              tooShort={intl.formatMessage({ id: 'admin.rejectionReasonRequired', defaultMessage: 'Rejection reason is required' })}
              onConfirm={(reason) => reject.mutate({ id: a.id, reason, notes: '' })}
            />
          </div>
        ) : (
          <Decision application={a} />
        )}
      </Card>
    </li>
  );
}

export function ApplicationsTab() {
  const intl = useIntl();
  const { filters, set, page, setPage, query } = useAdminFilters({ status: 'pending', search: '' });
  const { data, isPending, isError } = useQuery(adminQueries.applications(query));
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.applications.label', defaultMessage: 'Owner applications' })}>
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.filter.status', defaultMessage: 'Status' })}
          value={filters.status}
          onChange={(v) => set('status', v)}
          options={[['all', intl.formatMessage(STATUS_NAMES.all)], ...APPLICATION_STATUSES.map((s) => [s, intl.formatMessage(statusName(s))] as const)]}
        />
        <SearchFilter label={intl.formatMessage({ id: 'admin.applications.search', defaultMessage: 'Search applications' })} value={filters.search} onChange={(v) => set('search', v)} />
      </div>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.applications.length}
        empty={intl.formatMessage({ id: 'admin.applications.empty', defaultMessage: 'No applications match these filters.' })}
        errorText={intl.formatMessage({ id: 'admin.applications.failed', defaultMessage: 'Failed to load applications' })}
        page={page}
        totalPages={data?.pagination.totalPages ?? 1}
        onPage={setPage}
      >
        {data?.applications.map((a) => <ApplicationItem key={a.id} application={a} />)}
      </ListShell>
    </section>
  );
}
