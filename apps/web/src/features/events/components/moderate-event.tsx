import { EVENT_REJECTION_MIN, type FoodEvent } from '@dishrated/shared';
import { AlertDialog } from 'radix-ui';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useApproveEvent, useRejectEvent } from '../api/event-mutations';

/** Approve or reject a pending event, for admins, right where they read it. */
export function ModerateEvent({ event }: { event: FoodEvent }) {
  const [reason, setReason] = useState('');
  const approve = useApproveEvent(event.id, {
    onSuccess: () => toast.success('Event approved'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to approve event')),
  });
  const reject = useRejectEvent(event.id, {
    onSuccess: () => toast.success('Event rejected', 'The organizer has been told why.'),
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to reject event')),
  });
  const tooShort = reason.trim().length < EVENT_REJECTION_MIN;
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" variant="secondary" onClick={() => approve.mutate()} disabled={approve.isPending}>Approve</Button>
      <AlertDialog.Root>
        <AlertDialog.Trigger asChild><Button size="sm" variant="destructive">Reject</Button></AlertDialog.Trigger>
        <AlertDialog.Portal>
          <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
          <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
            <AlertDialog.Title className="text-lg font-semibold text-gray-900">Reject {event.title}?</AlertDialog.Title>
            <AlertDialog.Description className="mt-1 text-sm text-gray-600">The organizer is mailed this reason and sees it on the event.</AlertDialog.Description>
            <Label htmlFor="reject-reason" className="mt-3">Rejection reason</Label>
            <Textarea id="reject-reason" value={reason} onChange={(e) => setReason(e.target.value)} />
            {reason && tooShort ? <p role="alert" className="mt-1 text-sm text-danger-600">Rejection reason must be at least {EVENT_REJECTION_MIN} characters long</p> : null}
            <div className="mt-4 flex justify-end gap-2">
              <AlertDialog.Cancel asChild><Button variant="outline">Cancel</Button></AlertDialog.Cancel>
              <AlertDialog.Action asChild disabled={tooShort}><Button variant="destructive" disabled={tooShort} onClick={() => reject.mutate(reason.trim())}>Reject</Button></AlertDialog.Action>
            </div>
          </AlertDialog.Content>
        </AlertDialog.Portal>
      </AlertDialog.Root>
    </div>
  );
}
