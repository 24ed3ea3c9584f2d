import type { AdminCateringRequest } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { RequestFacts, StatusBadge } from '../../../components/catering/request-summary';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { adminQueries } from '../api/admin-api';
import { useCloseCatering } from '../api/admin-mutations';
import { ListShell, ReasonDialog, ShortDate } from './admin-controls';

function CateringItem({ request }: { request: AdminCateringRequest }) {
  const intl = useIntl();
  const close = useCloseCatering({
    onSuccess: () => toast.success(intl.formatMessage({ id: 'admin.catering.closed', defaultMessage: 'Request closed' })),
    onError: (e) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(e, intl.formatMessage({ id: 'admin.catering.closeFailed', defaultMessage: 'The request could not be closed.' }))),
  });
  return (
    <li>
      <Card className="p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-semibold text-gray-900">{request.occasion}</h3>
            <p className="text-sm text-gray-600">
              <FormattedMessage
                id="admin.catering.line"
                defaultMessage="{customer} · asked {date} · {trucks, plural, one {# truck} other {# trucks}} · {quotes, plural, one {# quote} other {# quotes}}"
                values={{ customer: request.customerName, date: <ShortDate iso={request.createdAt} />, trucks: request.matchedTrucks, quotes: request.quoteCount }}
              />
            </p>
          </div>
          <StatusBadge status={request.status} />
        </div>
        <div className="mt-2"><RequestFacts request={request} /></div>
        {request.message ? <p className="mt-2 whitespace-pre-line text-sm text-gray-700">{request.message}</p> : null}
        {request.closedReason ? <p className="mt-2 text-sm text-gray-700"><FormattedMessage id="catering.closedWhy" defaultMessage="Why it ended: {reason}" values={{ reason: request.closedReason }} /></p> : null}
        {request.status === 'open' ? (
          <div className="mt-3">
            <ReasonDialog
              trigger={<Button size="sm" variant="destructive" disabled={close.isPending}><FormattedMessage id="admin.catering.close" defaultMessage="Close as spam" /></Button>}
              title={intl.formatMessage({ id: 'admin.catering.closeTitle', defaultMessage: 'Close this request?' })}
              description={intl.formatMessage({ id: 'admin.catering.closeText', defaultMessage: 'Its quotes are declined and its threads end. The customer reads the reason.' })}
              label={intl.formatMessage({ id: 'admin.catering.reason', defaultMessage: 'Reason' })}
              confirmText={intl.formatMessage({ id: 'admin.catering.closeConfirm', defaultMessage: 'Close' })}
              minLength={1}
              tooShort={intl.formatMessage({ id: 'admin.catering.reasonRequired', defaultMessage: 'A reason is required' })}
              onConfirm={(reason) => close.mutate({ id: request.id, reason })}
            />
          </div>
        ) : null}
      </Card>
    </li>
  );
}

/** Every catering request and booking, newest first, with closing spam. */
export function CateringTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery(adminQueries.catering(page));
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.catering.label', defaultMessage: 'Catering requests' })}>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.requests.length}
        empty={intl.formatMessage({ id: 'admin.catering.empty', defaultMessage: 'No catering requests yet.' })}
        errorText={intl.formatMessage({ id: 'admin.catering.failed', defaultMessage: 'Failed to load catering requests' })}
        page={page}
        totalPages={data?.pagination.totalPages ?? 1}
        onPage={setPage}
      >
        {data?.requests.map((r) => <CateringItem key={r.id} request={r} />)}
      </ListShell>
    </section>
  );
}
