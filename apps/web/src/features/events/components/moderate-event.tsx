import { EVENT_REJECTION_MIN, type FoodEvent } from '@dishrated/shared';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApproveEvent, useRejectEvent } from '../api/event-mutations';

/** Approve or reject a pending event, for admins, right where they read it. */
export function ModerateEvent({ event }: { event: FoodEvent }) {
  const [reason, setReason] = useState('');
  const intl = useIntl();
  const failed = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const approve = useApproveEvent(event.id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.events.approved', defaultMessage: 'Event approved' })),
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'admin.events.approveFailed', defaultMessage: 'Failed to approve event' }))),
  });
  const reject = useRejectEvent(event.id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.events.rejected', defaultMessage: 'Event rejected' }), intl.formatMessage({ id: 'admin.events.rejectedText', defaultMessage: 'The organizer has been told why.' })),
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'admin.events.rejectFailed', defaultMessage: 'Failed to reject event' }))),
  });
  const tooShort = reason.trim().length < EVENT_REJECTION_MIN;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => approve.mutate()} disabled={approve.isPending}>{intl.formatMessage({ id: 'admin.approve', defaultMessage: 'Approve' })}</Button>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild><Button size="sm" variant="destructive"><FormattedMessage id="admin.reject" defaultMessage="Reject" /></Button></AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-gray-900"><FormattedMessage id="admin.rejectTitle" defaultMessage="Reject {name}?" values={{ name: event.title }} /></AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-gray-600"><FormattedMessage id="admin.events.rejectText" defaultMessage="The organizer is mailed this reason and sees it on the event." /></AlertDialog.Description>
            <Label htmlFor="reject-reason" className="mt-3"><FormattedMessage id="admin.rejectionReason" defaultMessage="Rejection reason" /></Label>
            <Textarea id="reject-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            {reason && tooShort ? <p role="alert" className="mt-1 text-sm text-danger-600"><FormattedMessage id="admin.events.reasonTooShort" defaultMessage="Rejection reason must be at least {min} characters long" values={{ min: EVENT_REJECTION_MIN }} /></p> : null}
            <div className="mt-4 flex justify-end gap-2">
              <AlertDialog.Cancel asChild><Button variant="outline"><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button></AlertDialog.Cancel>
              <AlertDialog.Action asChild disabled={tooShort}><Button variant="destructive" disabled={tooShort} onClick={() => reject.mutate(reason.trim())}><FormattedMessage id="admin.reject" defaultMessage="Reject" /></Button></AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
