import { APPROVAL_STATUSES, EVENT_REJECTION_MIN, EVENT_STATUSES, EVENT_TYPES, type FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { EVENT_STATUS_NAMES, eventStateName, eventTypeName } from '../../../lib/event-names';
import { adminQueries } from '../api/admin-api';
import { descriptionPreview } from '../description-preview';
import { useAdminApproveEvent, useAdminDeleteEvent, useAdminRejectEvent } from '../api/admin-mutations';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FilterSelect, ListShell, ReasonDialog, SearchFilter, ShortDate, STATUS_NAMES, STATUS_STYLES } from './admin-controls';
import { useAdminFilters } from './use-admin-filters';

function EventItem({ event }: { event: FoodEvent }) {
  const intl = useIntl();
  const error = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const remove = useAdminDeleteEvent({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.events.deleted', defaultMessage: 'Event deleted' })),
    onError: (e) => toast.error(error, errorMessage(e, intl.formatMessage({ id: 'admin.events.deleteFailed', defaultMessage: 'Failed to delete event' }))),
  });
  const approve = useAdminApproveEvent({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.events.approved', defaultMessage: 'Event approved' })),
    onError: (e) => toast.error(error, errorMessage(e, intl.formatMessage({ id: 'admin.events.approveFailed', defaultMessage: 'Failed to approve event' }))),
  });
  const reject = useAdminRejectEvent({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.events.rejected', defaultMessage: 'Event rejected' }), intl.formatMessage({ id: 'admin.events.rejectedText', defaultMessage: 'The organizer has been told why.' })),
    onError: (e) => toast.error(error, errorMessage(e, intl.formatMessage({ id: 'admin.events.rejectFailed', defaultMessage: 'Failed to reject event' }))),
  });
  const title = { title: event.title };
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900"><Link to={`/events/${event.id}`} className="hover:underline">{event.title}</Link></h3>
            <p className="text-sm text-gray-600">
              <FormattedMessage
                id="admin.events.line"
                defaultMessage="{type} · {date} · {place}"
                values={{ type: intl.formatMessage(eventTypeName(event.eventType)), date: <ShortDate iso={event.date} />, place: event.location.address ?? intl.formatMessage({ id: 'admin.events.noAddress', defaultMessage: 'No address' }) }}
              />
            </p>
          </div>
          <div className="flex flex-wrap gap-1">
            <Badge className={(event.approvalStatus === 'approved' ? STATUS_STYLES[event.status] : STATUS_STYLES[event.approvalStatus]) ?? 'bg-gray-200 text-gray-800'}><FormattedMessage {...eventStateName(event)} /></Badge>
          </div>
        </div>
        <p className="mt-2 text-sm text-gray-700">{descriptionPreview(event.description)}</p>
        <div className="mt-3 flex flex-wrap gap-2">
          {event.approvalStatus === 'pending' ? (
            <>
              <Button size="sm" variant="secondary" disabled={approve.isPending} onClick={() => approve.mutate(event.id)}><FormattedMessage id="admin.approve" defaultMessage="Approve" /></Button>
              <ReasonDialog
                trigger={<Button size="sm" variant="destructive"><FormattedMessage id="admin.reject" defaultMessage="Reject" /></Button>}
                title={intl.formatMessage({ id: 'admin.rejectTitle', defaultMessage: 'Reject {name}?' }, { name: event.title })}
                description={intl.formatMessage({ id: 'admin.events.rejectText', defaultMessage: 'The organizer is mailed this reason and sees it on the event.' })}
                label={intl.formatMessage({ id: 'admin.rejectionReason', defaultMessage: 'Rejection reason' })}
                confirmText={intl.formatMessage({ id: 'admin.reject', defaultMessage: 'Reject' })}
                minLength={EVENT_REJECTION_MIN}
                tooShort={intl.formatMessage({ id: 'admin.events.reasonTooShort', defaultMessage: 'Rejection reason must be at least {min} characters long' }, { min: EVENT_REJECTION_MIN })}
                onConfirm={(reason) => reject.mutate({ id: event.id, reason })}
              />
            </>
          ) : null}
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/events/${event.id}/edit`} aria-label={intl.formatMessage({ id: 'admin.editOf', defaultMessage: 'Edit {title}' }, title)}><Pencil className="h-4 w-4" aria-hidden /> <FormattedMessage id="common.edit" defaultMessage="Edit" /></Link>
          </Button>
          <ConfirmDialog
            trigger={<Button size="sm" variant="ghost" className="text-danger-700" disabled={remove.isPending}><Trash2 className="h-4 w-4" aria-hidden /> <FormattedMessage id="common.delete" defaultMessage="Delete" /></Button>}
            title={intl.formatMessage({ id: 'admin.events.deleteTitle', defaultMessage: 'Delete event?' })}
            description={intl.formatMessage({ id: 'admin.events.deleteText', defaultMessage: '"{title}" and its registrations will be removed.' }, title)}
            confirmText={intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
            onConfirm={() => remove.mutate(event.id)}
          />
        </div>
      </Card>
    </li>
  );
}

const APPROVAL_LABELS = defineMessages<(typeof APPROVAL_STATUSES)[number]>({
  pending: { id: 'event.state.pending', defaultMessage: 'Awaiting approval' },
  approved: { id: 'admin.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'admin.status.rejected', defaultMessage: 'Rejected' },
});

export function EventsTab() {
  const intl = useIntl();
  const { filters, set, page, setPage, query } = useAdminFilters({ status: 'all', eventType: 'all', approval: 'all', search: '' });
  const { data, isPending, isError } = useQuery(adminQueries.events(query));
  // How many wait for a decision, whatever the list shows: one event's page is enough to count them.
  const { data: waiting } = useQuery(adminQueries.events({ approval: 'pending', page: 1, limit: 1 }));
  const pending = waiting?.pagination.total ?? 0;
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.events.label', defaultMessage: 'Events' })}>
      <div className="mb-4 flex justify-end">
        <Button asChild><Link to="/admin/events/create"><Plus className="h-4 w-4" aria-hidden /> <FormattedMessage id="admin.events.new" defaultMessage="New Event" /></Link></Button>
      </div>
      {pending > 0 && filters.approval !== 'pending' ? (
        <p role="status" className="mb-4 flex flex-wrap items-center gap-2 rounded-xl border border-warning-200 bg-warning-50 p-3 text-sm text-warning-900">
          <FormattedMessage id="admin.events.waiting" defaultMessage="{count, plural, one {# event is} other {# events are}} awaiting approval." values={{ count: pending }} />
          <Button size="sm" variant="outline" onClick={() => set('approval', 'pending')}><FormattedMessage id="admin.events.showThem" defaultMessage="Show them" /></Button>
        </p>
      ) : null}
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.filter.approval', defaultMessage: 'Approval' })}
          value={filters.approval}
          onChange={(v) => set('approval', v)}
          options={[
            ['all', intl.formatMessage({ id: 'admin.filter.anyApproval', defaultMessage: 'Any approval' })],
            ...APPROVAL_STATUSES.map((s) => [s, s === 'pending' ? `${intl.formatMessage(APPROVAL_LABELS[s])} (${intl.formatNumber(pending)})` : intl.formatMessage(APPROVAL_LABELS[s])] as const),
          ]}
        />
        <FilterSelect
          label={intl.formatMessage({ id: 'admin.filter.status', defaultMessage: 'Status' })}
          value={filters.status}
          onChange={(v) => set('status', v)}
          options={[['all', intl.formatMessage(STATUS_NAMES.all)], ...EVENT_STATUSES.map((s) => [s, intl.formatMessage(EVENT_STATUS_NAMES[s])] as const)]}
        />
        <FilterSelect
          label={intl.formatMessage({ id: 'events.type', defaultMessage: 'Event type' })}
          value={filters.eventType}
          onChange={(v) => set('eventType', v)}
          options={[['all', intl.formatMessage({ id: 'admin.filter.allTypes', defaultMessage: 'All types' })], ...EVENT_TYPES.map((t) => [t, intl.formatMessage(eventTypeName(t))] as const)]}
        />
        <SearchFilter label={intl.formatMessage({ id: 'admin.events.search', defaultMessage: 'Search events' })} value={filters.search} onChange={(v) => set('search', v)} />
      </div>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.events.length}
        empty={intl.formatMessage({ id: 'admin.events.empty', defaultMessage: 'No events match these filters.' })}
        errorText={intl.formatMessage({ id: 'admin.events.failed', defaultMessage: 'Failed to load events' })}
        page={page}
        totalPages={data?.pagination.totalPages ?? 1}
        onPage={setPage}
      >
        {data?.events.map((e) => <EventItem key={e.id} event={e} />)}
      </ListShell>
    </section>
  );
}
