import { HeartHandshake, MapPin, MessageSquareHeart, Sprout, Star, Truck } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { defineMessages } from '../../../lib/i18n';
import { FeatureCard, Figures, PageHero, Section } from '../components/page-parts';

const M = defineMessages({
  eyebrow: { id: 'aboutPage.eyebrow', defaultMessage: 'About DishRated' },
  title: { id: 'aboutPage.title', defaultMessage: 'Street food deserves to be found' },
  lead: {
    id: 'aboutPage.lead',
    defaultMessage: 'DishRated helps people find the food trucks near them, right now, and helps the people who run those trucks build a following that moves with them.',
  },
  storyTitle: { id: 'aboutTab.story', defaultMessage: 'Our story' },
  story1: {
    id: 'aboutPage.story1',
    defaultMessage:
      'DishRated began in 2022 in Bengaluru, with a dosa truck that kept disappearing. Its owner parked wherever the traffic police allowed on a given day, and every move cost him customers who had no idea where he had gone.',
  },
  story2: {
    id: 'aboutPage.story2',
    defaultMessage: 'We built him a page with his live location and his menu. Within a month his regulars were following him across Koramangala, and three neighbouring trucks asked for the same.',
  },
  story3: {
    id: 'aboutPage.story3',
    defaultMessage:
      'Today DishRated lists trucks in twelve Indian cities, from Mumbai’s Carter Road to Chennai’s Besant Nagar. Diners use it to decide where dinner is tonight; owners use it to run their day: menus, schedules, wait times, events and the reviews that keep them honest.',
  },
  numbers: { id: 'aboutPage.numbers', defaultMessage: 'DishRated in numbers' },
  cities: { id: 'aboutPage.figure.cities', defaultMessage: 'Indian cities' },
  trucks: { id: 'aboutPage.figure.trucks', defaultMessage: 'Food trucks' },
  reviewsValue: { id: 'aboutPage.figure.reviewsValue', defaultMessage: '2.4 lakh' },
  reviews: { id: 'aboutPage.figure.reviews', defaultMessage: 'Reviews written' },
  rating: { id: 'aboutPage.figure.rating', defaultMessage: 'Average truck rating' },
  valuesTitle: { id: 'aboutPage.values', defaultMessage: 'What we stand for' },
  findableTitle: { id: 'aboutPage.findable.title', defaultMessage: 'Always findable' },
  findable: {
    id: 'aboutPage.findable',
    defaultMessage: 'A great truck should never lose its regulars because it moved two streets over. Live locations and schedules fix that.',
  },
  honestTitle: { id: 'aboutPage.honest.title', defaultMessage: 'Honest reviews' },
  honest: { id: 'aboutPage.honest', defaultMessage: 'Reviews come from signed-in diners, owners can reply once, and reports are read by people, not only filters.' },
  fairTitle: { id: 'aboutPage.fair.title', defaultMessage: 'Fair to owners' },
  fair: { id: 'aboutPage.fair', defaultMessage: 'No commission on orders. Owners pay a flat plan, keep their customers and see their own numbers.' },
  lighterTitle: { id: 'aboutPage.lighter.title', defaultMessage: 'Lighter on the city' },
  lighter: { id: 'aboutPage.lighter', defaultMessage: 'We back trucks that cut plastic, share power and waste less food, and we tell diners who they are.' },
  howTitle: { id: 'aboutPage.how', defaultMessage: 'How it works' },
  findTitle: { id: 'aboutPage.find.title', defaultMessage: 'Find' },
  find: { id: 'aboutPage.find', defaultMessage: 'Open Find Trucks or the home page to see who is open near you, on a map or as a list, with distance and wait time.' },
  tasteTitle: { id: 'aboutPage.taste.title', defaultMessage: 'Taste and rate' },
  taste: { id: 'aboutPage.taste', defaultMessage: 'Read the menu, get directions, and leave a review for the truck or for a single dish once you have eaten.' },
  runTitle: { id: 'aboutPage.run.title', defaultMessage: 'Run a truck' },
  run: { id: 'aboutPage.run', defaultMessage: 'Owners apply once, then manage menus, photos, schedule, status and live location from their phone.' },
  cta: { id: 'aboutPage.cta', defaultMessage: 'Hungry, or running a truck?' },
  findCta: { id: 'aboutPage.findCta', defaultMessage: 'Find Trucks Near You' },
  joinCta: { id: 'apply.heading', defaultMessage: 'Join as a Food Truck Owner' },
});

const VALUES = [
  { icon: MapPin, title: M.findableTitle, text: M.findable },
  { icon: MessageSquareHeart, title: M.honestTitle, text: M.honest },
  { icon: HeartHandshake, title: M.fairTitle, text: M.fair },
  { icon: Sprout, title: M.lighterTitle, text: M.lighter },
];

const STEPS = [
  { icon: MapPin, title: M.findTitle, text: M.find },
  { icon: Star, title: M.tasteTitle, text: M.taste },
  { icon: Truck, title: M.runTitle, text: M.run },
];

/** /about and /aboutus. */
export default function AboutPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <PageHero eyebrow={t(M.eyebrow)} title={t(M.title)}>
        <p><FormattedMessage {...M.lead} /></p>
      </PageHero>
      <Section title={t(M.storyTitle)} id="story">
        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-gray-800">
            <p><FormattedMessage {...M.story1} /></p>
            <p><FormattedMessage {...M.story2} /></p>
            <p><FormattedMessage {...M.story3} /></p>
          </div>
          <Figures label={t(M.numbers)} items={[[intl.formatNumber(12), t(M.cities)], ['850+', t(M.trucks)], [t(M.reviewsValue), t(M.reviews)], ['4.5', t(M.rating)]]} />
        </div>
      </Section>
      <Section title={t(M.valuesTitle)} id="values" className="bg-gray-50 lg:rounded-3xl">
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => <FeatureCard key={v.title.id} icon={v.icon} title={t(v.title)}><FormattedMessage {...v.text} /></FeatureCard>)}
        </div>
      </Section>
      <Section title={t(M.howTitle)} id="how">
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          {STEPS.map((step) => <FeatureCard key={step.title.id} icon={step.icon} title={t(step.title)}><FormattedMessage {...step.text} /></FeatureCard>)}
        </div>
      </Section>
      <Section className="text-center">
        <h2 className="text-2xl font-bold text-gray-900"><FormattedMessage {...M.cta} /></h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg"><Link to="/find-trucks"><FormattedMessage {...M.findCta} /></Link></Button>
          <Button asChild size="lg" variant="outline"><Link to="/owner-signup"><FormattedMessage {...M.joinCta} /></Link></Button>
        </div>
      </Section>
    </>
  );
}
