import { StopExceptionInputSchema, WEEKDAYS, addDays, weekdayOfDate, type Stop, type StopException } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { FieldError, Input, Label } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { ownerQueries } from '../../api/owner-api';
import { useAddClosedDate, useCopyWeek, useDeleteClosedDate, useDeleteStop } from '../../api/owner-mutations';
import { StopForm, indiaToday } from './stop-form';
import { CalendarImport } from './calendar-import';
import { WeekPreview } from './week-preview';
import { timeRange, useStopText } from './stop-text';
import { joinFacts } from '../../../../lib/text';

function ClosedDateForm({ truckId, stops, today }: { truckId: string; stops: Stop[]; today: string }) {
  const intl = useIntl();
  const form = useZodForm(StopExceptionInputSchema, { defaultValues: { date: today, stopId: null, note: '' } });
  const add = useAddClosedDate(truckId, {
    onSuccess: () => {
      toast.success(intl.formatMessage({ id: 'closed.added', defaultMessage: 'Closed date added' }));
      form.reset();
    },
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        fallback: intl.formatMessage({ id: 'closed.addFailed', defaultMessage: 'Failed to add the closed date' }),
        fields: ['date', 'stopId'],
      }),
  });
  const { errors } = form.formState;
  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'closed.addLabel', defaultMessage: 'Add a closed date' })} className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr_auto] sm:items-end" onSubmit={form.handleSubmit((closed) => add.mutate(closed))}>
      <div>
        <Label htmlFor="closed-date"><FormattedMessage id="stopForm.date" defaultMessage="Date" /></Label>
        <Input id="closed-date" type="date" aria-invalid={Boolean(errors.date)} {...form.register('date')} />
        <FieldError>{errors.date?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="closed-stop"><FormattedMessage id="closed.which" defaultMessage="Which stop" /></Label>
        <select id="closed-stop" className="h-10 w-full rounded-lg border border-gray-300 bg-white px-3 text-sm" {...form.register('stopId', { setValueAs: (v: string) => v || null })}>
          <option value="">{intl.formatMessage({ id: 'closed.allDay', defaultMessage: 'All stops (closed all day)' })}</option>
          {stops.map((stop) => <option key={stop.id} value={stop.id}>{stop.label}</option>)}
        </select>
        <FieldError>{errors.stopId?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor="closed-note"><FormattedMessage id="admin.noteOptional" defaultMessage="Note (optional)" /></Label>
        <Input id="closed-note" placeholder={intl.formatMessage({ id: 'closed.notePlaceholder', defaultMessage: 'Diwali' })} {...form.register('note', { setValueAs: (v: string) => v.trim() || null })} />
      </div>
      <Button type="submit" variant="outline" disabled={add.isPending}><FormattedMessage id="closed.addButton" defaultMessage="Add Closed Date" /></Button>
    </form>
  );
}

function ClosedDates({ truckId, exceptions, stops }: { truckId: string; exceptions: StopException[]; stops: Stop[] }) {
  const intl = useIntl();
  const { dateText } = useStopText();
  const remove = useDeleteClosedDate(truckId, {
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'closed.removeFailed', defaultMessage: 'Failed to remove the closed date' }))),
  });
  if (exceptions.length === 0) return <p className="text-sm text-gray-600"><FormattedMessage id="closed.none" defaultMessage="No closed dates." /></p>;
  return (
    <ul aria-label={intl.formatMessage({ id: 'closed.heading', defaultMessage: 'Closed dates' })} className="divide-y divide-gray-100 rounded-xl border border-gray-200">
      {exceptions.map((closed) => {
        const what = closed.stopId
          ? (stops.find((s) => s.id === closed.stopId)?.label ?? intl.formatMessage({ id: 'closed.aStop', defaultMessage: 'A stop' }))
          : intl.formatMessage({ id: 'closed.allStops', defaultMessage: 'All stops' });
        return (
          <li key={closed.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
            <span><span className="font-medium text-gray-900">{dateText(closed.date)}</span>{['', what, ...(closed.note ? [closed.note] : [])].join(' · ')}</span>
            <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'closed.removeOf', defaultMessage: 'Remove closed date {date}' }, { date: dateText(closed.date) })} onClick={() => remove.mutate(closed.id)}>
              <FormattedMessage id="closed.remove" defaultMessage="Remove" />
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

/** The Monday of the week `date` is in. */
const mondayOf = (date: string) => addDays(date, -WEEKDAYS.indexOf(weekdayOfDate(date)));

/** Offered when last week had one-off stops: the same stops, a week later. */
function CopyLastWeek({ truckId, stops, today }: { truckId: string; stops: Stop[]; today: string }) {
  const intl = useIntl();
  const lastMonday = addDays(mondayOf(today), -7);
  const copy = useCopyWeek(truckId, {
    onSuccess: (copied) =>
      toast.success(
        copied.length === 0
          ? intl.formatMessage({ id: 'copyWeek.already', defaultMessage: 'This week already has those stops' })
          : intl.formatMessage({ id: 'copyWeek.copied', defaultMessage: '{count, plural, one {# stop} other {# stops}} copied to this week' }, { count: copied.length }),
      ),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'copyWeek.failed', defaultMessage: 'Failed to copy last week' }))),
  });
  const lastWeek = stops.filter((s) => s.date && s.date >= lastMonday && s.date <= addDays(lastMonday, 6));
  if (lastWeek.length === 0) return null;
  return (
    <Button variant="outline" size="sm" disabled={copy.isPending} onClick={() => copy.mutate(lastMonday)}>
      <FormattedMessage id="copyWeek.button" defaultMessage="{count, plural, one {Copy last week’s # one-off stop to this week} other {Copy last week’s # one-off stops to this week}}" values={{ count: lastWeek.length }} />
    </Button>
  );
}

function StopRow({ truckId, stop, today }: { truckId: string; stop: Stop; today: string }) {
  const [editing, setEditing] = useState(false);
  const intl = useIntl();
  const { whenText } = useStopText();
  const remove = useDeleteStop(truckId, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'stops.deleted', defaultMessage: 'Stop deleted' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'stops.deleteFailed', defaultMessage: 'Failed to delete the stop' }))),
  });
  const name = { name: stop.label };
  if (editing) return <li className="p-3"><StopForm truckId={truckId} today={today} stop={stop} onDone={() => setEditing(false)} /></li>;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
      <div className="min-w-0">
        <p className="break-words font-medium text-gray-900">{stop.label}</p>
        <p className="text-gray-600">{joinFacts(whenText(stop), timeRange(stop))}</p>
      </div>
      <div className="flex gap-1">
        <Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'stops.editOf', defaultMessage: 'Edit stop {name}' }, name)} onClick={() => setEditing(true)}>
          <FormattedMessage id="common.edit" defaultMessage="Edit" />
        </Button>
        <ConfirmDialog
          trigger={<Button variant="ghost" size="sm" aria-label={intl.formatMessage({ id: 'stops.deleteOf', defaultMessage: 'Delete stop {name}' }, name)}><FormattedMessage id="common.delete" defaultMessage="Delete" /></Button>}
          title={intl.formatMessage({ id: 'stops.deleteTitle', defaultMessage: 'Delete this stop?' })}
          description={intl.formatMessage({ id: 'stops.deleteText', defaultMessage: '{name} ({when}) will no longer show on your truck page.' }, { name: stop.label, when: whenText(stop) })}
          confirmText={intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
          onConfirm={() => remove.mutate(stop.id)}
        />
      </div>
    </li>
  );
}

/** The truck's stops and closed dates: what the truck page, its calendar and search read. */
export function StopsEditor({ truckId }: { truckId: string }) {
  const [today] = useState(indiaToday);
  const intl = useIntl();
  const { data, isPending, isError } = useQuery(ownerQueries.stops(truckId));
  if (isPending) return <p role="status" className="text-sm text-gray-600"><FormattedMessage id="stops.loading" defaultMessage="Loading stops..." /></p>;
  if (isError) return <p className="text-sm text-danger-700"><FormattedMessage id="stops.failed" defaultMessage="The stops could not be loaded." /></p>;
  return (
    <section aria-labelledby="stops-heading" className="space-y-4">
      <div>
        <h3 id="stops-heading" className="text-lg font-semibold text-gray-900"><FormattedMessage id="stops.heading" defaultMessage="Stops" /></h3>
        <p className="text-sm text-gray-600">
          <FormattedMessage id="stops.lead" defaultMessage="Where the truck stands and when. Visitors see them on your truck page and can subscribe to them as a calendar." />
        </p>
      </div>
      <WeekPreview stops={data.stops} exceptions={data.exceptions} />
      {data.stops.length === 0 ? (
        <p className="text-sm text-gray-600"><FormattedMessage id="stops.none" defaultMessage="No stops yet." /></p>
      ) : (
        <ul aria-label={intl.formatMessage({ id: 'stops.heading', defaultMessage: 'Stops' })} className="divide-y divide-gray-100 rounded-xl border border-gray-200">
          {data.stops.map((stop) => <StopRow key={stop.id} truckId={truckId} stop={stop} today={today} />)}
        </ul>
      )}
      <CopyLastWeek truckId={truckId} stops={data.stops} today={today} />
      <StopForm truckId={truckId} today={today} />
      <CalendarImport truckId={truckId} />
      <h4 className="pt-2 font-semibold text-gray-900"><FormattedMessage id="closed.heading" defaultMessage="Closed dates" /></h4>
      <ClosedDates truckId={truckId} exceptions={data.exceptions} stops={data.stops} />
      <ClosedDateForm truckId={truckId} stops={data.stops} today={today} />
    </section>
  );
}
