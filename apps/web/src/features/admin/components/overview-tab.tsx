import { indiaDate, type AuditAction } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Card } from '../../../components/ui/card';
import { StatCards } from '../../../components/ui/stat-cards';
import { adminQueries } from '../api/admin-api';
import { ListShell } from './admin-controls';

const dayLabel = (day: string) => indiaDate(`${day}T00:00:00Z`, 'day-month');

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
          <thead><tr><th scope="col">{periodName}</th><th scope="col">Count</th></tr></thead>
          <tbody>{rows.map((r) => <tr key={r.label}><th scope="row">{r.label}</th><td>{r.count}</td></tr>)}</tbody>
        </table>
      </div>
    </Card>
  );
}

const ACTION_TEXT: Record<AuditAction, string> = {
  'application.approve': 'approved the application of',
  'application.reject': 'rejected the application of',
  'user.ban': 'banned',
  'user.unban': 'unbanned',
  'blog.create': 'wrote the post',
  'blog.update': 'edited the post',
  'blog.delete': 'deleted the post',
  'event.approve': 'approved the event',
  'event.reject': 'rejected the event',
  'event.delete': 'deleted the event',
  'review.remove': 'removed the review',
  'review.reports-dismiss': 'dismissed the reports on',
};

function AuditLog() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useQuery(adminQueries.audit(page));
  return (
    <section aria-labelledby="audit-heading" className="mt-6">
      <h3 id="audit-heading" className="mb-3 text-lg font-semibold text-gray-900">Audit log</h3>
      <ListShell isPending={isPending} isError={isError} isEmpty={!data?.entries.length} empty="No admin decisions yet." errorText="Failed to load the audit log" page={page} totalPages={data?.pagination.totalPages ?? 1} onPage={setPage}>
        {data?.entries.map((entry) => (
          <li key={entry.id} className="rounded-xl border border-gray-200 bg-white p-3 text-sm [overflow-wrap:anywhere]">
            <p className="text-gray-900">
              <span className="font-semibold">{entry.actor.name}</span> {ACTION_TEXT[entry.action]} <span className="font-medium">{entry.targetLabel}</span>
            </p>
            {entry.reason ? <p className="text-gray-700">Why: {entry.reason}</p> : null}
            <p className="text-xs text-gray-600"><time dateTime={entry.createdAt}>{indiaDate(entry.createdAt, 'short-date-time')}</time></p>
          </li>
        ))}
      </ListShell>
    </section>
  );
}

/** Platform figures and charts, then every admin decision. Loaded on demand (recharts). */
export default function OverviewTab() {
  const { data, isPending, isError } = useQuery(adminQueries.overview());
  return (
    <section aria-label="Overview">
      {isPending ? (
        <p role="status" className="py-10 text-center text-gray-600">Loading...</p>
      ) : isError ? (
        <p role="alert" className="rounded-xl bg-danger-50 p-6 text-center text-danger-800">Failed to load dashboard data</p>
      ) : (
        <>
          <StatCards
            className="grid-cols-2 sm:grid-cols-5"
            cards={[
              { label: 'Users', value: data.totals.users },
              { label: 'Owners', value: data.totals.owners },
              { label: 'Trucks', value: data.totals.trucks },
              { label: 'Reviews', value: data.totals.reviews },
              { label: 'Published posts', value: data.totals.publishedBlogs },
            ]}
          />
          <div className="mt-4 grid gap-4 lg:grid-cols-2">
            <CountChart title="Applications per week" periodName="Week of" color="#ea580c" rows={data.applicationsPerWeek.map((w) => ({ label: dayLabel(w.period), count: w.count }))} />
            <CountChart title="New users per week" periodName="Week of" color="#0d9488" rows={data.newUsersPerWeek.map((w) => ({ label: dayLabel(w.period), count: w.count }))} />
            <CountChart title="Reviews per day" periodName="Day" color="#7c3aed" rows={data.reviewsPerDay.map((d) => ({ label: dayLabel(d.period), count: d.count }))} />
            <CountChart title="Events by status" periodName="Status" color="#f59e0b" rows={data.eventsByStatus.map((e) => ({ label: e.status, count: e.count }))} />
          </div>
        </>
      )}
      <AuditLog />
    </section>
  );
}
