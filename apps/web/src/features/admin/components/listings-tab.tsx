import { cuisineName, LISTINGS, type ListingReport, type TruckImport, type TruckSuggestion } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { AlertDialog } from 'radix-ui';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog, DialogFrame } from '../../../components/ui/confirm-dialog';
import { FieldError, Input, Label, Textarea } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { truckIdIn } from '../../../lib/truck-links';
import { adminQueries } from '../api/admin-api';
import { useConfirmImport, useDecideSuggestion, useDismissListingReport, useMergeListing, usePreviewImport, useRetireListing } from '../api/admin-mutations';
import { ListShell, ReasonDialog, ShortDate } from './admin-controls';

function useFailed(fallback: string) {
  const intl = useIntl();
  return (e: unknown) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(e, fallback));
}

/** What a preview found, by line, before anything is created. */
function ImportPreview({ preview, onDone }: { preview: TruckImport; onDone: () => void }) {
  const intl = useIntl();
  const confirm = useConfirmImport({
    onSuccess: (done) => {
      toast.success(intl.formatMessage({ id: 'admin.import.created', defaultMessage: '{count, plural, one {# listing} other {# listings}} created' }, { count: done.created }));
      onDone();
    },
    onError: useFailed(intl.formatMessage({ id: 'admin.import.confirmFailed', defaultMessage: 'The import could not be confirmed.' })),
  });
  return (
    <div className="mt-4 space-y-3 text-sm" role="status">
      <p className="font-medium text-gray-900">
        <FormattedMessage
          id="admin.import.summary"
          defaultMessage="{create, plural, one {# new listing} other {# new listings}}, {duplicates, plural, one {# looks like a truck we have} other {# look like trucks we have}}, {refused, plural, one {# row refused} other {# rows refused}}."
          values={{ create: preview.toCreate.length, duplicates: preview.duplicates.length, refused: preview.refused.length }}
        />
      </p>
      {preview.duplicates.length ? (
        <details>
          <summary className="cursor-pointer text-gray-700"><FormattedMessage id="admin.import.duplicates" defaultMessage="Left out as duplicates" /></summary>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto">
            {preview.duplicates.slice(0, 200).map((d) => (
              <li key={d.line}>
                <FormattedMessage
                  id="admin.import.duplicateLine"
                  defaultMessage="Line {line}: {name}, {meters} m from {existing}"
                  values={{ line: d.line, name: d.name, meters: d.existing.meters, existing: d.existing.id ? <Link to={`/trucks/${d.existing.id}`} className="text-brand-700 hover:underline">{d.existing.name}</Link> : intl.formatMessage({ id: 'admin.import.earlierLine', defaultMessage: 'line {line}' }, { line: d.existing.line }) }}
                />
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      {preview.refused.length ? (
        <details open>
          <summary className="cursor-pointer text-gray-700"><FormattedMessage id="admin.import.refused" defaultMessage="Refused rows" /></summary>
          <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-danger-800">
            {preview.refused.slice(0, 200).map((r) => <li key={r.line}><FormattedMessage id="admin.import.refusedLine" defaultMessage="Line {line}: {reason}" values={{ line: r.line, reason: r.reason }} /></li>)}
          </ul>
        </details>
      ) : null}
      {preview.status === 'previewed' && preview.toCreate.length ? (
        <Button disabled={confirm.isPending} onClick={() => confirm.mutate(preview.id)}>
          <FormattedMessage id="admin.import.confirm" defaultMessage="Create {count, plural, one {# listing} other {# listings}}" values={{ count: preview.toCreate.length }} />
        </Button>
      ) : null}
    </div>
  );
}

/** An admin imports listings from a CSV or GeoJSON file: preview first, then create. */
function ImportSection() {
  const intl = useIntl();
  const ids = { file: useId(), text: useId(), source: useId() };
  const [text, setText] = useState('');
  const [source, setSource] = useState('');
  const [format, setFormat] = useState<'csv' | 'geojson'>('csv');
  const [preview, setPreview] = useState<TruckImport | null>(null);
  const previewing = usePreviewImport({ onSuccess: setPreview, onError: useFailed(intl.formatMessage({ id: 'admin.import.failed', defaultMessage: 'The file could not be read.' })) });
  const missing = !text.trim() || !source.trim();
  return (
    <Card className="p-4 sm:p-5">
      <h3 className="font-semibold text-gray-900"><FormattedMessage id="admin.import.title" defaultMessage="Import listings" /></h3>
      <p className="mt-1 text-sm text-gray-600">
        <FormattedMessage id="admin.import.lead" defaultMessage="A CSV with a header row (name, cuisine, city, address, latitude, longitude, phone, website, instagram, hours, source) or a GeoJSON file of points, up to 5,000 rows. Nothing is created until you confirm the preview." />
      </p>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor={ids.file}><FormattedMessage id="admin.import.file" defaultMessage="CSV or GeoJSON file" /></Label>
          <input
            id={ids.file}
            type="file"
            accept=".csv,.geojson,.json,text/csv,application/geo+json,application/json"
            className="mt-1 block w-full text-sm text-gray-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:text-brand-800"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (!file) return;
              setFormat(/\.(geo)?json$/i.test(file.name) ? 'geojson' : 'csv');
              if (!source) setSource(file.name.replace(/\.[^.]+$/, '').slice(0, LISTINGS.importSourceMax));
              void file.text().then(setText);
            }}
          />
        </div>
        <div>
          <Label htmlFor={ids.source}><FormattedMessage id="admin.import.source" defaultMessage="Where the rows come from" /></Label>
          <Input id={ids.source} value={source} maxLength={LISTINGS.importSourceMax} onChange={(e) => setSource(e.target.value)} />
        </div>
      </div>
      <Label htmlFor={ids.text} className="mt-3"><FormattedMessage id="admin.import.text" defaultMessage="Or paste the file's text" /></Label>
      <Textarea id={ids.text} rows={4} value={text} className="font-mono text-xs" onChange={(e) => setText(e.target.value)} />
      <FieldError>{text.length > LISTINGS.importTextMax ? intl.formatMessage({ id: 'admin.import.tooBig', defaultMessage: 'The file is too big for one import.' }) : null}</FieldError>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" disabled={missing || previewing.isPending} onClick={() => previewing.mutate({ text, format, source: source.trim() })}>
          <FormattedMessage id="admin.import.preview" defaultMessage="Preview" />
        </Button>
      </div>
      {preview ? <ImportPreview preview={preview} onDone={() => { setPreview(null); setText(''); }} /> : null}
    </Card>
  );
}

function SuggestionItem({ suggestion }: { suggestion: TruckSuggestion }) {
  const intl = useIntl();
  const locale = useLocale();
  const decide = useDecideSuggestion({
    onSuccess: (_, { decision }) => toast.success(decision === 'accept' ? intl.formatMessage({ id: 'admin.suggestions.accepted', defaultMessage: 'Listed: the suggester is thanked' }) : intl.formatMessage({ id: 'admin.suggestions.rejected', defaultMessage: 'Suggestion rejected' })),
    onError: useFailed(intl.formatMessage({ id: 'admin.suggestions.failed', defaultMessage: 'The suggestion could not be decided.' })),
  });
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row">
        {suggestion.photo ? <img src={suggestion.photo} alt={intl.formatMessage({ id: 'admin.suggestions.photo', defaultMessage: 'Photo of {name}' }, { name: suggestion.name })} className="h-24 w-32 shrink-0 rounded-lg object-cover" /> : null}
        <div className="min-w-0 flex-1 text-sm">
          <h4 className="font-semibold text-gray-900">{suggestion.name}</h4>
          <p className="text-gray-700">{[cuisineName(suggestion.cuisine, locale), suggestion.address, suggestion.seenWhen].filter(Boolean).join(' · ')}</p>
          <p className="text-gray-600"><FormattedMessage id="admin.suggestions.by" defaultMessage="Suggested by {name} on {date}" values={{ name: suggestion.suggestedBy.name, date: <ShortDate iso={suggestion.createdAt} /> }} /></p>
          {suggestion.note ? <p className="mt-1 whitespace-pre-line text-gray-700">{suggestion.note}</p> : null}
          {suggestion.lookAlikes.length ? (
            <div className="mt-2 rounded-lg bg-warning-50 p-2 text-warning-900">
              <p className="font-medium"><FormattedMessage id="admin.suggestions.lookAlikes" defaultMessage="Looks like:" /></p>
              <ul>
                {suggestion.lookAlikes.map((l) => (
                  <li key={l.id}>
                    <FormattedMessage
                      id="admin.suggestions.lookAlike"
                      defaultMessage="{name} ({kind, select, truck {listing} other {another suggestion}}, {meters} m away)"
                      values={{ kind: l.kind, meters: l.meters, name: l.kind === 'truck' ? <Link to={`/trucks/${l.id}`} className="underline">{l.name}</Link> : l.name }}
                    />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </div>
        <div className="flex shrink-0 flex-wrap items-start gap-2">
          <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ id: suggestion.id, decision: 'accept', reason: '' })}><FormattedMessage id="admin.suggestions.accept" defaultMessage="List it" /></Button>
          <ReasonDialog
            trigger={<Button size="sm" variant="outline" disabled={decide.isPending}><FormattedMessage id="admin.suggestions.reject" defaultMessage="Reject" /></Button>}
            title={intl.formatMessage({ id: 'admin.suggestions.rejectTitle', defaultMessage: 'Reject this suggestion?' })}
            description={intl.formatMessage({ id: 'admin.suggestions.rejectText', defaultMessage: 'It is not listed. Say why, for the record.' })}
            label={intl.formatMessage({ id: 'admin.claims.reasonLabel', defaultMessage: 'Reason' })}
            confirmText={intl.formatMessage({ id: 'admin.claims.rejectConfirm', defaultMessage: 'Reject' })}
            minLength={1}
            tooShort={intl.formatMessage({ id: 'admin.claims.reasonRequired', defaultMessage: 'A reason is required' })}
            onConfirm={(reason) => decide.mutate({ id: suggestion.id, decision: 'reject', reason })}
          />
        </div>
      </Card>
    </li>
  );
}

/** Merging a reported duplicate into a listing the admin names by its link or id. */
function MergeByLink({ truckName, pending, onMerge }: { truckName: string; pending: boolean; onMerge: (into: string) => void }) {
  const intl = useIntl();
  const id = useId();
  const [link, setLink] = useState('');
  const into = truckIdIn(link);
  return (
    <DialogFrame
      trigger={<Button size="sm" variant="outline" disabled={pending}><FormattedMessage id="admin.listingReports.mergeInto" defaultMessage="Merge into another listing" /></Button>}
      title={intl.formatMessage({ id: 'admin.listingReports.mergeIntoTitle', defaultMessage: 'Merge {name} into which listing?' }, { name: truckName })}
      description={intl.formatMessage({ id: 'admin.listingReports.mergeIntoText', defaultMessage: 'Its reviews, dishes and follows move to the listing you keep, and this one is retired.' })}
      onOpenChange={(open) => !open && setLink('')}
    >
      <Label htmlFor={id} className="mt-3"><FormattedMessage id="admin.listingReports.keepLink" defaultMessage="The link of the listing to keep" /></Label>
      <Input id={id} value={link} onChange={(e) => setLink(e.target.value)} />
      <div className="mt-4 flex justify-end gap-2">
        <AlertDialog.Cancel asChild><Button variant="outline"><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button></AlertDialog.Cancel>
        <AlertDialog.Action asChild>
          <Button disabled={!into || pending} onClick={() => into && onMerge(into)}><FormattedMessage id="admin.listingReports.mergeConfirm" defaultMessage="Merge" /></Button>
        </AlertDialog.Action>
      </div>
    </DialogFrame>
  );
}

function ReportItem({ report }: { report: ListingReport }) {
  const intl = useIntl();
  const failed = useFailed(intl.formatMessage({ id: 'admin.listingReports.failed', defaultMessage: 'That could not be done.' }));
  const done = (words: string) => () => toast.success(words);
  const retire = useRetireListing({ onSuccess: done(intl.formatMessage({ id: 'admin.listingReports.retired', defaultMessage: 'Listing retired' })), onError: failed });
  const merge = useMergeListing({ onSuccess: done(intl.formatMessage({ id: 'admin.listingReports.merged', defaultMessage: 'Listings merged: reviews and follows moved' })), onError: failed });
  const dismiss = useDismissListingReport({ onSuccess: done(intl.formatMessage({ id: 'admin.listingReports.dismissed', defaultMessage: 'Report dismissed' })), onError: failed });
  const busy = retire.isPending || merge.isPending || dismiss.isPending;
  return (
    <li>
      <Card className="p-4 text-sm">
        <h4 className="font-semibold text-gray-900"><Link to={`/trucks/${report.truck.id}`} className="hover:underline">{report.truck.name}</Link></h4>
        <p className="text-gray-700">
          <FormattedMessage
            id="admin.listingReports.line"
            defaultMessage="{reason, select, closed {Closed for good} wrong {Details are wrong} other {Listed twice}} · reported by {name} on {date}"
            values={{ reason: report.reason, name: report.reportedBy.name, date: <ShortDate iso={report.createdAt} /> }}
          />
        </p>
        {report.note ? <p className="mt-1 whitespace-pre-line text-gray-700">{report.note}</p> : null}
        <div className="mt-3 flex flex-wrap gap-2">
          <ReasonDialog
            trigger={<Button size="sm" variant="destructive" disabled={busy}><FormattedMessage id="admin.listingReports.retire" defaultMessage="Retire listing" /></Button>}
            title={intl.formatMessage({ id: 'admin.listingReports.retireTitle', defaultMessage: 'Retire {name}?' }, { name: report.truck.name })}
            description={intl.formatMessage({ id: 'admin.listingReports.retireText', defaultMessage: 'It leaves every list, search and page.' })}
            label={intl.formatMessage({ id: 'admin.claims.reasonLabel', defaultMessage: 'Reason' })}
            confirmText={intl.formatMessage({ id: 'admin.listingReports.retireConfirm', defaultMessage: 'Retire' })}
            minLength={1}
            tooShort={intl.formatMessage({ id: 'admin.claims.reasonRequired', defaultMessage: 'A reason is required' })}
            onConfirm={(reason) => retire.mutate({ truckId: report.truck.id, reason })}
          />
          {report.duplicateOf ? null : <MergeByLink truckName={report.truck.name} pending={busy} onMerge={(into) => merge.mutate({ truckId: report.truck.id, into })} />}
          {report.duplicateOf ? (
            <ConfirmDialog
              trigger={<Button size="sm" variant="outline" disabled={busy}><FormattedMessage id="admin.listingReports.merge" defaultMessage="Merge into {name}" values={{ name: report.duplicateOf.name }} /></Button>}
              title={intl.formatMessage({ id: 'admin.listingReports.mergeTitle', defaultMessage: 'Merge into {name}?' }, { name: report.duplicateOf.name })}
              description={intl.formatMessage({ id: 'admin.listingReports.mergeText', defaultMessage: 'Its reviews, dishes and follows move to {name}, and this listing is retired.' }, { name: report.duplicateOf.name })}
              confirmText={intl.formatMessage({ id: 'admin.listingReports.mergeConfirm', defaultMessage: 'Merge' })}
              onConfirm={() => merge.mutate({ truckId: report.truck.id, into: report.duplicateOf!.id })}
            />
          ) : null}
          <Button size="sm" variant="outline" disabled={busy} onClick={() => dismiss.mutate(report.id)}><FormattedMessage id="admin.listingReports.dismiss" defaultMessage="Dismiss" /></Button>
        </div>
      </Card>
    </li>
  );
}

/** Listings before their owners arrive: importing them, visitors' suggestions, and reports of wrong or closed ones. */
export function ListingsTab() {
  const intl = useIntl();
  const suggestions = useQuery(adminQueries.suggestions());
  const reports = useQuery(adminQueries.listingReports());
  return (
    <div className="space-y-8">
      <ImportSection />
      <section aria-labelledby="admin-suggestions">
        <h3 id="admin-suggestions" className="mb-3 font-semibold text-gray-900"><FormattedMessage id="admin.suggestions.title" defaultMessage="Visitors' suggestions" /></h3>
        <ListShell
          isPending={suggestions.isPending}
          isError={suggestions.isError}
          isEmpty={!suggestions.data?.suggestions.length}
          empty={intl.formatMessage({ id: 'admin.suggestions.empty', defaultMessage: 'No suggestions waiting.' })}
          errorText={intl.formatMessage({ id: 'admin.suggestions.loadFailed', defaultMessage: 'Failed to load suggestions' })}
        >
          {suggestions.data?.suggestions.map((s) => <SuggestionItem key={s.id} suggestion={s} />)}
        </ListShell>
      </section>
      <section aria-labelledby="admin-listing-reports">
        <h3 id="admin-listing-reports" className="mb-3 font-semibold text-gray-900"><FormattedMessage id="admin.listingReports.title" defaultMessage="Reported listings" /></h3>
        <ListShell
          isPending={reports.isPending}
          isError={reports.isError}
          isEmpty={!reports.data?.reports.length}
          empty={intl.formatMessage({ id: 'admin.listingReports.empty', defaultMessage: 'No reported listings.' })}
          errorText={intl.formatMessage({ id: 'admin.listingReports.loadFailed', defaultMessage: 'Failed to load reported listings' })}
        >
          {reports.data?.reports.map((r) => <ReportItem key={r.id} report={r} />)}
        </ListShell>
      </section>
    </div>
  );
}
