import { CALENDAR_IMPORT_LIMITS, StopImportFormSchema, type StopImportPreview } from '@dishrated/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useConfirmImport, usePreviewImport } from '../../api/owner-mutations';
import { useStopText } from './stop-text';
import { timeRange } from './stop-text';

function Preview({ preview, onConfirm, onCancel, confirming }: { preview: StopImportPreview; onConfirm: () => void; onCancel: () => void; confirming: boolean }) {
  const count = preview.stops.length;
  const intl = useIntl();
  const { inputWhenText } = useStopText();
  return (
    <div className="space-y-3 rounded-xl border border-gray-200 p-3 text-sm" aria-label={intl.formatMessage({ id: 'import.preview', defaultMessage: 'Import preview' })} role="region">
      <p className="font-medium text-gray-900">
        {count === 0 ? (
          <FormattedMessage id="import.nothing" defaultMessage="Nothing in this calendar can become a stop." />
        ) : (
          <FormattedMessage id="import.count" defaultMessage="{count, plural, one {# stop to import} other {# stops to import}}" values={{ count }} />
        )}
      </p>
      {count > 0 ? (
        <ul aria-label={intl.formatMessage({ id: 'import.stops', defaultMessage: 'Stops to import' })} className="space-y-1">
          {preview.stops.map(({ stop, closedDates, summary }, i) => (
            <li key={i} className="break-words">
              <FormattedMessage
                id="import.stopLine"
                defaultMessage="{place} · {when} · {hours}"
                values={{ place: <span className="font-medium text-gray-900">{stop.label}</span>, when: inputWhenText(stop), hours: timeRange(stop) }}
              />
              {closedDates.length ? (
                <FormattedMessage id="import.closedDates" defaultMessage="{count, plural, one { · # closed date} other { · # closed dates}}" values={{ count: closedDates.length }} />
              ) : null}
              {summary && summary !== stop.label ? <span className="text-gray-500"> <FormattedMessage id="import.summary" defaultMessage="({summary})" values={{ summary }} /></span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {preview.skipped.length ? (
        <>
          <p className="font-medium text-gray-900"><FormattedMessage id="import.leftOut" defaultMessage="Left out" /></p>
          <ul aria-label={intl.formatMessage({ id: 'import.leftOutLabel', defaultMessage: 'Events left out' })} className="space-y-1 text-gray-700">
            {preview.skipped.map((skipped, i) => <li key={i} className="break-words"><FormattedMessage id="import.skipped" defaultMessage="{summary}: {reason}" values={{ summary: skipped.summary, reason: skipped.reason }} /></li>)}
          </ul>
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {count > 0 ? <Button onClick={onConfirm} disabled={confirming}>{confirming ? <FormattedMessage id="import.importing" defaultMessage="Importing..." /> : <FormattedMessage id="import.confirm" defaultMessage="{count, plural, one {Import # Stop} other {Import # Stops}}" values={{ count }} />}</Button> : null}
        <Button variant="outline" onClick={onCancel}><FormattedMessage id="common.cancel" defaultMessage="Cancel" /></Button>
      </div>
    </div>
  );
}

/**
 * Stops from a calendar the owner already keeps (an .ics file, or the address of a published
 * calendar): previewed first, with what is left out and why, then created on confirmation.
 */
export function CalendarImport({ truckId }: { truckId: string }) {
  const intl = useIntl();
  const failed = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const form = useZodForm(StopImportFormSchema, { defaultValues: { url: '' } });
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file field after an import (a file input's value cannot be set).
  const [fileField, setFileField] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<StopImportPreview | null>(null);
  const read = usePreviewImport(truckId, {
    onSuccess: setPreview,
    onError: (error) => showSubmitError(form, error, { title: failed, fallback: intl.formatMessage({ id: 'import.readFailed', defaultMessage: 'Failed to read the calendar' }), fields: ['url'] }),
  });
  const confirm = useConfirmImport(truckId, {
    onSuccess: (stops) => {
      toast.success(intl.formatMessage({ id: 'import.done', defaultMessage: '{count, plural, one {# stop imported} other {# stops imported}}' }, { count: stops.length }));
      setPreview(null);
      form.reset();
      setFile(null);
      setFileField((n) => n + 1);
    },
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'import.failed', defaultMessage: 'Failed to import the stops' }))),
  });

  const submit = form.handleSubmit(async ({ url }) => {
    setFileError(null);
    if (file) {
      if (file.size > CALENDAR_IMPORT_LIMITS.maxBytes) return setFileError(intl.formatMessage({ id: 'import.tooBig', defaultMessage: 'The calendar file must be at most {size} KB' }, { size: CALENDAR_IMPORT_LIMITS.maxBytes / 1024 }));
      return read.mutate({ ics: await file.text() });
    }
    if (!url) return setFileError(intl.formatMessage({ id: 'import.nothingChosen', defaultMessage: 'Choose a calendar file or give its address' }));
    read.mutate({ url });
  });

  return (
    <section aria-labelledby="import-heading" className="space-y-3">
      <h4 id="import-heading" className="pt-2 font-semibold text-gray-900"><FormattedMessage id="import.heading" defaultMessage="Import from a calendar" /></h4>
      <p className="text-sm text-gray-600">
        <FormattedMessage id="import.lead" defaultMessage="Already keep your stops in Google Calendar or another calendar? Import them: weekly events become regular stops, single events one-off stops." />
      </p>
      <form noValidate aria-label={intl.formatMessage({ id: 'import.label', defaultMessage: 'Import stops from a calendar' })} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
        <div>
          <Label htmlFor="import-file"><FormattedMessage id="import.file" defaultMessage="Calendar file (.ics)" /></Label>
          <Input
            key={fileField}
            id="import-file"
            type="file"
            accept=".ics,text/calendar"
            aria-invalid={Boolean(fileError)}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setFileError(null);
            }}
          />
          <FieldError>{fileError}</FieldError>
        </div>
        <div>
          <Label htmlFor="import-url"><FormattedMessage id="import.url" defaultMessage="Or the calendar’s address" /></Label>
          <Input id="import-url" type="url" inputMode="url" placeholder={intl.formatMessage({ id: 'import.urlPlaceholder', defaultMessage: 'https://calendar.google.com/…/basic.ics' })} aria-invalid={Boolean(form.formState.errors.url)} {...form.register('url')} />
          <FieldError>{form.formState.errors.url?.message}</FieldError>
        </div>
        <Button type="submit" variant="outline" disabled={read.isPending}>{read.isPending ? <FormattedMessage id="import.reading" defaultMessage="Reading..." /> : <FormattedMessage id="import.previewButton" defaultMessage="Preview Import" />}</Button>
      </form>
      {preview ? <Preview preview={preview} confirming={confirm.isPending} onCancel={() => setPreview(null)} onConfirm={() => confirm.mutate({ stops: preview.stops })} /> : null}
    </section>
  );
}
