import { Fuel, Leaf, Recycle, Soup, Sun, Utensils } from 'lucide-react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { defineMessages } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { FeatureCard, Figures, PageHero, Section } from '../components/page-parts';

const M = defineMessages({
  eyebrow: { id: 'green.eyebrow', defaultMessage: 'Sustainability' },
  title: { id: 'green.title', defaultMessage: 'Good food, lighter footprint' },
  lead: {
    id: 'green.lead',
    defaultMessage: 'Food trucks are small kitchens with a big reach. Here is how we and the owners on DishRated are making each meal a little kinder to the city.',
  },
  doing: { id: 'green.doing', defaultMessage: 'What we are doing' },
  plasticTitle: { id: 'green.plastic.title', defaultMessage: 'Plastic-free serving' },
  plastic: { id: 'green.plastic', defaultMessage: 'Areca-leaf plates, steel tumblers on a ₹20 deposit, and bring-your-own-box discounts at partner trucks.' },
  wasteTitle: { id: 'green.waste.title', defaultMessage: 'Sorted waste at every event' },
  waste: { id: 'green.waste', defaultMessage: 'Wet and dry bins beside each truck at DishRated events, collected by local composting partners.' },
  powerTitle: { id: 'green.power.title', defaultMessage: 'Shared clean power' },
  power: { id: 'green.power', defaultMessage: 'Grid and solar hook-ups at festival sites, so trucks can switch off diesel generators while they serve.' },
  kmTitle: { id: 'green.km.title', defaultMessage: 'Fewer empty kilometres' },
  km: { id: 'green.km', defaultMessage: 'Schedules and live demand help owners park where their customers are, instead of driving around to find them.' },
  foodTitle: { id: 'green.food.title', defaultMessage: 'Less food thrown away' },
  food: { id: 'green.food', defaultMessage: 'End-of-day offers let trucks sell what is left at a discount instead of binning it.' },
  localTitle: { id: 'green.local.title', defaultMessage: 'Local ingredients' },
  local: { id: 'green.local', defaultMessage: 'Trucks that buy from nearby farms and markets can say so on their page, and diners can look for it.' },
  progress: { id: 'green.progress', defaultMessage: 'Progress so far' },
  progressLead: { id: 'green.progressLead', defaultMessage: 'Figures reported by partner trucks for the last twelve months.' },
  figures: { id: 'green.figures', defaultMessage: 'Sustainability progress' },
  platesValue: { id: 'green.figure.platesValue', defaultMessage: '3.1 lakh' },
  plates: { id: 'green.figure.plates', defaultMessage: 'Single-use plates avoided' },
  pledged: { id: 'green.figure.pledged', defaultMessage: 'Trucks on the green pledge' },
  composted: { id: 'green.figure.composted', defaultMessage: 'Event waste composted' },
  co2Value: { id: 'green.figure.co2Value', defaultMessage: '18 t' },
  co2: { id: 'green.figure.co2', defaultMessage: 'Diesel CO₂ saved at events' },
  pledgeTitle: { id: 'green.pledge.title', defaultMessage: 'The Green Truck Pledge' },
  pledge: {
    id: 'green.pledge',
    defaultMessage: 'A badge on your truck’s page for owners who commit to plastic-free serving and sorted waste. We are finishing the details with our first partners.',
  },
  take: { id: 'green.take', defaultMessage: 'Take the Pledge' },
  tuned: { id: 'green.tuned', defaultMessage: 'Stay Tuned' },
  soon: { id: 'green.soon', defaultMessage: 'The Green Truck Pledge opens to every owner soon.' },
});

const INITIATIVES = [
  { icon: Utensils, title: M.plasticTitle, text: M.plastic },
  { icon: Recycle, title: M.wasteTitle, text: M.waste },
  { icon: Sun, title: M.powerTitle, text: M.power },
  { icon: Fuel, title: M.kmTitle, text: M.km },
  { icon: Soup, title: M.foodTitle, text: M.food },
  { icon: Leaf, title: M.localTitle, text: M.local },
];

export default function SustainabilityPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <PageHero eyebrow={t(M.eyebrow)} title={t(M.title)}>
        <p><FormattedMessage {...M.lead} /></p>
      </PageHero>
      <Section title={t(M.doing)} id="initiatives">
        <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INITIATIVES.map((item) => <FeatureCard key={item.title.id} icon={item.icon} title={t(item.title)}><FormattedMessage {...item.text} /></FeatureCard>)}
        </div>
      </Section>
      <Section title={t(M.progress)} id="progress">
        <p className="mt-2 max-w-2xl text-gray-700"><FormattedMessage {...M.progressLead} /></p>
        <div className="mt-6">
          <Figures label={t(M.figures)} items={[[t(M.platesValue), t(M.plates)], [intl.formatNumber(140), t(M.pledged)], ['62%', t(M.composted)], [t(M.co2Value), t(M.co2)]]} />
        </div>
      </Section>
      <Section className="text-center">
        <h2 className="text-2xl font-bold text-gray-900"><FormattedMessage {...M.pledgeTitle} /></h2>
        <p className="mx-auto mt-2 max-w-2xl text-gray-700"><FormattedMessage {...M.pledge} /></p>
        <Button size="lg" className="mt-5" onClick={() => toast.info(t(M.tuned), t(M.soon))}><FormattedMessage {...M.take} /></Button>
      </Section>
    </>
  );
}
