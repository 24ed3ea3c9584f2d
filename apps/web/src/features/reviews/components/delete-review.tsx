import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Delete, behind a confirmation dialog. */
export function DeleteReview({ onConfirm, pending }: { onConfirm(): void; pending: boolean }) {
  return (
    <ConfirmDialog
      trigger={<Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50" disabled={pending}><Trash2 className="h-4 w-4" aria-hidden />Delete</Button>}
      title="Delete review"
      description="Are you sure you want to delete this review?"
      confirmText="Delete"
      onConfirm={onConfirm}
    />
  );
}
