import { useIntl } from 'react-intl';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from './button';

/**
 * The frame of a question the user must answer: overlay, title, description, then the dialog's own
 * content (its buttons, a reason field). Radix keeps focus inside while it is open and gives it
 * back to the trigger on close.
 */
export function DialogFrame({ trigger, title, description, onOpenChange, children }: { trigger: ReactNode; title: string; description: ReactNode; onOpenChange?(open: boolean): void; children: ReactNode }) {
  return (
    <AlertDialog.Root onOpenChange={onOpenChange}>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-5 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-gray-900">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-1 text-sm text-gray-600">{description}</AlertDialog.Description>
          {children}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * An action behind a confirmation: the way back (`cancelText`, "Cancel" unless the action is itself
 * a cancelling, where "Cancel" would read as doing it), or the action's own button.
 */
export function ConfirmDialog({ trigger, title, description, confirmText, cancelText, onConfirm }: { trigger: ReactNode; title: string; description: ReactNode; confirmText: string; cancelText?: string; onConfirm(): void }) {
  const intl = useIntl();
  return (
    <DialogFrame trigger={trigger} title={title} description={description}>
      <div className="mt-4 flex justify-end gap-2">
        <AlertDialog.Cancel asChild><Button variant="outline">{cancelText ?? intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}</Button></AlertDialog.Cancel>
        <AlertDialog.Action asChild><Button variant="destructive" onClick={onConfirm}>{confirmText}</Button></AlertDialog.Action>
      </div>
    </DialogFrame>
  );
}
