import { indiaDate } from '@dishrated/shared';
import { AlertDialog } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/confirm-dialog';
import { Input, Label, Textarea } from '../../../components/ui/input';
import { defineMessages, useLocale } from '../../../lib/i18n';

/** The states the admin lists show, in the page's language. */
export const STATUS_NAMES = defineMessages({
  all: { id: 'admin.status.all', defaultMessage: 'All' },
  pending: { id: 'admin.status.pending', defaultMessage: 'Pending' },
  approved: { id: 'admin.status.approved', defaultMessage: 'Approved' },
  rejected: { id: 'admin.status.rejected', defaultMessage: 'Rejected' },
  published: { id: 'admin.status.published', defaultMessage: 'Published' },
  draft: { id: 'admin.status.draft', defaultMessage: 'Draft' },
  archived: { id: 'admin.status.archived', defaultMessage: 'Archived' },
  active: { id: 'admin.status.active', defaultMessage: 'Active' },
  banned: { id: 'admin.status.banned', defaultMessage: 'Banned' },
});

export const statusName = (status: string) => STATUS_NAMES[status as keyof typeof STATUS_NAMES] ?? STATUS_NAMES.all;

/** A labelled select of a list's filter. */
export function FilterSelect({ label, value, options, onChange }: { label: string; value: string; options: ReadonlyArray<readonly [string, string]>; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="min-w-0">
      <Label htmlFor={id} className="text-xs">{label}</Label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm">
        {options.map(([v, text]) => <option key={v} value={v}>{text}</option>)}
      </select>
    </div>
  );
}

export function SearchFilter({ label, value, onChange, hint }: { label: string; value: string; onChange(value: string): void; hint?: string }) {
  const id = useId();
  const intl = useIntl();
  return (
    <div className="min-w-0 sm:col-span-2">
      <Label htmlFor={id} className="text-xs">{label}</Label>
      <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={intl.formatMessage({ id: 'admin.searchPlaceholder', defaultMessage: 'Search...' })} aria-describedby={hint ? `${id}-hint` : undefined} />
      {hint ? <p id={`${id}-hint`} className="mt-1 text-xs text-gray-600">{hint}</p> : null}
    </div>
  );
}

/** Loading, failure and empty states around a list, and Previous/Next under it. */
export function ListShell({ isPending, isError, isEmpty, empty, errorText, children, page, totalPages, onPage }: {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  empty: string;
  errorText: string;
  children: ReactNode;
  /** Paging, for lists the server answers a page at a time. */
  page?: number;
  totalPages?: number;
  onPage?(page: number): void;
}) {
  if (isPending) return <p role="status" className="py-10 text-center text-gray-600"><FormattedMessage id="common.loading" defaultMessage="Loading..." /></p>;
  if (isError) return <p role="alert" className="rounded-xl bg-danger-50 p-6 text-center text-danger-800">{errorText}</p>;
  if (isEmpty) return <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-600">{empty}</p>;
  return (
    <div>
      <ul className="space-y-3">{children}</ul>
      {page !== undefined && totalPages !== undefined && totalPages > 1 && onPage ? (
        <Pager page={page} totalPages={totalPages} onPage={onPage} />
      ) : null}
    </div>
  );
}

function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage(page: number): void }) {
  const intl = useIntl();
  return (
    <nav aria-label={intl.formatMessage({ id: 'common.pages', defaultMessage: 'Pages' })} className="mt-4 flex items-center justify-center gap-3 text-sm">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}><FormattedMessage id="common.previous" defaultMessage="Previous" /></Button>
      <span><FormattedMessage id="admin.pageOf" defaultMessage="Page {page} of {totalPages}" values={{ page, totalPages }} /></span>
      <Button variant="outline" size="sm" disabled={page >= totalPages} onClick={() => onPage(page + 1)}><FormattedMessage id="common.next" defaultMessage="Next" /></Button>
    </nav>
  );
}

/**
 * A decision behind a dialog that asks why: `minLength` 0 makes the reason optional (notes),
 * otherwise the confirm button waits for it and says what is missing.
 */
export function ReasonDialog({ trigger, title, description, label, confirmText, minLength, tooShort, destructive = true, pending, onConfirm }: {
  trigger: ReactNode;
  title: string;
  description: string;
  label: string;
  confirmText: string;
  minLength: number;
  tooShort?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm(reason: string): void;
}) {
  const [reason, setReason] = useState('');
  const id = useId();
  const missing = reason.trim().length < minLength;
  return (
    <DialogFrame trigger={trigger} title={title} description={description} onOpenChange={(open) => !open && setReason('')}>
      <Label htmlFor={id} className="mt-3">{label}</Label>
      <Textarea id={id} value={reason} maxLength={500} onChange={(e) => setReason(e.target.value)} />
      {minLength > 0 && missing && reason ? <p role="alert" className="mt-1 text-sm text-danger-700">{tooShort}</p> : null}
      <div className="mt-4 flex justify-end gap-2">
        <AlertDialog.Cancel asChild><Button variant="outline"><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button></AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button variant={destructive ? 'destructive' : 'secondary'} disabled={missing || pending} onClick={() => onConfirm(reason.trim())}>{confirmText}</Button>
        </AlertDialog.Action>
      </div>
    </DialogFrame>
  );
}

/** A list's date in India time and the page's language, whatever the device's locale: '26 Nov 2026'. */
export function ShortDate({ iso }: { iso: string }) {
  const locale = useLocale();
  return <time dateTime={iso}>{indiaDate(iso, 'short-date', locale)}</time>;
}

export const STATUS_STYLES: Record<string, string> = {
  pending: 'bg-warning-100 text-warning-900',
  approved: 'bg-live-100 text-live-900',
  rejected: 'bg-danger-100 text-danger-800',
  published: 'bg-live-100 text-live-900',
  draft: 'bg-gray-200 text-gray-800',
  archived: 'bg-gray-200 text-gray-800',
  active: 'bg-live-100 text-live-900',
  banned: 'bg-danger-100 text-danger-800',
};
