import { HeartHandshake, MapPin, MessageSquareHeart, Sprout, Star, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FeatureCard, Figures, PageHero, Section } from '../components/page-parts';

const VALUES = [
  { icon: MapPin, title: 'Always findable', text: 'A great truck should never lose its regulars because it moved two streets over. Live locations and schedules fix that.' },
  { icon: MessageSquareHeart, title: 'Honest reviews', text: 'Reviews come from signed-in diners, owners can reply once, and reports are read by people, not only filters.' },
  { icon: HeartHandshake, title: 'Fair to owners', text: 'No commission on orders. Owners pay a flat plan, keep their customers and see their own numbers.' },
  { icon: Sprout, title: 'Lighter on the city', text: 'We back trucks that cut plastic, share power and waste less food, and we tell diners who they are.' },
];

/** /about and /aboutus. */
export default function AboutPage() {
  return (
    <>
      <PageHero eyebrow="About DishRated" title="Street food deserves to be found">
        <p>DishRated helps people find the food trucks near them, right now, and helps the people who run those trucks build a following that moves with them.</p>
      </PageHero>
      <Section title="Our story" id="story">
        <div className="mt-4 grid gap-8 lg:grid-cols-2">
          <div className="space-y-4 text-gray-800">
            <p>DishRated began in 2022 in Bengaluru, with a dosa truck that kept disappearing. Its owner parked wherever the traffic police allowed on a given day, and every move cost him customers who had no idea where he had gone.</p>
            <p>We built him a page with his live location and his menu. Within a month his regulars were following him across Koramangala, and three neighbouring trucks asked for the same.</p>
            <p>Today DishRated lists trucks in twelve Indian cities, from Mumbai&apos;s Carter Road to Chennai&apos;s Besant Nagar. Diners use it to decide where dinner is tonight; owners use it to run their day: menus, schedules, wait times, events and the reviews that keep them honest.</p>
          </div>
          <Figures label="DishRated in numbers" items={[['12', 'Indian cities'], ['850+', 'Food trucks'], ['2.4 lakh', 'Reviews written'], ['4.5', 'Average truck rating']]} />
        </div>
      </Section>
      <Section title="What we stand for" id="values" className="bg-gray-50 lg:rounded-3xl">
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {VALUES.map((v) => <FeatureCard key={v.title} icon={v.icon} title={v.title}>{v.text}</FeatureCard>)}
        </div>
      </Section>
      <Section title="How it works" id="how">
        <div className="mt-6 grid gap-4 md:grid-cols-3">
          <FeatureCard icon={MapPin} title="Find">Open Find Trucks or the home page to see who is open near you, on a map or as a list, with distance and wait time.</FeatureCard>
          <FeatureCard icon={Star} title="Taste and rate">Read the menu, get directions, and leave a review for the truck or for a single dish once you have eaten.</FeatureCard>
          <FeatureCard icon={Truck} title="Run a truck">Owners apply once, then manage menus, photos, schedule, status and live location from their phone.</FeatureCard>
        </div>
      </Section>
      <Section className="text-center">
        <h2 className="text-2xl font-bold text-gray-900">Hungry, or running a truck?</h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg"><Link to="/find-trucks">Find Trucks Near You</Link></Button>
          <Button asChild size="lg" variant="outline"><Link to="/owner-signup">Join as a Food Truck Owner</Link></Button>
        </div>
      </Section>
    </>
  );
}
