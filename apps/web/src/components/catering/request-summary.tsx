import { cuisineName, indiaDate, rupees, type CateringRequest, type CateringRequestStatus } from '@dishrated/shared';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge } from '../ui/card';
import { defineMessages, useLocale } from '../../lib/i18n';
import { joinFacts } from '../../lib/text';
import { DIET_NAMES } from './diet-names';

export const STATUS_NAMES = defineMessages<CateringRequestStatus>({
  open: { id: 'catering.status.open', defaultMessage: 'Waiting for quotes' },
  booked: { id: 'catering.status.booked', defaultMessage: 'Booked' },
  cancelled: { id: 'catering.status.cancelled', defaultMessage: 'Cancelled' },
  closed: { id: 'catering.status.closed', defaultMessage: 'Closed' },
});

const STATUS_STYLES: Record<CateringRequestStatus, string> = {
  open: 'bg-warning-100 text-warning-900',
  booked: 'bg-live-100 text-live-900',
  cancelled: 'bg-gray-200 text-gray-800',
  closed: 'bg-gray-200 text-gray-800',
};

export function StatusBadge({ status }: { status: CateringRequestStatus }) {
  return <Badge className={STATUS_STYLES[status]}><FormattedMessage {...STATUS_NAMES[status]} /></Badge>;
}

/** When, where, for how many and what food: the facts of a request, as both sides read them. */
export function RequestFacts({ request }: { request: Pick<CateringRequest, 'date' | 'startTime' | 'endTime' | 'place' | 'guests' | 'budgetPerHead' | 'cuisines' | 'diets'> }) {
  const locale = useLocale();
  const intl = useIntl();
  const day = indiaDate(`${request.date}T12:00:00+05:30`, 'weekday-date', locale);
  const hours = `${indiaDate(`${request.date}T${request.startTime}:00+05:30`, 'time', locale)} – ${indiaDate(`${request.date}T${request.endTime}:00+05:30`, 'time', locale)}`;
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-2">
      <div><dt className="text-gray-500"><FormattedMessage id="catering.when" defaultMessage="When" /></dt><dd className="text-gray-900">{joinFacts(day, hours)}</dd></div>
      <div><dt className="text-gray-500"><FormattedMessage id="catering.where" defaultMessage="Where" /></dt><dd className="break-words text-gray-900">{request.place.address}</dd></div>
      <div>
        <dt className="text-gray-500"><FormattedMessage id="catering.guests" defaultMessage="Guests" /></dt>
        <dd className="text-gray-900">
          <FormattedMessage id="catering.guestsBudget" defaultMessage="{guests, number} guests, {budget} a head" values={{ guests: request.guests, budget: rupees(request.budgetPerHead) }} />
        </dd>
      </div>
      <div>
        <dt className="text-gray-500"><FormattedMessage id="catering.food" defaultMessage="Food" /></dt>
        <dd className="text-gray-900">{joinFacts(...request.cuisines.map((c) => cuisineName(c, locale)), ...request.diets.map((d) => intl.formatMessage(DIET_NAMES[d])))}</dd>
      </div>
    </dl>
  );
}
