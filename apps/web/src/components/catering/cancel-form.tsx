import { CATERING } from '@dishrated/shared';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../ui/button';
import { Label, Textarea } from '../ui/input';

/** Cancelling with a reason the other side reads: opened by its button, sent when a reason is given. */
export function CancelForm({ label, pending, onCancel }: { label: string; pending: boolean; onCancel(reason: string): void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  if (!open) {
    return <Button variant="outline" onClick={() => setOpen(true)}>{label}</Button>;
  }
  return (
    <form
      aria-label={label}
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (reason.trim()) onCancel(reason.trim());
      }}
    >
      <Label htmlFor={id}><FormattedMessage id="catering.cancelReason" defaultMessage="Why? The other side reads this." /></Label>
      <Textarea id={id} rows={2} maxLength={CATERING.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" variant="destructive" disabled={!reason.trim() || pending}>{label}</Button>
        <Button type="button" variant="outline" onClick={() => setOpen(false)}>{intl.formatMessage({ id: 'catering.keep', defaultMessage: 'Keep it' })}</Button>
      </div>
    </form>
  );
}
