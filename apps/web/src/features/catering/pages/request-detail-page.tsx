import { indiaDate, rupees, type CateringQuote, type CateringRequestDetail } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Mail, Phone } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { PageSpinner, RequireAuth } from '../../../lib/auth';
import { useLocale } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { cateringQueries, useAcceptQuote, useCancelCateringRequest } from '../api/catering-api';
import { CancelForm } from '../../../components/catering/cancel-form';
import { CateringThread } from '../../../components/catering/thread';
import { RequestFacts, StatusBadge } from '../../../components/catering/request-summary';

function QuoteCard({ request, quote }: { request: CateringRequestDetail; quote: CateringQuote }) {
  const intl = useIntl();
  const locale = useLocale();
  const accept = useAcceptQuote(request.id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'catering.booked', defaultMessage: 'Truck booked' }), intl.formatMessage({ id: 'catering.bookedText', defaultMessage: '{truck} is on it. You can now call or write to its owner.' }, { truck: quote.truck.name })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'catering.acceptFailed', defaultMessage: 'The quote could not be accepted.' }))),
  });
  const dishes = quote.menu.dishes.map((d) => d.name).join(', ');
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h3 className="font-semibold text-gray-900">{quote.truck.name}</h3>
          <p className="text-lg font-bold text-gray-900">
            <FormattedMessage id="catering.quoteTotal" defaultMessage="{total} in all" values={{ total: rupees(quote.total) }} />
          </p>
        </div>
        <p className="text-sm text-gray-700">
          <FormattedMessage
            id="catering.quoteTerms"
            defaultMessage="{price} a head, for at least {minimum, number} guests · valid until {date}"
            values={{ price: rupees(quote.pricePerHead), minimum: quote.minimumGuests, date: indiaDate(`${quote.validUntil}T12:00:00+05:30`, 'short-date', locale) }}
          />
        </p>
        {dishes ? <p className="mt-2 text-sm text-gray-800">{dishes}</p> : null}
        {quote.menu.text ? <p className="mt-1 whitespace-pre-line text-sm text-gray-800">{quote.menu.text}</p> : null}
        {quote.message ? <p className="mt-2 whitespace-pre-line text-sm italic text-gray-700">{quote.message}</p> : null}
        {request.status === 'open' && quote.status === 'active' ? (
          <ConfirmDialog
            trigger={<Button className="mt-3" disabled={accept.isPending}><FormattedMessage id="catering.accept" defaultMessage="Accept and book" /></Button>}
            title={intl.formatMessage({ id: 'catering.acceptTitle', defaultMessage: 'Book {truck}?' }, { truck: quote.truck.name })}
            description={intl.formatMessage({ id: 'catering.acceptText', defaultMessage: 'The other quotes are declined, and the truck keeps the time for your event.' })}
            confirmText={intl.formatMessage({ id: 'catering.accept', defaultMessage: 'Accept and book' })}
            onConfirm={() => accept.mutate(quote.id)}
          />
        ) : quote.status === 'accepted' ? (
          <p className="mt-2 text-sm font-semibold text-live-800"><FormattedMessage id="catering.quoteAccepted" defaultMessage="You booked this quote." /></p>
        ) : null}
        <CateringThread
          requestId={request.id}
          truckId={quote.truck.id}
          me="customer"
          open={request.status === 'open' || request.status === 'booked'}
          title={intl.formatMessage({ id: 'thread.with', defaultMessage: 'Messages with {truck}' }, { truck: quote.truck.name })}
        />
      </Card>
    </li>
  );
}

function Booking({ booking }: { booking: NonNullable<CateringRequestDetail['booking']> }) {
  return (
    <Card className="border-live-200 bg-live-50 p-4">
      <h2 className="font-semibold text-gray-900"><FormattedMessage id="catering.bookedWith" defaultMessage="Booked: {truck}" values={{ truck: booking.truck.name }} /></h2>
      <p className="mt-1 text-sm text-gray-800"><FormattedMessage id="catering.ownerIs" defaultMessage="Its owner, {name}:" values={{ name: booking.owner.name }} /></p>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <a href={`mailto:${booking.owner.email}`} className="inline-flex items-center gap-1 text-brand-800 hover:underline"><Mail className="h-4 w-4" aria-hidden />{booking.owner.email}</a>
        {booking.owner.phone ? <a href={`tel:${booking.owner.phone}`} className="inline-flex items-center gap-1 text-brand-800 hover:underline"><Phone className="h-4 w-4" aria-hidden />{booking.owner.phone}</a> : null}
      </p>
    </Card>
  );
}

function RequestDetail({ id }: { id: string }) {
  const intl = useIntl();
  const { data: request, isPending, isError } = useQuery(cateringQueries.detail(id));
  const cancel = useCancelCateringRequest(id, {
    onSuccess: () => toast.success(intl.formatMessage({ id: 'catering.cancelled', defaultMessage: 'Request cancelled' })),
    onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'catering.cancelFailed', defaultMessage: 'The request could not be cancelled.' }))),
  });
  if (isPending) return <PageSpinner />;
  if (isError || !request) return <p role="alert" className="text-danger-800"><FormattedMessage id="catering.notFound" defaultMessage="This request could not be found." /></p>;
  const active = request.quotes.filter((q) => q.status !== 'declined');
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="break-words text-2xl font-bold text-gray-900 sm:text-3xl">{request.occasion}</h1>
        <StatusBadge status={request.status} />
      </div>
      <Card className="p-4"><RequestFacts request={request} /></Card>
      {request.closedReason ? <p className="rounded-xl bg-gray-50 p-3 text-sm text-gray-700"><FormattedMessage id="catering.closedWhy" defaultMessage="Why it ended: {reason}" values={{ reason: request.closedReason }} /></p> : null}
      {request.booking ? <Booking booking={request.booking} /> : null}
      <section aria-labelledby="quotes-heading" className="space-y-3">
        <h2 id="quotes-heading" className="text-lg font-semibold text-gray-900"><FormattedMessage id="catering.quotes" defaultMessage="Quotes" /></h2>
        {active.length === 0 ? (
          <p className="text-sm text-gray-600">
            <FormattedMessage
              id="catering.noQuotes"
              defaultMessage="{count, plural, =0 {No truck is free for it yet. Change the date or the place, or wait: trucks join every week.} one {The request reached # truck. Its quote will appear here.} other {The request reached # trucks. Their quotes will appear here.}}"
              values={{ count: request.matchedTrucks }}
            />
          </p>
        ) : (
          <ul className="space-y-3">{active.map((quote) => <QuoteCard key={quote.id} request={request} quote={quote} />)}</ul>
        )}
      </section>
      {request.status === 'open' || request.status === 'booked' ? (
        <CancelForm
          label={request.status === 'booked' ? intl.formatMessage({ id: 'catering.cancelBooking', defaultMessage: 'Cancel the booking' }) : intl.formatMessage({ id: 'catering.cancelRequest', defaultMessage: 'Cancel the request' })}
          pending={cancel.isPending}
          onCancel={(reason) => cancel.mutate(reason)}
        />
      ) : null}
    </div>
  );
}

/** /catering/:id: one of the customer's requests, its quotes, and the booking once made. */
export default function CateringRequestDetailPage() {
  const { id = '' } = useParams();
  return (
    <RequireAuth>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
        <Link to="/catering" className="inline-flex items-center gap-1 text-sm text-gray-600 hover:text-gray-900"><ArrowLeft className="h-4 w-4" aria-hidden /> <FormattedMessage id="catering.mine" defaultMessage="My catering requests" /></Link>
        <div className="mt-3"><RequestDetail id={id} /></div>
      </div>
    </RequireAuth>
  );
}
