import { APPROVAL_STATUSES, EVENT_REJECTION_MIN, EVENT_STATUSES, EVENT_TYPES, eventStateLabel, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { descriptionPreview } from '../description-preview';
import { useAdminApproveEvent, useAdminDeleteEvent, useAdminRejectEvent } from '../api/admin-mutations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FilterSelect, ListShell, ReasonDialog, SearchFilter, shortDate, STATUS_STYLES } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

const label = (s: string) => s.split('_').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');

function EventItem({ event }: { event: FoodEvent }) {
  const remove = useAdminDeleteEvent({ onSuccess: () => toast.success('Event deleted'), onError: (e) => toast.error('Error', errorMessage(e, 'Failed to delete event')) });
  const approve = useAdminApproveEvent({ onSuccess: () => toast.success('Event approved'), onError: (e) => toast.error('Error', errorMessage(e, 'Failed to approve event')) });
  const reject = useAdminRejectEvent({ onSuccess: () => toast.success('Event rejected', 'The organizer has been told why.'), onError: (e) => toast.error('Error', errorMessage(e, 'Failed to reject event')) });
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900"><Link to={`/events/${event.id}`} className="hover:underline">{event.title}</Link></h3>
            <p className="text-sm text-gray-600">{label(event.eventType)} · {shortDate(event.date)} · {event.location.address ?? 'No address'}</p>
          </div>
          <div className="flex flex-wrap gap-1">
            <Badge className={(event.approvalStatus === 'approved' ? STATUS_STYLES[event.status] : STATUS_STYLES[event.approvalStatus]) ?? 'bg-gray-200 text-gray-800'}>{eventStateLabel(event)}</Badge>
          </div>
        </div>
        <p className="mt-2 text-sm text-gray-700">{descriptionPreview(event.description)}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {event.approvalStatus === 'pending' ? (
            <>
              <Button size="sm" variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate(event.id)}>Approve</Button>
              <ReasonDialog
                trigger={<Button size="sm" variant="destructive">Reject</Button>}
                title={`Reject ${event.title}?`}
                description="The organizer is mailed this reason and sees it on the event."
                label="Rejection reason"
                confirmText="Reject"
                minLength={EVENT_REJECTION_MIN}
                tooShort={`Rejection reason must be at least ${EVENT_REJECTION_MIN} characters long`}
                onConfirm={(reason) => reject.mutate({ id: event.id, reason })}
              />
            </>
          ) : null}
          <Button asChild size="sm" variant="outline"><Link to={`/admin/events/${event.id}/edit`} aria-label={`Edit ${event.title}`}><Pencil className="h-4 w-4" aria-hidden /> Edit</Link></Button>
          <ConfirmDialog
            trigger={<Button size="sm" variant="ghost" className="text-danger-700" disabled={remove.isPending}><Trash2 className="h-4 w-4" aria-hidden /> Delete</Button>}
            title="Delete event?"
            description={`"${event.title}" and its registrations will be removed.`}
            confirmText="Delete"
            onConfirm={() => remove.mutate(event.id)}
          />
        </div>
      </Card>
    </li>
  );
}

const APPROVAL_LABELS: Record<(typeof APPROVAL_STATUSES)[number], string> = { pending: 'Awaiting approval', approved: 'Approved', rejected: 'Rejected' };

export function EventsTab() {
  const { filters, set, page, setPage, query } = useAdminFilters({ status: 'all', eventType: 'all', approval: 'all', search: '' });
  const { data, isPending, isError } = useQuery(adminQueries.events(query));
  // How many wait for a decision, whatever the list shows: one event's page is enough to count them.
  const { data: waiting } = useQuery(adminQueries.events({ approval: 'pending', page: 1, limit: 1 }));
  const pending = waiting?.pagination.total ?? 0;
  return (
    <section aria-label="Events">
      <div className="mb-4 flex justify-end">
        <Button asChild><Link to="/admin/events/create"><Plus className="h-4 w-4" aria-hidden /> New Event</Link></Button>
      </div>
      {pending > 0 && filters.approval !== 'pending' ? (
        <p role="status" className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-warning-200 bg-warning-50 p-3 text-sm text-warning-900">
          {pending === 1 ? '1 event is' : `${pending} events are`} awaiting approval.
          <Button size="sm" variant="outline" onClick={() => set('approval', 'pending')}>Show them</Button>
        </p>
      ) : null}
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <FilterSelect
          label="Approval"
          value={filters.approval}
          onChange={(v) => set('approval', v)}
          options={[['all', 'Any approval'], ...APPROVAL_STATUSES.map((s) => [s, s === 'pending' ? `${APPROVAL_LABELS[s]} (${pending})` : APPROVAL_LABELS[s]] as const)]}
        />
        <FilterSelect label="Status" value={filters.status} onChange={(v) => set('status', v)} options={[['all', 'All'], ...EVENT_STATUSES.map((s) => [s, label(s)] as const)]} />
        <FilterSelect label="Event type" value={filters.eventType} onChange={(v) => set('eventType', v)} options={[['all', 'All types'], ...EVENT_TYPES.map((t) => [t, label(t)] as const)]} />
        <SearchFilter label="Search events" value={filters.search} onChange={(v) => set('search', v)} />
      </div>
      <ListShell isPending={isPending} isError={isError} isEmpty={!data?.events.length} empty="No events match these filters." errorText="Failed to load events" page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage}>
        {data?.events.map((e) => <EventItem key={e.id} event={e} />)}
      </ListShell>
    </section>
  );
}
