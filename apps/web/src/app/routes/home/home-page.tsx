import { MapPin, Search, Utensils } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { HydrationPiece } from '../../../components/layout/hydration-piece';
import { Button } from '../../../components/ui/button';
import { defineMessages } from '../../../lib/i18n';
import { EventsSection } from './events-section';
import { NearbySection } from './nearby-section';
import { NewsletterSection } from './newsletter-section';
import { TrendingSection } from './trending-section';

const words = defineMessages({
  searchTitle: { id: 'home.step.search', defaultMessage: 'Search' },
  searchText: { id: 'home.step.searchText', defaultMessage: 'Find food trucks by cuisine, location or rating.' },
  trackTitle: { id: 'home.step.track', defaultMessage: 'Track' },
  trackText: { id: 'home.step.trackText', defaultMessage: 'Follow real-time locations and menu updates.' },
  enjoyTitle: { id: 'home.step.enjoy', defaultMessage: 'Enjoy' },
  enjoyText: { id: 'home.step.enjoyText', defaultMessage: 'Visit, order ahead or join a food truck event.' },
  heroAlt: { id: 'home.heroAlt', defaultMessage: 'A colourful food truck serving customers' },
});

const STEPS = [
  { title: words.searchTitle, text: words.searchText, Icon: Search },
  { title: words.trackTitle, text: words.trackText, Icon: MapPin },
  { title: words.enjoyTitle, text: words.enjoyText, Icon: Utensils },
];

export default function HomePage() {
  const intl = useIntl();
  return (
    <>
      <section className="bg-gradient-to-br from-brand-50 via-white to-live-50">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 lg:grid-cols-2 lg:py-20">
          <div>
            <span className="inline-flex rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
              <FormattedMessage id="home.tagline" defaultMessage="Track. Taste. Thrive." />
            </span>
            <h1 className="mt-4 text-4xl font-extrabold tracking-tight text-gray-900 sm:text-5xl">
              <FormattedMessage id="home.title" defaultMessage="Discover Local <accent>Flavors</accent>" values={{ accent: (chunks) => <span className="text-brand-600">{chunks}</span> }} />
            </h1>
            <p className="mt-4 max-w-xl text-lg text-gray-600">
              <FormattedMessage id="home.intro" defaultMessage="Find the best food trucks near you, track their locations in real-time, and discover your next favorite meal on wheels." />
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button asChild size="lg"><Link to="/find-trucks"><FormattedMessage id="home.findNearMe" defaultMessage="Find Trucks Near Me" /></Link></Button>
              <Button asChild size="lg" variant="outline"><Link to="/events"><FormattedMessage id="home.browseEvents" defaultMessage="Browse Events" /></Link></Button>
            </div>
          </div>
          <img src="/images/hero-truck.svg" alt={intl.formatMessage(words.heroAlt)} fetchPriority="high" className="mx-auto w-full max-w-lg" width={560} height={400} />
        </div>
      </section>
      {/* Each section is hydrated as a piece of its own, in tasks short enough for a tap to come between. */}
      <HydrationPiece>
        <NearbySection />
      </HydrationPiece>
      <HydrationPiece>
        <TrendingSection />
      </HydrationPiece>
      <HydrationPiece>
        <EventsSection />
      </HydrationPiece>
      <section aria-labelledby="how-it-works" className="render-near-screen mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <h2 id="how-it-works" className="text-center text-3xl font-bold text-gray-900"><FormattedMessage id="home.howItWorks" defaultMessage="How It Works" /></h2>
        <div className="mt-10 grid gap-6 md:grid-cols-3">
          {STEPS.map(({ title, text, Icon }) => (
            <div key={title.id} className="rounded-2xl border border-gray-100 bg-white p-6 text-center shadow-sm">
              <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <Icon className="h-6 w-6" aria-hidden />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-gray-900"><FormattedMessage {...title} /></h3>
              <p className="mt-2 text-sm text-gray-600"><FormattedMessage {...text} /></p>
            </div>
          ))}
        </div>
        <div className="mt-8 text-center">
          {/* The steps above start with finding a truck. */}
          <Button asChild size="lg">
            <Link to="/find-trucks"><FormattedMessage id="home.getStarted" defaultMessage="Get Started" /></Link>
          </Button>
        </div>
      </section>
      <HydrationPiece>
        <NewsletterSection />
      </HydrationPiece>
    </>
  );
}
