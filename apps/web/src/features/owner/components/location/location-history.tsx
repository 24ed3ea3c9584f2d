import { formatStay, type LocationHistoryEntry, indiaDate } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { History, Trash2 } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { errorMessage } from '../../../../lib/api-client';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { ownerQueries } from '../../api/owner-api';
import { useClearHistory, useDeleteHistoryEntry } from '../../api/owner-mutations';
import { unknownLocation } from '../../location-messages';

function Entry({ entry, onRemove, removing }: { entry: LocationHistoryEntry; onRemove: () => void; removing: boolean }) {
  const intl = useIntl();
  const locale = useLocale();
  const place = entry.address ?? unknownLocation();
  return (
    <li className="flex items-start justify-between gap-3 py-3">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium text-gray-900">
          <span className="break-words">{place}</span>
          {entry.isActive ? <span className="rounded-full bg-live-100 px-2 py-0.5 text-xs font-semibold text-live-800"><FormattedMessage id="history.current" defaultMessage="Current" /></span> : null}
        </p>
        <p className="text-sm text-gray-600">
          {[`${entry.coordinates.latitude.toFixed(4)}, ${entry.coordinates.longitude.toFixed(4)}`, indiaDate(entry.timestamp, 'day-month-time', locale), formatStay(entry.duration, locale)].join(' · ')}
        </p>
      </div>
      {entry.isActive ? null : (
        <Button variant="ghost" size="icon" onClick={onRemove} disabled={removing} aria-label={intl.formatMessage({ id: 'history.remove', defaultMessage: 'Remove {place} from history' }, { place })}>
          <Trash2 className="h-4 w-4 text-danger-600" aria-hidden />
        </Button>
      )}
    </li>
  );
}

/** Where the truck has stood, newest first, from the server; the current spot cannot be removed. */
export function LocationHistory({ truckId }: { truckId: string }) {
  const { data: history, isPending, isError } = useQuery(ownerQueries.history(truckId));
  const intl = useIntl();
  const failed = intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' });
  const remove = useDeleteHistoryEntry(truckId, { onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'history.removeFailed', defaultMessage: 'Failed to remove the entry' }))) });
  const clear = useClearHistory(truckId, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'history.cleared', defaultMessage: 'Location history cleared' })),
    onError: (error) => toast.error(failed, errorMessage(error, intl.formatMessage({ id: 'history.clearFailed', defaultMessage: 'Failed to clear location history' }))),
  });
  const past = history?.filter((e) => !e.isActive).length ?? 0;
  return (
    <Card className="p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="flex items-center gap-2 text-lg font-semibold text-gray-900"><History className="h-5 w-5" aria-hidden /> <FormattedMessage id="history.heading" defaultMessage="Location History" /></h2>
        <Button variant="outline" size="sm" onClick={() => clear.mutate()} disabled={past === 0 || clear.isPending}><FormattedMessage id="history.clear" defaultMessage="Clear All" /></Button>
      </div>
      {isPending ? (
        <p role="status" className="py-4 text-sm text-gray-500"><FormattedMessage id="history.loading" defaultMessage="Loading history..." /></p>
      ) : isError ? (
        <p role="alert" className="py-4 text-sm text-danger-700"><FormattedMessage id="history.failed" defaultMessage="Failed to load location history." /></p>
      ) : history.length === 0 ? (
        <p className="py-4 text-sm text-gray-600"><FormattedMessage id="history.empty" defaultMessage="No locations yet." /></p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {history.map((entry) => (
            <Entry key={entry.id} entry={entry} onRemove={() => remove.mutate(entry.id)} removing={remove.isPending && remove.variables === entry.id} />
          ))}
        </ul>
      )}
    </Card>
  );
}
