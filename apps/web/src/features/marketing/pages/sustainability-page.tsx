import { Fuel, Leaf, Recycle, Soup, Sun, Utensils } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { toast } from '../../../lib/toast';
import { FeatureCard, Figures, PageHero, Section } from '../components/page-parts';

const INITIATIVES = [
  { icon: Utensils, title: 'Plastic-free serving', text: 'Areca-leaf plates, steel tumblers on a ₹20 deposit, and bring-your-own-box discounts at partner trucks.' },
  { icon: Recycle, title: 'Sorted waste at every event', text: 'Wet and dry bins beside each truck at DishRated events, collected by local composting partners.' },
  { icon: Sun, title: 'Shared clean power', text: 'Grid and solar hook-ups at festival sites, so trucks can switch off diesel generators while they serve.' },
  { icon: Fuel, title: 'Fewer empty kilometres', text: 'Schedules and live demand help owners park where their customers are, instead of driving around to find them.' },
  { icon: Soup, title: 'Less food thrown away', text: 'End-of-day offers let trucks sell what is left at a discount instead of binning it.' },
  { icon: Leaf, title: 'Local ingredients', text: 'Trucks that buy from nearby farms and markets can say so on their page, and diners can look for it.' },
];

export default function SustainabilityPage() {
  return (
    <>
      <PageHero eyebrow="Sustainability" title="Good food, lighter footprint">
        <p>Food trucks are small kitchens with a big reach. Here is how we and the owners on DishRated are making each meal a little kinder to the city.</p>
      </PageHero>
      <Section title="What we are doing" id="initiatives">
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INITIATIVES.map((item) => <FeatureCard key={item.title} icon={item.icon} title={item.title}>{item.text}</FeatureCard>)}
        </div>
      </Section>
      <Section title="Progress so far" id="progress">
        <p className="mt-2 max-w-2xl text-gray-700">Figures reported by partner trucks for the last twelve months.</p>
        <div className="mt-6">
          <Figures label="Sustainability progress" items={[['3.1 lakh', 'Single-use plates avoided'], ['140', 'Trucks on the green pledge'], ['62%', 'Event waste composted'], ['18 t', 'Diesel CO₂ saved at events']]} />
        </div>
      </Section>
      <Section className="text-center">
        <h2 className="text-2xl font-bold text-gray-900">The Green Truck Pledge</h2>
        <p className="mx-auto mt-2 max-w-2xl text-gray-700">A badge on your truck&apos;s page for owners who commit to plastic-free serving and sorted waste. We are finishing the details with our first partners.</p>
        <Button size="lg" className="mt-5" onClick={() => toast.info('Stay Tuned', 'The Green Truck Pledge opens to every owner soon.')}>Take the Pledge</Button>
      </Section>
    </>
  );
}
