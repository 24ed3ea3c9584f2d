import { LISTING_REPORT_REASONS, LISTINGS, type ListingReportBody, type ListingReportReason, type Truck } from '@dishrated/shared';
import { Flag, Store } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { DialogFrame } from '../../../../components/ui/confirm-dialog';
import { Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/auth';
import { defineMessages } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { truckIdIn } from '../../../../lib/truck-links';
import { useReportListing } from '../../api/listing-mutations';

const REASONS = defineMessages<ListingReportReason>({
  closed: { id: 'listing.report.closed', defaultMessage: 'It has closed for good' },
  wrong: { id: 'listing.report.wrong', defaultMessage: 'Its details are wrong' },
  duplicate: { id: 'listing.report.duplicate', defaultMessage: 'It is listed twice' },
});

/** The report as sent: a duplicate's note that links the other listing names it, so admins can merge at once. */
export function reportBody(truckId: string, reason: ListingReportReason, note: string): ListingReportBody {
  const linked = /\/trucks\/\S+/.exec(note)?.[0];
  const other = reason === 'duplicate' && linked ? truckIdIn(linked) : undefined;
  return { reason, note: note.trim(), ...(other && other !== truckId ? { duplicateOf: other } : {}) };
}

/** Tells admins a listing closed for good, is wrong, or is listed twice. */
function ReportListing({ truck }: { truck: Pick<Truck, 'id' | 'name'> }) {
  const intl = useIntl();
  const noteId = useId();
  const [reason, setReason] = useState<ListingReportReason>('closed');
  const [note, setNote] = useState('');
  const report = useReportListing(truck.id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'listing.report.sent', defaultMessage: 'Thank you. An admin will look at it.' })),
    onError: (e) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(e, intl.formatMessage({ id: 'listing.report.failed', defaultMessage: 'The report could not be sent.' }))),
  });
  const needsNote = reason === 'duplicate' && !note.trim();
  return (
    <DialogFrame
      trigger={<button type="button" className="inline-flex items-center gap-1 text-sm text-gray-600 underline-offset-2 hover:underline"><Flag className="h-3.5 w-3.5" aria-hidden /><FormattedMessage id="listing.report" defaultMessage="Report this listing" /></button>}
      title={intl.formatMessage({ id: 'listing.report.title', defaultMessage: 'What is wrong with {name}?' }, { name: truck.name })}
      description={intl.formatMessage({ id: 'listing.report.text', defaultMessage: 'Admins read every report and fix or remove the listing.' })}
      onOpenChange={(open) => !open && setNote('')}
    >
      <fieldset className="mt-3 space-y-2">
        <legend className="sr-only"><FormattedMessage id="listing.report.reason" defaultMessage="Reason" /></legend>
        {LISTING_REPORT_REASONS.map((r) => (
          <label key={r} className="flex items-center gap-2 text-sm text-gray-800">
            <input type="radio" name="listing-report-reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="h-4 w-4 accent-brand-600" />
            <FormattedMessage {...REASONS[r]} />
          </label>
        ))}
      </fieldset>
      <Label htmlFor={noteId} className="mt-3">
        {reason === 'duplicate' ? <FormattedMessage id="listing.report.whichOther" defaultMessage="Which listing does it repeat? (its name, or paste its link)" /> : <FormattedMessage id="listing.report.note" defaultMessage="What should we know? (optional)" />}
      </Label>
      <Textarea id={noteId} rows={3} value={note} maxLength={LISTINGS.noteMax} onChange={(e) => setNote(e.target.value)} />
      <div className="mt-4 flex justify-end gap-2">
        <AlertDialog.Cancel asChild><Button variant="outline"><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button></AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button disabled={needsNote || report.isPending} onClick={() => report.mutate(reportBody(truck.id, reason, note))}><FormattedMessage id="listing.report.send" defaultMessage="Send report" /></Button>
        </AlertDialog.Action>
      </div>
    </DialogFrame>
  );
}

/**
 * Below a truck's actions: on a listing nobody runs yet, the way for its owner to claim it; on
 * every truck, a way for a signed-in visitor to report a listing that is wrong or gone.
 */
export function ListingBox({ truck }: { truck: Truck }) {
  const { user } = useSession();
  if (truck.claimed && !user) return null;
  return (
    <Card className="space-y-3 p-5">
      {truck.claimed ? null : (
        <div>
          <p className="text-sm text-gray-700"><FormattedMessage id="listing.unclaimedText" defaultMessage="Nobody runs this listing on DishRated yet, so it takes no orders and its hours may be out of date." /></p>
          <Button asChild variant="outline" className="mt-3 w-full">
            <Link to={`/listings/claim/${truck.id}`}><Store className="h-4 w-4" aria-hidden /><FormattedMessage id="listing.claim" defaultMessage="Is this your truck? Claim it" /></Link>
          </Button>
        </div>
      )}
      {user ? <ReportListing truck={truck} /> : null}
    </Card>
  );
}
