import { Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';

/** Delete, behind a confirmation dialog. */
export function DeleteReview({ onConfirm, pending }: { onConfirm(): void; pending: boolean }) {
  const intl = useIntl();
  return (
    <ConfirmDialog
      trigger={<Button variant="ghost" size="sm" className="text-danger-700 hover:bg-danger-50" disabled={pending}><Trash2 className="h-4 w-4" aria-hidden /><FormattedMessage id="common.delete" defaultMessage="Delete" /></Button>}
      title={intl.formatMessage({ id: 'review.deleteTitle', defaultMessage: 'Delete review' })}
      description={intl.formatMessage({ id: 'review.deleteConfirm', defaultMessage: 'Are you sure you want to delete this review?' })}
      confirmText={intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
      onConfirm={onConfirm}
    />
  );
}
