import { APPLICATION_STATUSES, type OwnerApplication } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useApproveApplication, useRejectApplication } from '../api/admin-mutations';
import { FilterSelect, ListShell, ReasonDialog, SearchFilter, shortDate, STATUS_STYLES } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

function ApplicationItem({ application: a }: { application: OwnerApplication }) {
  const approve = useApproveApplication({
    onSuccess: () => toast.success('Application approved', `${a.ownerName} has been emailed a link to set their password.`),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to approve application')),
  });
  const reject = useRejectApplication({
    onSuccess: () => toast.success('Application rejected', `${a.ownerName} has been emailed the reason.`),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to reject application')),
  });
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900">{a.businessName}</h3>
            <p className="text-sm text-gray-600 break-words">{a.ownerName} · {a.email} · {a.phone}</p>
          </div>
          <Badge className={STATUS_STYLES[a.status]}>{capital(a.status)}</Badge>
        </div>
        <p className="mt-2 text-sm text-gray-700">
          <span className="font-medium">{capital(a.cuisineType)}</span> · Submitted {shortDate(a.submittedAt)}
        </p>
        {a.description ? <p className="mt-1 text-sm text-gray-700">{a.description}</p> : null}
        {a.status === 'pending' ? (
          <div className="mt-3 flex flex-wrap gap-2">
            <ReasonDialog
              trigger={<Button size="sm" variant="secondary" disabled={approve.isPending}>Approve</Button>}
              title={`Approve ${a.businessName}?`}
              description="This creates an owner account (or upgrades an existing one) and emails a link to set the password."
              label="Notes (optional)"
              confirmText="Approve"
              minLength={0}
              destructive={false}
              onConfirm={(notes) => approve.mutate({ id: a.id, notes })}
            />
            <ReasonDialog
              trigger={<Button size="sm" variant="destructive" disabled={reject.isPending}>Reject</Button>}
              title={`Reject ${a.businessName}?`}
              description="The applicant is emailed this reason."
              label="Rejection reason"
              confirmText="Reject"
              minLength={1}
              tooShort="Rejection reason is required"
              onConfirm={(reason) => reject.mutate({ id: a.id, reason, notes: '' })}
            />
          </div>
        ) : (
          <p className="mt-3 rounded-lg bg-gray-50 p-3 text-sm text-gray-700">
            {capital(a.status)} {a.reviewedAt ? `on ${shortDate(a.reviewedAt)}` : ''} {a.reviewedBy ? `by ${a.reviewedBy.name}` : ''}
            {a.rejectionReason ? <><br />Reason: {a.rejectionReason}</> : null}
            {a.notes ? <><br />Notes: {a.notes}</> : null}
          </p>
        )}
      </Card>
    </li>
  );
}

export function ApplicationsTab() {
  const { filters, set, page, setPage, query } = useAdminFilters({ status: 'pending', search: '' });
  const { data, isPending, isError } = useQuery(adminQueries.applications(query));
  return (
    <section aria-label="Owner applications">
      <div className="mb-4 grid gap-3 sm:grid-cols-3">
        <FilterSelect label="Status" value={filters.status} onChange={(v) => set('status', v)} options={[['all', 'All'], ...APPLICATION_STATUSES.map((s) => [s, capital(s)] as const)]} />
        <SearchFilter label="Search applications" value={filters.search} onChange={(v) => set('search', v)} />
      </div>
      <ListShell isPending={isPending} isError={isError} isEmpty={!data?.applications.length} empty="No applications match these filters." errorText="Failed to load applications" page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage}>
        {data?.applications.map((a) => <ApplicationItem key={a.id} application={a} />)}
      </ListShell>
    </section>
  );
}
