import { Trash2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { Button } from '../../../components/ui/button';

/** Delete, behind a confirmation dialog. */
export function DeleteReview({ onConfirm, pending }: { onConfirm(): void; pending: boolean }) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>
        <Button variant="ghost" size="sm" className="text-red-700 hover:bg-red-50" disabled={pending}><Trash2 className="h-4 w-4" aria-hidden />Delete</Button>
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[90vw] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-bold text-gray-900">Delete review</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-gray-600">Are you sure you want to delete this review?</AlertDialog.Description>
          <div className="mt-5 flex justify-end gap-2">
            <AlertDialog.Cancel asChild><Button variant="outline">Cancel</Button></AlertDialog.Cancel>
            <AlertDialog.Action asChild><Button variant="destructive" onClick={onConfirm}>Delete</Button></AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
