import { CALENDAR_IMPORT_LIMITS, StopImportFormSchema, type StopImportPreview } from '@dishrated/shared';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { FieldError, Input, Label } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { useConfirmImport, usePreviewImport } from '../../api/owner-mutations';
import { inputWhenText } from './stop-text';

function Preview({ preview, onConfirm, onCancel, confirming }: { preview: StopImportPreview; onConfirm: () => void; onCancel: () => void; confirming: boolean }) {
  const count = preview.stops.length;
  return (
    <div className="space-y-3 rounded-xl border border-gray-200 p-3 text-sm" aria-label="Import preview" role="region">
      <p className="font-medium text-gray-900">{count === 0 ? 'Nothing in this calendar can become a stop.' : `${count} ${count === 1 ? 'stop' : 'stops'} to import`}</p>
      {count > 0 ? (
        <ul aria-label="Stops to import" className="space-y-1">
          {preview.stops.map(({ stop, closedDates, summary }, i) => (
            <li key={i} className="break-words">
              <span className="font-medium text-gray-900">{stop.label}</span> · {inputWhenText(stop)} · {stop.startTime}–{stop.endTime}
              {closedDates.length ? ` · ${closedDates.length} closed ${closedDates.length === 1 ? 'date' : 'dates'}` : ''}
              {summary && summary !== stop.label ? <span className="text-gray-500"> ({summary})</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {preview.skipped.length ? (
        <>
          <p className="font-medium text-gray-900">Left out</p>
          <ul aria-label="Events left out" className="space-y-1 text-gray-700">
            {preview.skipped.map((skipped, i) => <li key={i} className="break-words">{skipped.summary}: {skipped.reason}</li>)}
          </ul>
        </>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {count > 0 ? <Button onClick={onConfirm} disabled={confirming}>{confirming ? 'Importing...' : `Import ${count} ${count === 1 ? 'Stop' : 'Stops'}`}</Button> : null}
        <Button variant="outline" onClick={onCancel}>Cancel</Button>
      </div>
    </div>
  );
}

/**
 * Stops from a calendar the owner already keeps (an .ics file, or the address of a published
 * calendar): previewed first, with what is left out and why, then created on confirmation.
 */
export function CalendarImport({ truckId }: { truckId: string }) {
  const form = useZodForm(StopImportFormSchema, { defaultValues: { url: '' } });
  const [file, setFile] = useState<File | null>(null);
  // A new key empties the file field after an import (a file input's value cannot be set).
  const [fileField, setFileField] = useState(0);
  const [fileError, setFileError] = useState<string | null>(null);
  const [preview, setPreview] = useState<StopImportPreview | null>(null);
  const read = usePreviewImport(truckId, {
    onSuccess: setPreview,
    onError: (error) => showSubmitError(form, error, { title: 'Error', fallback: 'Failed to read the calendar', fields: ['url'] }),
  });
  const confirm = useConfirmImport(truckId, {
    onSuccess: (stops) => {
      toast.success(`${stops.length} ${stops.length === 1 ? 'stop' : 'stops'} imported`);
      setPreview(null);
      form.reset();
      setFile(null);
      setFileField((n) => n + 1);
    },
    onError: (error) => toast.error('Error', errorMessage(error, 'Failed to import the stops')),
  });

  const submit = form.handleSubmit(async ({ url }) => {
    setFileError(null);
    if (file) {
      if (file.size > CALENDAR_IMPORT_LIMITS.maxBytes) return setFileError('The calendar file must be at most 512 KB');
      return read.mutate({ ics: await file.text() });
    }
    if (!url) return setFileError('Choose a calendar file or give its address');
    read.mutate({ url });
  });

  return (
    <section aria-labelledby="import-heading" className="space-y-3">
      <h4 id="import-heading" className="pt-2 font-semibold text-gray-900">Import from a calendar</h4>
      <p className="text-sm text-gray-600">Already keep your stops in Google Calendar or another calendar? Import them: weekly events become regular stops, single events one-off stops.</p>
      <form noValidate aria-label="Import stops from a calendar" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={submit}>
        <div>
          <Label htmlFor="import-file">Calendar file (.ics)</Label>
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
          <Label htmlFor="import-url">Or the calendar’s address</Label>
          <Input id="import-url" type="url" inputMode="url" placeholder="https://calendar.google.com/…/basic.ics" aria-invalid={Boolean(form.formState.errors.url)} {...form.register('url')} />
          <FieldError>{form.formState.errors.url?.message}</FieldError>
        </div>
        <Button type="submit" variant="outline" disabled={read.isPending}>{read.isPending ? 'Reading...' : 'Preview Import'}</Button>
      </form>
      {preview ? <Preview preview={preview} confirming={confirm.isPending} onCancel={() => setPreview(null)} onConfirm={() => confirm.mutate({ stops: preview.stops })} /> : null}
    </section>
  );
}
