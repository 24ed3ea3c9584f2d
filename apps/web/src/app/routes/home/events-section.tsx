import { indiaDate } from '@dishrated/shared';
import type { FoodEvent } from '@dishrated/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarX, ChevronLeft, ChevronRight, MapPin } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { eventQueries } from '../../../features/events';
import { defineMessages, useLocale } from '../../../lib/i18n';

const words = defineMessages({
  city_event: { id: 'event.type.city', defaultMessage: 'City Event' },
  truck_event: { id: 'event.type.truck', defaultMessage: 'Truck Event' },
  special_offer: { id: 'event.type.offer', defaultMessage: 'Special Offer' },
  scrollLeft: { id: 'home.events.scrollLeft', defaultMessage: 'Scroll events left' },
  scrollRight: { id: 'home.events.scrollRight', defaultMessage: 'Scroll events right' },
  loading: { id: 'home.events.loading', defaultMessage: 'Loading events' },
  upcoming: { id: 'home.events.upcoming', defaultMessage: 'Upcoming events' },
});

function EventCard({ event }: { event: FoodEvent }) {
  const locale = useLocale();
  const date = new Date(event.date);
  const type = event.eventType === 'city_event' || event.eventType === 'truck_event' ? words[event.eventType] : words.special_offer;
  return (
    <li className="w-72 shrink-0 snap-start">
      <Link to={`/events/${event.id}`} className="block w-full overflow-hidden rounded-2xl bg-white text-left shadow-sm ring-1 ring-gray-100 hover:shadow-md">
        <div className="relative">
          <img src={event.image || '/images/events/festival.svg'} alt="" className="h-36 w-full object-cover" onError={(e) => { e.currentTarget.src = '/images/events/festival.svg'; }} />
          <div className="absolute left-3 top-3 rounded-lg bg-white px-2 py-1 text-center shadow">
            <p className="text-xs font-semibold uppercase text-brand-700">{indiaDate(date, 'short-month', locale)}</p>
            <p className="text-lg font-bold leading-none text-gray-900">{indiaDate(date, 'day')}</p>
            <p className="text-[10px] text-gray-500">{indiaDate(date, 'year')}</p>
          </div>
          {event.featured ? <span className="absolute right-3 top-3 rounded-full bg-warning-400 px-2 py-0.5 text-xs font-bold text-warning-950"><FormattedMessage id="event.featured" defaultMessage="Featured" /></span> : null}
        </div>
        <div className="p-4">
          <span className="rounded-full bg-live-50 px-2 py-0.5 text-xs font-semibold text-live-800"><FormattedMessage {...type} /></span>
          <h3 className="mt-2 line-clamp-2 font-semibold text-gray-900">{event.title}</h3>
          <p className="mt-1 flex items-center gap-1 text-sm text-gray-600"><MapPin className="h-3.5 w-3.5" aria-hidden /> {event.location.address || <FormattedMessage id="event.locationTbd" defaultMessage="Location TBD" />}</p>
          <p className="mt-1 text-xs text-gray-500">
            <FormattedMessage id="event.participating" defaultMessage="{count, plural, one {# food truck} other {# food trucks}} participating" values={{ count: event.participantCount }} />
          </p>
        </div>
      </Link>
    </li>
  );
}

export function EventsSection() {
  const intl = useIntl();
  const events = useQuery(eventQueries.home());
  const scroller = useRef<HTMLUListElement>(null);
  const scroll = (left: number) => {
    scroller.current?.scrollBy({ left, behavior: 'smooth' });
  };
  const list = events.isError ? [] : (events.data ?? []);
  // Whether the row is at its start and at its end: an arrow with nowhere to go is disabled, and
  // both are hidden (keeping their place) when every card fits, as on the server's render.
  const [atEnd, setAtEnd] = useState({ start: true, end: true });
  useEffect(() => {
    const row = scroller.current;
    if (!row) return;
    const measure = () => setAtEnd({ start: row.scrollLeft <= 0, end: row.scrollLeft + row.clientWidth >= row.scrollWidth - 1 });
    measure();
    row.addEventListener('scroll', measure, { passive: true });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resized?.observe(row);
    return () => {
      row.removeEventListener('scroll', measure);
      resized?.disconnect();
    };
  }, [list.length]);
  const allFit = atEnd.start && atEnd.end;

  return (
    <section aria-labelledby="events-heading" className="render-near-screen mx-auto max-w-7xl px-4 py-14 sm:px-6">
      <div className="flex items-end justify-between gap-4">
        <h2 id="events-heading" className="text-3xl font-bold text-gray-900"><FormattedMessage id="home.events.title" defaultMessage="Upcoming Festivals & Events" /></h2>
        <div className="flex gap-2" style={allFit ? { visibility: 'hidden' } : undefined}>
          <Button variant="outline" size="icon" aria-label={intl.formatMessage(words.scrollLeft)} disabled={atEnd.start} onClick={() => scroll(-300)}><ChevronLeft className="h-5 w-5" aria-hidden /></Button>
          <Button variant="outline" size="icon" aria-label={intl.formatMessage(words.scrollRight)} disabled={atEnd.end} onClick={() => scroll(300)}><ChevronRight className="h-5 w-5" aria-hidden /></Button>
        </div>
      </div>
      {events.isLoading ? (
        <ul className="mt-6 flex gap-4 overflow-hidden" aria-label={intl.formatMessage(words.loading)}>
          {Array.from({ length: 4 }, (_, i) => <li key={i} className="h-72 w-72 shrink-0 animate-pulse rounded-2xl bg-gray-100" />)}
        </ul>
      ) : list.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-gray-50 p-10 text-center">
          <CalendarX className="mx-auto h-10 w-10 text-gray-400" aria-hidden />
          <p className="mt-3 font-semibold text-gray-900"><FormattedMessage id="home.events.none" defaultMessage="No Events Available" /></p>
          <p className="mt-1 text-sm text-gray-600">
            <FormattedMessage id="home.events.noneText" defaultMessage="There are currently no upcoming events. Check back soon for exciting food truck gatherings!" />
          </p>
          <Button asChild variant="outline" className="mt-4"><Link to="/events"><FormattedMessage id="home.events.browseAll" defaultMessage="Browse All Events" /></Link></Button>
        </div>
      ) : (
        <ul ref={scroller} className="mt-6 flex snap-x gap-4 overflow-x-auto pb-4" aria-label={intl.formatMessage(words.upcoming)}>
          {list.map((event) => <EventCard key={event.id} event={event} />)}
        </ul>
      )}
      <div className="mt-4"><Button asChild variant="outline"><Link to="/events"><FormattedMessage id="home.events.viewAll" defaultMessage="View All Events" /></Link></Button></div>
    </section>
  );
}
