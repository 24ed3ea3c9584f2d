import { indiaDate, type AuditAction, type Locale } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/ui/card';
import { StatCards } from '../../../components/ui/stat-cards';
import { defineMessages, useLocale } from '../../../lib/i18n';
import { EVENT_STATE_NAMES } from '../../../lib/event-names';
import { adminQueries } from '../api/admin-api';
import { ListShell } from './admin-controls';

const dayLabel = (day: string, locale: Locale) => indiaDate(`${day}T00:00:00Z`, 'day-month', locale);

/**
 * One bar chart for sighted users and the same figures as a table for screen readers. The chart is
 * hidden from assistive technology, so its keyboard layer is off too (a focusable hidden chart).
 */
function CountChart({ title, rows, color, periodName }: { title: string; rows: Array<{ label: string; count: number }>; color: string; periodName: string }) {
  return (
    <Card className="p-4">
      <h3 className="font-semibold text-gray-900">{title}</h3>
      <div aria-hidden className="mt-2 h-48 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart accessibilityLayer={false} data={rows} margin={{ top: 4, right: 4, bottom: 0, left: -24 }}>
            <CartesianGrid stroke="#f3f4f6" vertical={false} />
            <XAxis dataKey="label" tick={{ fontSize: 11 }} minTickGap={16} />
            <YAxis allowDecimals={false} tick={{ fontSize: 11 }} />
            <Tooltip />
            <Bar dataKey="count" name={title} fill={color} radius={[4, 4, 0, 0]} isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <div className="sr-only">
        <table>
          <caption>{title}</caption>
          <thead><tr><th scope="col">{periodName}</th><th scope="col"><FormattedMessage id="admin.overview.count" defaultMessage="Count" /></th></tr></thead>
          <tbody>{rows.map((r) => <tr key={r.label}><th scope="row">{r.label}</th><td>{r.count}</td></tr>)}</tbody>
        </table>
      </div>
    </Card>
  );
}

/** What an admin did, as the sentence "{actor} … {target}". */
const ACTION_TEXT = defineMessages<AuditAction>({
  'application.approve': { id: 'admin.audit.applicationApprove', defaultMessage: '{actor} approved the application of {target}' },
  'application.reject': { id: 'admin.audit.applicationReject', defaultMessage: '{actor} rejected the application of {target}' },
  'user.ban': { id: 'admin.audit.userBan', defaultMessage: '{actor} banned {target}' },
  'user.unban': { id: 'admin.audit.userUnban', defaultMessage: '{actor} unbanned {target}' },
  'blog.create': { id: 'admin.audit.blogCreate', defaultMessage: '{actor} wrote the post {target}' },
  'blog.update': { id: 'admin.audit.blogUpdate', defaultMessage: '{actor} edited the post {target}' },
  'blog.delete': { id: 'admin.audit.blogDelete', defaultMessage: '{actor} deleted the post {target}' },
  'event.approve': { id: 'admin.audit.eventApprove', defaultMessage: '{actor} approved the event {target}' },
  'event.reject': { id: 'admin.audit.eventReject', defaultMessage: '{actor} rejected the event {target}' },
  'event.delete': { id: 'admin.audit.eventDelete', defaultMessage: '{actor} deleted the event {target}' },
  'review.remove': { id: 'admin.audit.reviewRemove', defaultMessage: '{actor} removed the review {target}' },
  'review.reports-dismiss': { id: 'admin.audit.reportsDismiss', defaultMessage: '{actor} dismissed the reports on {target}' },
  'catering.close': { id: 'admin.audit.cateringClose', defaultMessage: '{actor} closed the catering request {target}' },
  'listing.import': { id: 'admin.audit.listingImport', defaultMessage: '{actor} imported {target}' },
  'listing.retire': { id: 'admin.audit.listingRetire', defaultMessage: '{actor} retired the listing {target}' },
  'listing.merge': { id: 'admin.audit.listingMerge', defaultMessage: '{actor} merged {target}' },
  'claim.approve': { id: 'admin.audit.claimApprove', defaultMessage: '{actor} approved a claim of {target}' },
  'claim.reject': { id: 'admin.audit.claimReject', defaultMessage: '{actor} rejected a claim of {target}' },
  'suggestion.accept': { id: 'admin.audit.suggestionAccept', defaultMessage: '{actor} listed the suggested truck {target}' },
  'suggestion.reject': { id: 'admin.audit.suggestionReject', defaultMessage: '{actor} rejected the suggested truck {target}' },
  'fssai.verify': { id: 'admin.audit.fssaiVerify', defaultMessage: '{actor} checked the FSSAI licence of {target}' },
});

function AuditLog() {
  const [page, setPage] = useState(1);
  const intl = useIntl();
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(adminQueries.audit(page));
  return (
    <section aria-labelledby="audit-heading" className="mt-6">
      <h3 id="audit-heading" className="mb-3 text-lg font-semibold text-gray-900"><FormattedMessage id="admin.audit.heading" defaultMessage="Audit log" /></h3>
      <ListShell
        isPending={isPending}
        isError={isError}
        isEmpty={!data?.entries.length}
        empty={intl.formatMessage({ id: 'admin.audit.empty', defaultMessage: 'No admin decisions yet.' })}
        errorText={intl.formatMessage({ id: 'admin.audit.failed', defaultMessage: 'Failed to load the audit log' })}
        page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage}>
        {data?.entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-gray-200 bg-white p-3 text-sm [overflow-wrap:anywhere]">
            <p className="text-gray-900">
              <FormattedMessage
                {...ACTION_TEXT[entry.action]}
                values={{ actor: <span className="font-semibold">{entry.actor.name}</span>, target: <span className="font-medium">{entry.targetLabel}</span> }}
              />
            </p>
            {entry.reason ? <p className="text-gray-700"><FormattedMessage id="admin.audit.why" defaultMessage="Why: {reason}" values={{ reason: entry.reason }} /></p> : null}
            <p className="text-xs text-gray-600"><time dateTime={entry.createdAt}>{indiaDate(entry.createdAt, 'short-date-time', locale)}</time></p>
          </li>
        ))}
      </ListShell>
    </section>
  );
}

/** Platform figures and charts, then every admin decision. Loaded on demand (recharts). */
export default function OverviewTab() {
  const intl = useIntl();
  const locale = useLocale();
  const { data, isPending, isError } = useQuery(adminQueries.overview());
  const day = (period: string) => dayLabel(period, locale);
  const weekOf = intl.formatMessage({ id: 'admin.overview.weekOf', defaultMessage: 'Week of' });
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.tab.overview', defaultMessage: 'Overview' })}>
      {isPending ? (
        <p role="status" className="py-10 text-center text-gray-600"><FormattedMessage id="common.loading" defaultMessage="Loading..." /></p>
      ) : isError ? (
        <p role="alert" className="rounded-xl bg-danger-50 p-6 text-center text-danger-800"><FormattedMessage id="admin.overview.failed" defaultMessage="Failed to load dashboard data" /></p>
      ) : (
        <>
          <StatCards
            className="grid-cols-2 sm:grid-cols-5"
            cards={[
              { label: intl.formatMessage({ id: 'admin.overview.users', defaultMessage: 'Users' }), value: data.totals.users },
              { label: intl.formatMessage({ id: 'admin.overview.owners', defaultMessage: 'Owners' }), value: data.totals.owners },
              { label: intl.formatMessage({ id: 'admin.overview.trucks', defaultMessage: 'Trucks' }), value: data.totals.trucks },
              { label: intl.formatMessage({ id: 'admin.overview.reviews', defaultMessage: 'Reviews' }), value: data.totals.reviews },
              { label: intl.formatMessage({ id: 'admin.overview.posts', defaultMessage: 'Published posts' }), value: data.totals.publishedBlogs },
            ]}
          />
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <CountChart title={intl.formatMessage({ id: 'admin.overview.applicationsPerWeek', defaultMessage: 'Applications per week' })} periodName={weekOf} color="#ea580c" rows={data.applicationsPerWeek.map((w) => ({ label: day(w.period), count: w.count }))} />
            <CountChart title={intl.formatMessage({ id: 'admin.overview.usersPerWeek', defaultMessage: 'New users per week' })} periodName={weekOf} color="#0d9488" rows={data.newUsersPerWeek.map((w) => ({ label: day(w.period), count: w.count }))} />
            <CountChart title={intl.formatMessage({ id: 'admin.overview.reviewsPerDay', defaultMessage: 'Reviews per day' })} periodName={intl.formatMessage({ id: 'admin.overview.day', defaultMessage: 'Day' })} color="#7c3aed" rows={data.reviewsPerDay.map((d) => ({ label: day(d.period), count: d.count }))} />
            <CountChart
              title={intl.formatMessage({ id: 'admin.overview.eventsByStatus', defaultMessage: 'Events by status' })}
              periodName={intl.formatMessage({ id: 'admin.filter.status', defaultMessage: 'Status' })}
              color="#f59e0b"
              rows={data.eventsByStatus.map((e) => ({ label: intl.formatMessage(EVENT_STATE_NAMES[e.status]), count: e.count }))}
            />
          </div>
        </>
      )}
      <AuditLog />
    </section>
  );
}
