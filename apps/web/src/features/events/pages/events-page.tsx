import { EVENT_STATUSES, EVENT_TYPES, indianNumber } from '@dishrated/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CalendarDays, LocateFixed, Search, X } from 'lucide-react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { PageStepLink } from '../../../components/ui/page-step-link';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Input } from '../../../components/ui/input';
import { defineMessages } from '../../../lib/i18n';
import { getPosition } from '../../../lib/location-preferences';
import { toast } from '../../../lib/toast';
import { cn } from '../../../lib/utils';
import { eventQueries, type EventStatusFilter, type EventTypeFilter } from '../api/events-api';
import { EventCard } from '../components/event-card';
import { EVENT_STATUS_NAMES, eventTypeName } from '../../../lib/event-names';
import { pageWindow } from '../paging';

/** Six cards a page and at most five page buttons. */
const PAGE_SIZE = 6;
const NEAR_ME_KM = 25;
const DEFAULTS: { search: string; eventType: EventTypeFilter; status: EventStatusFilter; thisWeek: boolean; near: string | null } = {
  search: '',
  eventType: 'all',
  status: 'published',
  thisWeek: false,
  near: null,
};
type Filters = typeof DEFAULTS;

/** Shown for a figure not known yet: a dash reads the same in every language. */
const NO_FIGURE = '–';
const selectClass = 'h-10 rounded-lg border border-gray-300 bg-white px-3 text-sm text-gray-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';
const STATUS_LABELS = { all: defineMessages({ all: { id: 'events.status.all', defaultMessage: 'All statuses' } }).all, ...EVENT_STATUS_NAMES };
const statusLabel = (status: string) => STATUS_LABELS[status as keyof typeof STATUS_LABELS] ?? STATUS_LABELS.all;

const words = defineMessages({
  thisWeek: { id: 'events.thisWeek', defaultMessage: 'This Week' },
  nearMe: { id: 'events.nearMe', defaultMessage: 'Near Me' },
  locationError: { id: 'find.locationError', defaultMessage: 'Location Error' },
  locationFailed: { id: 'events.locationFailed', defaultMessage: 'Could not get your location. Please enable location permissions.' },
});

function weekWindow(now = new Date()) {
  return { from: now.toISOString(), to: new Date(now.getTime() + 7 * 86_400_000).toISOString() };
}

export default function EventsPage() {
  // The page and past events are in the address (?page=2, ?status=completed), so each page of the
  // list is a link a crawler can follow.
  const [address, setAddress] = useSearchParams();
  const intl = useIntl();
  const past = address.get('status') === 'completed';
  const [filters, setFilters] = useState<Filters>(() => (past ? { ...DEFAULTS, status: 'completed' } : DEFAULTS));
  // Following the Past events link (the same screen) switches the status filter with the address.
  const [shownPast, setShownPast] = useState(past);
  if (shownPast !== past) {
    setShownPast(past);
    setFilters((f) => ({ ...f, status: past ? 'completed' : 'published' }));
  }
  const page = Math.max(1, Math.min(1000, Number(address.get('page')) || 1));
  const setPage = (n: number) => setAddress(n === 1 ? {} : { page: String(n) }, { replace: true });
  const pageLink = (n: number) => {
    const search = new URLSearchParams(filters.status === 'completed' ? { status: 'completed' } : {});
    if (n > 1) search.set('page', String(n));
    return search.size ? `/events?${search}` : '/events';
  };
  const [week] = useState(weekWindow);
  const set = (change: Partial<Filters>) => {
    setFilters((f) => ({ ...f, ...change }));
    setPage(1);
  };
  const params = {
    search: filters.search.trim() || undefined,
    eventType: filters.eventType,
    status: filters.status,
    location: filters.near ?? undefined,
    ...(filters.thisWeek ? week : {}),
    page,
    limit: PAGE_SIZE,
  };
  const { data, isPending } = useQuery({ ...eventQueries.list(params), placeholderData: keepPreviousData });
  const events = data?.events ?? [];
  const total = data?.pagination.total ?? 0;
  const totalPages = data?.pagination.totalPages ?? 0;
  const changed = JSON.stringify(filters) !== JSON.stringify(DEFAULTS);

  async function toggleNearMe() {
    if (filters.near) return set({ near: null });
    try {
      const p = await getPosition(5 * 60 * 1000);
      set({ near: `${p.lat.toFixed(4)},${p.lng.toFixed(4)},${NEAR_ME_KM}` });
    } catch {
      toast.error(intl.formatMessage(words.locationError), intl.formatMessage(words.locationFailed));
    }
  }

  const chips = [
    filters.search.trim() ? { label: `“${filters.search.trim()}”`, clear: () => set({ search: '' }) } : null,
    filters.eventType !== 'all' ? { label: intl.formatMessage(eventTypeName(filters.eventType)), clear: () => set({ eventType: 'all' }) } : null,
    filters.status !== 'published' ? { label: intl.formatMessage(statusLabel(filters.status)), clear: () => set({ status: 'published' }) } : null,
    filters.thisWeek ? { label: intl.formatMessage(words.thisWeek), clear: () => set({ thisWeek: false }) } : null,
    filters.near ? { label: intl.formatMessage(words.nearMe), clear: () => set({ near: null }) } : null,
  ].filter((c): c is { label: string; clear: () => void } => c !== null);

  return (
    <div>
      <section className="bg-gradient-to-br from-brand-600 to-brand-800 px-4 py-12 text-white sm:px-6">
        <div className="mx-auto max-w-7xl">
          <h1 className="text-3xl font-extrabold sm:text-4xl"><FormattedMessage id="events.title" defaultMessage="Food Truck Events" /></h1>
          <p className="mt-2 max-w-2xl text-brand-50"><FormattedMessage id="events.intro" defaultMessage="Festivals, truck meetups and offers across India's cities." /></p>
          <dl className="mt-6 grid max-w-lg grid-cols-3 gap-3 text-center">
            <div className="flex flex-col-reverse rounded-xl bg-white/15 p-3"><dt className="text-xs"><FormattedMessage id="events.active" defaultMessage="Active Events" /></dt><dd className="text-2xl font-bold">{total}</dd></div>
            <div className="flex flex-col-reverse rounded-xl bg-white/15 p-3"><dt className="text-xs"><FormattedMessage id="find.trucks" defaultMessage="Food trucks" /></dt><dd className="text-2xl font-bold">{data ? indianNumber(data.summary.trucks) : NO_FIGURE}</dd></div>
            <div className="flex flex-col-reverse rounded-xl bg-white/15 p-3"><dt className="text-xs"><FormattedMessage id="events.cities" defaultMessage="Cities" /></dt><dd className="text-2xl font-bold">{data ? indianNumber(data.summary.cities) : NO_FIGURE}</dd></div>
          </dl>
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
        <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
          <div className="relative flex-1">
            <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden />
            <Input aria-label={intl.formatMessage({ id: 'events.search', defaultMessage: 'Search events' })} placeholder={intl.formatMessage({ id: 'events.searchPlaceholder', defaultMessage: 'Search by name, description or place' })} className="pl-9" value={filters.search} onChange={(e) => set({ search: e.target.value })} />
          </div>
          <div className="flex flex-wrap gap-2">
            <select aria-label={intl.formatMessage({ id: 'events.type', defaultMessage: 'Event type' })} className={selectClass} value={filters.eventType} onChange={(e) => set({ eventType: e.target.value as EventTypeFilter })}>
              <option value="all">{intl.formatMessage({ id: 'events.allTypes', defaultMessage: 'All types' })}</option>
              {EVENT_TYPES.map((t) => <option key={t} value={t}>{intl.formatMessage(eventTypeName(t))}</option>)}
            </select>
            <select aria-label={intl.formatMessage({ id: 'events.statusLabel', defaultMessage: 'Event status' })} className={selectClass} value={filters.status} onChange={(e) => set({ status: e.target.value as EventStatusFilter })}>
              {['all', ...EVENT_STATUSES].map((s) => <option key={s} value={s}>{intl.formatMessage(statusLabel(s))}</option>)}
            </select>
            <Button variant={filters.thisWeek ? 'secondary' : 'outline'} aria-pressed={filters.thisWeek} onClick={() => set({ thisWeek: !filters.thisWeek })}><CalendarDays className="h-4 w-4" aria-hidden /> <FormattedMessage {...words.thisWeek} /></Button>
            <Button variant={filters.near ? 'secondary' : 'outline'} aria-pressed={Boolean(filters.near)} onClick={() => void toggleNearMe()}><LocateFixed className="h-4 w-4" aria-hidden /> <FormattedMessage {...words.nearMe} /></Button>
            {past ? null : <Button asChild variant="ghost"><Link to="/events?status=completed"><FormattedMessage id="events.past" defaultMessage="Past events" /></Link></Button>}
          </div>
        </div>
        {changed ? (
          <div className="mt-3 flex flex-wrap items-center gap-2">
            {chips.map((chip) => (
              <button key={chip.label} type="button" onClick={chip.clear} className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-800" aria-label={intl.formatMessage({ id: 'events.removeFilter', defaultMessage: 'Remove filter {filter}' }, { filter: chip.label })}>
                {chip.label} <X className="h-3.5 w-3.5" aria-hidden />
              </button>
            ))}
            <Button variant="link" size="sm" onClick={() => { setFilters(DEFAULTS); setPage(1); }}><FormattedMessage id="events.clearAll" defaultMessage="Clear All" /></Button>
          </div>
        ) : null}

        {isPending ? (
          <p role="status" className="py-16 text-center text-gray-600"><FormattedMessage id="events.loading" defaultMessage="Loading events..." /></p>
        ) : events.length === 0 ? (
          <EmptyState
            title={intl.formatMessage({ id: 'events.none', defaultMessage: 'No events found' })}
            className="mt-8"
            action={<Button variant="outline" onClick={() => { setFilters(DEFAULTS); setPage(1); }}><FormattedMessage id="find.clearFilters" defaultMessage="Clear All Filters" /></Button>}
          >
            <FormattedMessage id="events.tryOther" defaultMessage="Try other filters. Organising one? Create it from your dashboard." />
          </EmptyState>
        ) : (
          <>
            {/* The cards' titles are h3: this keeps the outline h1, h2, h3 for screen readers. */}
            <h2 className="sr-only"><FormattedMessage id="nav.events" defaultMessage="Events" /></h2>
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={intl.formatMessage({ id: 'nav.events', defaultMessage: 'Events' })}>
              {events.map((event, index) => <li key={event.id}><EventCard event={event} priority={index === 0} /></li>)}
            </ul>
            {totalPages > 1 ? (
              <nav aria-label={intl.formatMessage({ id: 'events.pages', defaultMessage: 'Event pages' })} className="mt-8 flex flex-wrap items-center justify-center gap-1">
                <PageStepLink to={page > 1 ? pageLink(page - 1) : null}><FormattedMessage id="common.previous" defaultMessage="Previous" /></PageStepLink>
                {pageWindow(page, totalPages).map((n) => (
                  <Button key={n} asChild size="sm" variant={n === page ? 'primary' : 'ghost'} className={cn('min-w-9')}>
                    <Link to={pageLink(n)} aria-current={n === page ? 'page' : undefined} aria-label={intl.formatMessage({ id: 'common.pageNumber', defaultMessage: 'Page {number}' }, { number: n })}>{n}</Link>
                  </Button>
                ))}
                <PageStepLink to={page < totalPages ? pageLink(page + 1) : null}><FormattedMessage id="common.next" defaultMessage="Next" /></PageStepLink>
              </nav>
            ) : null}
            <div className="mt-10 flex flex-col items-center justify-between gap-3 rounded-2xl bg-live-50 p-6 sm:flex-row">
              <div>
                <h2 className="font-semibold text-live-900"><FormattedMessage id="events.missing" defaultMessage="Don't see your event?" /></h2>
                <p className="text-sm text-live-800"><FormattedMessage id="events.ownersList" defaultMessage="Food truck owners can list festivals, meetups and offers." /></p>
              </div>
              <Button asChild variant="secondary"><Link to="/events/create"><FormattedMessage id="events.create" defaultMessage="Create Your Event" /></Link></Button>
            </div>
          </>
        )}
      </div>
    </div>
  );
}
