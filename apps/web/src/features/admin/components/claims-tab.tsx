import type { Claim } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { adminQueries } from '../api/admin-api';
import { useDecideClaim } from '../api/admin-mutations';
import { ListShell, ReasonDialog, ShortDate, STATUS_STYLES } from './admin-controls';

function ClaimItem({ claim }: { claim: Claim }) {
  const intl = useIntl();
  const decide = useDecideClaim({
    onSuccess: (_, { decision }) => toast.success(decision === 'approve' ? intl.formatMessage({ id: 'admin.claims.approved', defaultMessage: 'Claim approved: the claimant now runs the truck' }) : intl.formatMessage({ id: 'admin.claims.rejected', defaultMessage: 'Claim rejected' })),
    onError: (e) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(e, intl.formatMessage({ id: 'admin.claims.failed', defaultMessage: 'The claim could not be decided.' }))),
  });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-gray-200 p-3 sm:flex-row">
      <a href={claim.photo} target="_blank" rel="noopener noreferrer" className="shrink-0">
        <img src={claim.photo} alt={intl.formatMessage({ id: 'admin.claims.photo', defaultMessage: 'Photo sent by {name}' }, { name: claim.claimant.name })} className="h-24 w-32 rounded-lg object-cover" />
      </a>
      <div className="min-w-0 flex-1 text-sm">
        <p className="font-medium text-gray-900">
          {claim.claimant.name} <span className="break-all font-normal text-gray-600">{claim.claimant.email}</span>
        </p>
        <p className="text-gray-700">
          <FormattedMessage id="admin.claims.facts" defaultMessage="FSSAI {licence} · phone {phone} · sent {date}" values={{ licence: <span className="tabular-nums">{claim.fssaiLicense}</span>, phone: claim.phone, date: <ShortDate iso={claim.createdAt} /> }} />
        </p>
        {claim.message ? <p className="mt-1 whitespace-pre-line text-gray-700">{claim.message}</p> : null}
        {claim.reason ? <p className="mt-1 text-gray-600"><FormattedMessage id="admin.claims.reason" defaultMessage="Reason: {reason}" values={{ reason: claim.reason }} /></p> : null}
      </div>
      <div className="flex shrink-0 flex-wrap items-start gap-2">
        <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[claim.status])}>
          <FormattedMessage id="admin.claims.status" defaultMessage="{status, select, pending {Pending} approved {Approved} other {Rejected}}" values={{ status: claim.status }} />
        </span>
        {claim.status === 'pending' ? (
          <>
            <Button size="sm" disabled={decide.isPending} onClick={() => decide.mutate({ id: claim.id, decision: 'approve', reason: '' })}>
              <FormattedMessage id="admin.claims.approve" defaultMessage="Approve" />
            </Button>
            <ReasonDialog
              trigger={<Button size="sm" variant="outline" disabled={decide.isPending}><FormattedMessage id="admin.claims.reject" defaultMessage="Reject" /></Button>}
              title={intl.formatMessage({ id: 'admin.claims.rejectTitle', defaultMessage: 'Reject this claim?' })}
              description={intl.formatMessage({ id: 'admin.claims.rejectText', defaultMessage: 'The claimant is mailed the reason.' })}
              label={intl.formatMessage({ id: 'admin.claims.reasonLabel', defaultMessage: 'Reason' })}
              confirmText={intl.formatMessage({ id: 'admin.claims.rejectConfirm', defaultMessage: 'Reject' })}
              minLength={1}
              tooShort={intl.formatMessage({ id: 'admin.claims.reasonRequired', defaultMessage: 'A reason is required' })}
              onConfirm={(reason) => decide.mutate({ id: claim.id, decision: 'reject', reason })}
            />
          </>
        ) : null}
      </div>
    </li>
  );
}

/** Claims of listings, by listing: competing claims side by side, each approved or rejected once. */
export function ClaimsTab() {
  const intl = useIntl();
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const { data, isPending, isError } = useQuery(adminQueries.claims(status));
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.claims.label', defaultMessage: 'Claims of listings' })}>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button size="sm" variant={status === 'pending' ? 'primary' : 'outline'} aria-pressed={status === 'pending'} onClick={() => setStatus('pending')}>
          <FormattedMessage id="admin.claims.pending" defaultMessage="Waiting" />
        </Button>
        <Button size="sm" variant={status === 'all' ? 'primary' : 'outline'} aria-pressed={status === 'all'} onClick={() => setStatus('all')}>
          <FormattedMessage id="admin.claims.all" defaultMessage="All" />
        </Button>
      </div>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.groups.length}
        empty={intl.formatMessage({ id: 'admin.claims.empty', defaultMessage: 'No claims waiting.' })}
        errorText={intl.formatMessage({ id: 'admin.claims.loadFailed', defaultMessage: 'Failed to load claims' })}
      >
        {data?.groups.map((group) => (
          <li key={group.truck.id}>
            <Card className="p-4">
              <h3 className="font-semibold text-gray-900">
                <Link to={`/trucks/${group.truck.id}`} className="hover:underline">{group.truck.name}</Link>
              </h3>
              {group.truck.address ? <p className="text-sm text-gray-600">{group.truck.address}</p> : null}
              {group.claims.length > 1 ? (
                <p className="mt-1 text-sm font-medium text-warning-800">
                  <FormattedMessage id="admin.claims.competing" defaultMessage="{count} people claim this truck: approving one turns down the others." values={{ count: group.claims.length }} />
                </p>
              ) : null}
              <ul className="mt-3 space-y-2">{group.claims.map((claim) => <ClaimItem key={claim.id} claim={claim} />)}</ul>
            </Card>
          </li>
        ))}
      </ListShell>
    </section>
  );
}
