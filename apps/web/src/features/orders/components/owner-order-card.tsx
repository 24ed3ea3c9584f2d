import { ORDER_LIMITS, indiaDate, indiaLocalToInstant, instantToIndiaLocal, rupees, type Order } from '@dishrated/shared';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { useOrderAction, type OwnerAction } from '../api/orders-api';
import { OrderStatusBadge } from './order-status';
import { RunningLate } from './running-late';

/** A time input's value (HH:MM, India time) for an instant, and back to an instant on the same day. */
const hhmm = (iso: string) => instantToIndiaLocal(iso).slice(11, 16);
const onDayOf = (iso: string, time: string) => indiaLocalToInstant(`${instantToIndiaLocal(iso).slice(0, 10)}T${time}`) ?? iso;

/** One order in the owner's queue, with the next step it can take. */
export function OwnerOrderCard({ order }: { order: Order }) {
  const intl = useIntl();
  const locale = useLocale();
  const act = useOrderAction({
    onError: (error) =>
      toast.error(intl.formatMessage({ id: 'queue.notDone', defaultMessage: 'Not done' }), errorMessage(error, intl.formatMessage({ id: 'common.pleaseTryAgain', defaultMessage: 'Please try again.' }))),
  });
  const [readyAt, setReadyAt] = useState(() => hhmm(order.pickupAt));
  const [reason, setReason] = useState('');
  const [code, setCode] = useState('');
  const [rejecting, setRejecting] = useState(false);
  const run = (action: OwnerAction) => act.mutate({ id: order.id, ...action });
  const label = intl.formatMessage({ id: 'queue.orderLabel', defaultMessage: 'order {number}' }, { number: order.number });
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold text-gray-900">
          <FormattedMessage id="queue.cardTitle" defaultMessage="#{number} · {customer}" values={{ number: order.number, customer: order.customer.name }} />
        </h3>
        <OrderStatusBadge status={order.status} />
      </div>
      <p className="text-sm text-gray-600">
        <FormattedMessage
          id="queue.cardTimes"
          defaultMessage="Pickup {pickup}{hasReady, select, yes { · ready by {ready}} other {}} · {total}"
          values={{ pickup: indiaDate(order.pickupAt, 'time', locale), hasReady: order.readyBy ? 'yes' : 'no', ready: order.readyBy ? indiaDate(order.readyBy, 'time', locale) : '', total: rupees(order.total) }}
        />
        {order.lateMinutes > 0 ? (
          <span className="ml-1 font-medium text-amber-800">
            <FormattedMessage id="queue.late" defaultMessage="· {minutes} min late" values={{ minutes: order.lateMinutes }} />
          </span>
        ) : null}
      </p>
      <ul className="mt-2 text-sm text-gray-800">
        {order.items.map((item, i) => (
          <li key={i}>
            <FormattedMessage id="checkout.line" defaultMessage="{quantity} × {name}" values={{ quantity: item.quantity, name: item.name }} />
            {item.note ? (
              <span className="ml-1 text-gray-500">
                <FormattedMessage id="queue.itemNote" defaultMessage="({note})" values={{ note: item.note }} />
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      {order.status === 'rejected' && order.rejectReason ? <p className="mt-1 text-sm text-danger-700"><FormattedMessage id="queue.rejectedBecause" defaultMessage="Rejected: {reason}" values={{ reason: order.rejectReason }} /></p> : null}
      <div className="mt-3 flex flex-wrap items-end gap-2">
        {order.status === 'placed' ? (
          <>
            <label className="text-sm text-gray-700"><FormattedMessage id="queue.readyBy" defaultMessage="Ready by" /><Input type="time" aria-label={intl.formatMessage({ id: 'queue.readyByFor', defaultMessage: 'Ready by for {order}' }, { order: label })} className="mt-1 block h-9 w-32" value={readyAt} onChange={(e) => setReadyAt(e.target.value)} /></label>
            <Button size="sm" className="h-9" disabled={act.isPending || !readyAt} onClick={() => run({ action: 'accept', readyBy: onDayOf(order.pickupAt, readyAt) })} aria-label={intl.formatMessage({ id: 'queue.acceptFor', defaultMessage: 'Accept {order}' }, { order: label })}><FormattedMessage id="queue.accept" defaultMessage="Accept" /></Button>
          </>
        ) : null}
        {order.status === 'accepted' ? <Button size="sm" className="h-9" variant="secondary" disabled={act.isPending} onClick={() => run({ action: 'ready' })} aria-label={intl.formatMessage({ id: 'queue.markReadyFor', defaultMessage: 'Mark {order} ready' }, { order: label })}><FormattedMessage id="queue.markReady" defaultMessage="Mark ready" /></Button> : null}
        {order.status === 'accepted' ? <RunningLate order={order} label={label} disabled={act.isPending} onLate={(minutes) => run({ action: 'late', minutes })} /> : null}
        {order.status === 'ready' ? (
          <form className="flex items-end gap-2" onSubmit={(e) => { e.preventDefault(); run({ action: 'picked-up', code }); }}>
            <label className="text-sm text-gray-700"><FormattedMessage id="order.pickupCode" defaultMessage="Pickup code" /><Input inputMode="numeric" pattern="\d{4}" maxLength={4} aria-label={intl.formatMessage({ id: 'queue.codeFor', defaultMessage: 'Pickup code for {order}' }, { order: label })} className="mt-1 block h-9 w-24" value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))} /></label>
            <Button type="submit" size="sm" className="h-9" disabled={act.isPending || code.length !== 4} aria-label={intl.formatMessage({ id: 'queue.handOver', defaultMessage: 'Hand over {order}' }, { order: label })}><FormattedMessage id="queue.pickedUp" defaultMessage="Picked up" /></Button>
          </form>
        ) : null}
        {(order.status === 'placed' || order.status === 'accepted') && !rejecting ? <Button size="sm" className="h-9" variant="ghost" onClick={() => setRejecting(true)} aria-label={intl.formatMessage({ id: 'queue.rejectFor', defaultMessage: 'Reject {order}' }, { order: label })}><FormattedMessage id="queue.reject" defaultMessage="Reject" /></Button> : null}
      </div>
      {rejecting ? (
        <form className="mt-2 flex flex-wrap items-end gap-2" onSubmit={(e) => { e.preventDefault(); run({ action: 'reject', reason }); }}>
          <label className="min-w-0 flex-1 text-sm text-gray-700">
            <FormattedMessage id="queue.reason" defaultMessage="Reason" />
            <Input className="mt-1 block h-9 w-full" maxLength={ORDER_LIMITS.reasonMax} value={reason} onChange={(e) => setReason(e.target.value)} placeholder={intl.formatMessage({ id: 'queue.reasonExample', defaultMessage: 'For example: out of dosa batter' })} />
          </label>
          <Button type="submit" size="sm" className="h-9" variant="destructive" disabled={act.isPending || !reason.trim()}><FormattedMessage id="queue.rejectOrder" defaultMessage="Reject order" /></Button>
          <Button size="sm" className="h-9" variant="ghost" onClick={() => setRejecting(false)}><FormattedMessage id="queue.keep" defaultMessage="Keep" /></Button>
        </form>
      ) : null}
    </Card>
  );
}
