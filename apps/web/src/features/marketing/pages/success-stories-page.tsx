import { Quote, Star } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { defineMessages } from '../../../lib/i18n';
import { Figures, PageHero, Section } from '../components/page-parts';

const M = defineMessages({
  eyebrow: { id: 'stories.eyebrow', defaultMessage: 'Success stories' },
  title: { id: 'stories.title', defaultMessage: 'Owners who grew with DishRated' },
  lead: { id: 'stories.lead', defaultMessage: 'Real trucks, real numbers: how owners across India use live location, reviews and events to fill their queues.' },
  impact: { id: 'stories.impact', defaultMessage: 'Platform impact' },
  trucks: { id: 'stories.figure.trucks', defaultMessage: 'Trucks on DishRated' },
  sales: { id: 'stories.figure.sales', defaultMessage: 'Average sales increase' },
  dinersValue: { id: 'stories.figure.dinersValue', defaultMessage: '12 lakh' },
  diners: { id: 'stories.figure.diners', defaultMessage: 'Diners a month' },
  rating: { id: 'aboutPage.figure.rating', defaultMessage: 'Average truck rating' },
  vendorStories: { id: 'stories.vendor', defaultMessage: 'Vendor stories' },
  metricRating: { id: 'stories.metric.rating', defaultMessage: 'Rating' },
  metricSales: { id: 'stories.metric.sales', defaultMessage: 'Sales increase' },
  metricCustomers: { id: 'stories.metric.customers', defaultMessage: 'New customers' },
  metricMonths: { id: 'stories.metric.months', defaultMessage: 'Months on DishRated' },
  ownerLine: { id: 'stories.ownerLine', defaultMessage: '{owner} · {city}' },
  say: { id: 'stories.say', defaultMessage: 'What owners say' },
  own: { id: 'stories.own', defaultMessage: 'Write your own story' },
  trial: { id: 'pricing.trial', defaultMessage: 'Start Free Trial' },
  demo: { id: 'stories.demo', defaultMessage: 'Schedule a Demo' },
  quoted: { id: 'stories.quoted', defaultMessage: '“{text}”' },
  bengaluru: { id: 'stories.city.bengaluru', defaultMessage: 'Bengaluru' },
  mumbai: { id: 'stories.city.mumbai', defaultMessage: 'Mumbai' },
  chennai: { id: 'stories.city.chennai', defaultMessage: 'Chennai' },
  dosaQuote: { id: 'stories.dosa.quote', defaultMessage: 'Our regulars used to lose us every time we moved. Now they follow the truck.' },
  dosaStory: {
    id: 'stories.dosa.story',
    defaultMessage:
      'A family tiffin room from Mysuru that went mobile in 2023. Sharing the live location every time they park, and answering every review, turned a weekend stall into a weekday lunch stop for three tech parks.',
  },
  baoQuote: { id: 'stories.bao.quote', defaultMessage: 'The analytics told me Bandra sells on weekdays and Powai on weekends. I had it backwards.' },
  baoStory: {
    id: 'stories.bao.story',
    defaultMessage:
      'Farhan moved his schedule around what his page views and directions clicks showed him, and joined two city events in his first season. His Saturday queue is now the longest on Carter Road.',
  },
  kothuQuote: { id: 'stories.kothu.quote', defaultMessage: 'Festival organisers found us on DishRated. We did not have to chase a single one.' },
  kothuStory: {
    id: 'stories.kothu.story',
    defaultMessage: 'One of the first trucks in Chennai, Priya listed before launch and was invited to the Elliot’s Beach festival. She now runs two trucks from one dashboard.',
  },
  gurpreet: { id: 'stories.say.gurpreet', defaultMessage: 'Replying to reviews felt scary. Now it is the best part of my evening.' },
  ananya: { id: 'stories.say.ananya', defaultMessage: 'Setting the wait time during a rush stopped the angry one-star reviews.' },
  rahul: { id: 'stories.say.rahul', defaultMessage: 'I changed my menu photos on my phone between lunch and dinner. Sales moved the same day.' },
  sneha: { id: 'stories.say.sneha', defaultMessage: 'The application took five minutes and I was listed in two days.' },
  imran: { id: 'stories.say.imran', defaultMessage: 'Students find us by distance now. Half my new customers say they saw us on the map.' },
  meera: { id: 'stories.say.meera', defaultMessage: 'Events used to mean phone calls. Now I join from the dashboard and get confirmed.' },
});

/** Truck and owner names are names: they read the same in every language. */
const STORIES = [
  { truck: 'Dosa Junction', owner: 'Lakshmi and Arjun Rao', city: M.bengaluru, quote: M.dosaQuote, story: M.dosaStory, metrics: { rating: 4.8, salesIncrease: 45, newCustomers: 3200, months: 18 } },
  { truck: 'Bombay Bao Co.', owner: 'Farhan Merchant', city: M.mumbai, quote: M.baoQuote, story: M.baoStory, metrics: { rating: 4.6, salesIncrease: 38, newCustomers: 2450, months: 11 } },
  { truck: 'Chennai Kothu Corner', owner: 'Priya Raghavan', city: M.chennai, quote: M.kothuQuote, story: M.kothuStory, metrics: { rating: 4.7, salesIncrease: 52, newCustomers: 4100, months: 9 } },
];

const TESTIMONIALS: Array<{ name: string; truck: string; text: MessageDescriptor }> = [
  { name: 'Gurpreet Singh', truck: 'Amritsari Express, Delhi', text: M.gurpreet },
  { name: 'Ananya Bose', truck: 'Kolkata Kathi Rolls, Kolkata', text: M.ananya },
  { name: 'Rahul Deshpande', truck: 'Misal Motors, Pune', text: M.rahul },
  { name: 'Sneha Kulkarni', truck: 'Sweet Wheels, Pune', text: M.sneha },
  { name: 'Imran Shaikh', truck: 'Pav Bhaji Point, Pune', text: M.imran },
  { name: 'Meera Nair', truck: 'Kerala Kitchen, Kochi', text: M.meera },
];

function Rating({ value }: { value: number }) {
  return <span className="inline-flex items-center gap-1"><Star className="h-4 w-4 fill-warning-400 text-warning-500" aria-hidden />{value.toFixed(1)}</span>;
}

export default function SuccessStoriesPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <PageHero eyebrow={t(M.eyebrow)} title={t(M.title)}>
        <p><FormattedMessage {...M.lead} /></p>
      </PageHero>
      <Section>
        <Figures label={t(M.impact)} items={[['850+', t(M.trucks)], ['38%', t(M.sales)], [t(M.dinersValue), t(M.diners)], ['4.5', t(M.rating)]]} />
      </Section>
      <Section title={t(M.vendorStories)} id="stories">
        <ul className="mt-6 space-y-6">
          {STORIES.map((s) => {
            const metrics: Array<[MessageDescriptor, ReactNode]> = [
              [M.metricRating, <Rating key="r" value={s.metrics.rating} />],
              [M.metricSales, `${s.metrics.salesIncrease}%`],
              [M.metricCustomers, intl.formatNumber(s.metrics.newCustomers)],
              [M.metricMonths, intl.formatNumber(s.metrics.months)],
            ];
            return (
              <li key={s.truck} className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h3 className="text-xl font-bold text-gray-900">{s.truck}</h3>
                  <p className="text-sm text-gray-700"><FormattedMessage {...M.ownerLine} values={{ owner: s.owner, city: t(s.city) }} /></p>
                </div>
                <blockquote className="mt-3 flex gap-2 text-lg text-gray-900"><Quote className="h-5 w-5 shrink-0 text-brand-700" aria-hidden /><p><FormattedMessage {...s.quote} /></p></blockquote>
                <p className="mt-3 text-gray-700"><FormattedMessage {...s.story} /></p>
                <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
                  {metrics.map(([label, value]) => (
                    <div key={label.id} className="flex flex-col rounded-xl bg-brand-50 p-3">
                      <dt className="text-xs text-gray-700"><FormattedMessage {...label} /></dt>
                      <dd className="order-first text-lg font-bold text-gray-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            );
          })}
        </ul>
      </Section>
      <Section title={t(M.say)} id="testimonials" className="bg-gray-50 lg:rounded-3xl">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((item) => (
            <li key={item.name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <p className="text-gray-800"><FormattedMessage {...M.quoted} values={{ text: t(item.text) }} /></p>
              <p className="mt-3 text-sm font-semibold text-gray-900">{item.name}</p>
              <p className="text-sm text-gray-700">{item.truck}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section className="text-center">
        <h2 className="text-2xl font-bold text-gray-900"><FormattedMessage {...M.own} /></h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg"><Link to="/owner-signup"><FormattedMessage {...M.trial} /></Link></Button>
          <Button asChild size="lg" variant="outline"><Link to="/contact?subject=Schedule%20a%20demo"><FormattedMessage {...M.demo} /></Link></Button>
        </div>
      </Section>
    </>
  );
}
