import { useState } from 'react';
import { CATERING, CateringQuoteBodySchema, rupees, type CateringQuote, type OwnerCateringRequest } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { Mail, Phone } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CancelForm } from '../../../../components/catering/cancel-form';
import { RequestFacts, StatusBadge } from '../../../../components/catering/request-summary';
import { CateringThread } from '../../../../components/catering/thread';
import { Button } from '../../../../components/ui/button';
import { Card } from '../../../../components/ui/card';
import { FieldError, Input, Label, Textarea } from '../../../../components/ui/input';
import { errorMessage } from '../../../../lib/api-client';
import { showSubmitError, useZodForm } from '../../../../lib/form';
import { toast } from '../../../../lib/toast';
import { ownerTrucksQuery } from '../../../../lib/owner-trucks';
import { ownerCateringQueries, useCancelBooking, useSaveCateringArea, useSendQuote, useWithdrawQuote } from '../../api/owner-catering-api';

/** A quote for one of the owner's trucks: price per head, minimum guests, the menu in words, a note, and until when it holds. */
function QuoteForm({ request, truck }: { request: OwnerCateringRequest; truck: { id: string; name: string } }) {
  const intl = useIntl();
  const form = useZodForm(CateringQuoteBodySchema, {
    defaultValues: { truckId: truck.id, pricePerHead: request.budgetPerHead, minimumGuests: request.guests, menu: { dishIds: [], text: '' }, message: '', validUntil: request.date },
  });
  const send = useSendQuote(request.id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'bookings.quoteSent', defaultMessage: 'Quote sent' })),
    onError: (error) =>
      showSubmitError(form, error, {
        title: intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }),
        fallback: intl.formatMessage({ id: 'bookings.quoteFailed', defaultMessage: 'The quote could not be sent.' }),
        fields: ['pricePerHead', 'minimumGuests', 'menu', 'message', 'validUntil'],
      }),
  });
  const { errors } = form.formState;
  const id = (name: string) => `quote-${request.id}-${truck.id}-${name}`;
  return (
    <form noValidate aria-label={intl.formatMessage({ id: 'bookings.quoteFor', defaultMessage: 'Quote for {truck}' }, { truck: truck.name })} className="mt-3 space-y-3 rounded-xl border border-gray-200 p-3" onSubmit={form.handleSubmit((body) => send.mutate(body))}>
      <p className="text-sm font-semibold text-gray-900"><FormattedMessage id="bookings.quoteFor" defaultMessage="Quote for {truck}" values={{ truck: truck.name }} /></p>
      <div className="grid gap-3 sm:grid-cols-3">
        <div>
          <Label htmlFor={id('price')}><FormattedMessage id="bookings.price" defaultMessage="Price per head (₹)" /></Label>
          <Input id={id('price')} type="number" min={1} {...form.register('pricePerHead', { valueAsNumber: true })} />
          <FieldError>{errors.pricePerHead?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={id('minimum')}><FormattedMessage id="bookings.minimum" defaultMessage="Minimum guests" /></Label>
          <Input id={id('minimum')} type="number" min={1} {...form.register('minimumGuests', { valueAsNumber: true })} />
          <FieldError>{errors.minimumGuests?.message}</FieldError>
        </div>
        <div>
          <Label htmlFor={id('valid')}><FormattedMessage id="bookings.validUntil" defaultMessage="Valid until" /></Label>
          <Input id={id('valid')} type="date" {...form.register('validUntil')} />
          <FieldError>{errors.validUntil?.message}</FieldError>
        </div>
      </div>
      <div>
        <Label htmlFor={id('menu')}><FormattedMessage id="bookings.menu" defaultMessage="What you would serve" /></Label>
        <Textarea id={id('menu')} rows={3} maxLength={CATERING.quoteMenuTextMax} {...form.register('menu.text')} />
        <FieldError>{errors.menu?.message ?? errors.menu?.text?.message}</FieldError>
      </div>
      <div>
        <Label htmlFor={id('message')}><FormattedMessage id="bookings.note" defaultMessage="A note to the customer (optional)" /></Label>
        <Textarea id={id('message')} rows={2} maxLength={CATERING.quoteMessageMax} {...form.register('message')} />
      </div>
      <FieldError>{errors.root?.server?.message}</FieldError>
      <Button type="submit" disabled={send.isPending}><FormattedMessage id="bookings.send" defaultMessage="Send quote" /></Button>
    </form>
  );
}

function OwnQuote({ request, quote }: { request: OwnerCateringRequest; quote: CateringQuote }) {
  const intl = useIntl();
  const withdraw = useWithdrawQuote(request.id, {
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'bookings.withdrawFailed', defaultMessage: 'The quote could not be withdrawn.' }))),
  });
  return (
    <div className="mt-3 rounded-xl bg-gray-50 p-3 text-sm">
      <p className="font-semibold text-gray-900">
        <FormattedMessage
          id="bookings.yourQuote"
          defaultMessage="{truck}: {price} a head, {total} in all ({status, select, active {on offer} accepted {accepted} other {not chosen}})"
          values={{ truck: quote.truck.name, price: rupees(quote.pricePerHead), total: rupees(quote.total), status: quote.status }}
        />
      </p>
      {quote.status === 'active' ? (
        <Button variant="link" size="sm" className="px-0" disabled={withdraw.isPending} onClick={() => withdraw.mutate(quote.id)}>
          <FormattedMessage id="bookings.withdraw" defaultMessage="Withdraw quote" />
        </Button>
      ) : null}
    </div>
  );
}

function RequestCard({ request }: { request: OwnerCateringRequest }) {
  const intl = useIntl();
  const cancel = useCancelBooking(request.id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'bookings.cancelled', defaultMessage: 'Booking cancelled' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'bookings.cancelFailed', defaultMessage: 'The booking could not be cancelled.' }))),
  });
  const contact = request.customerContact;
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-gray-900">
            <FormattedMessage id="bookings.requestTitle" defaultMessage="{occasion}, for {customer}" values={{ occasion: request.occasion, customer: request.customerName }} />
          </h3>
          <StatusBadge status={request.status} />
        </div>
        <div className="mt-2"><RequestFacts request={request} /></div>
        {request.message ? <p className="mt-2 whitespace-pre-line text-sm text-gray-700">{request.message}</p> : null}
        {request.trucks.map((truck) => {
          const quote = request.quotes.find((q) => q.truck.id === truck.id);
          return (
            <div key={truck.id}>
              {quote ? <OwnQuote request={request} quote={quote} /> : request.status === 'open' ? <QuoteForm request={request} truck={truck} /> : null}
              <CateringThread
                requestId={request.id}
                truckId={truck.id}
                me="owner"
                open={request.status === 'open' || request.status === 'booked'}
                title={intl.formatMessage({ id: 'thread.withCustomer', defaultMessage: 'Messages with {customer} about {truck}' }, { customer: request.customerName, truck: truck.name })}
              />
            </div>
          );
        })}
        {contact ? (
          <div className="mt-3 space-y-2">
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
              <a href={`mailto:${contact.email}`} className="inline-flex items-center gap-1 text-brand-800 hover:underline"><Mail className="h-4 w-4" aria-hidden />{contact.email}</a>
              {contact.phone ? <a href={`tel:${contact.phone}`} className="inline-flex items-center gap-1 text-brand-800 hover:underline"><Phone className="h-4 w-4" aria-hidden />{contact.phone}</a> : null}
            </p>
            <CancelForm label={intl.formatMessage({ id: 'bookings.cancel', defaultMessage: 'Cancel the booking' })} pending={cancel.isPending} onCancel={(reason) => cancel.mutate(reason)} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** How far one truck travels to cater: requests farther from its usual stops do not reach it. */
function ReachField({ truck }: { truck: { id: string; name: string } }) {
  const intl = useIntl();
  const { data } = useQuery(ownerCateringQueries.area(truck.id));
  const [km, setKm] = useState<string | null>(null);
  const save = useSaveCateringArea(truck.id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'bookings.reachSaved', defaultMessage: 'Catering reach saved' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'bookings.reachFailed', defaultMessage: 'The reach could not be saved.' }))),
  });
  const value = km ?? (data ? String(data.radiusKm) : '');
  const id = `reach-${truck.id}`;
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(Number(value));
      }}
    >
      <Label htmlFor={id}><FormattedMessage id="bookings.reachOf" defaultMessage="{truck}: caters within (km)" values={{ truck: truck.name }} /></Label>
      <div className="flex items-center gap-2">
        <Input id={id} type="number" min={1} max={CATERING.serviceRadiusMaxKm} className="w-28" value={value} onChange={(e) => setKm(e.target.value)} />
        <Button type="submit" variant="outline" size="sm" disabled={save.isPending || !value}><FormattedMessage id="bookings.reachSave" defaultMessage="Save" /></Button>
      </div>
    </form>
  );
}

function Reach() {
  const { data: trucks } = useQuery(ownerTrucksQuery());
  if (!trucks?.length) return null;
  return (
    <Card className="space-y-3 p-4">
      <h3 className="font-semibold text-gray-900"><FormattedMessage id="bookings.reach" defaultMessage="How far your trucks cater" /></h3>
      <p className="text-sm text-gray-600">
        <FormattedMessage id="bookings.reachText" defaultMessage="Requests reach a truck when they are within this distance of one of its usual stops, and it is free then." />
      </p>
      {trucks.map((truck) => <ReachField key={truck.id} truck={truck} />)}
    </Card>
  );
}

/** The Bookings tab: catering requests that reached the owner's trucks, to quote on, and the bookings won. */
export function BookingsTab() {
  return (
    <div className="space-y-4">
      <Requests />
      <Reach />
    </div>
  );
}

function Requests() {
  const { data, isPending, isError } = useQuery(ownerCateringQueries.requests());
  if (isPending) return <p role="status" className="text-sm text-gray-600"><FormattedMessage id="bookings.loading" defaultMessage="Loading requests..." /></p>;
  if (isError) return <p role="alert" className="text-sm text-danger-800"><FormattedMessage id="bookings.failed" defaultMessage="The requests could not be loaded." /></p>;
  if (data.length === 0) {
    return (
      <p className="rounded-xl bg-gray-50 p-8 text-center text-gray-600">
        <FormattedMessage id="bookings.none" defaultMessage="No catering requests yet. They arrive here when someone wants to hire a truck that serves their food, reaches their place and is free then." />
      </p>
    );
  }
  return <ul className="space-y-3">{data.map((request) => <RequestCard key={request.id} request={request} />)}</ul>;
}
