import { Quote, Star } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Figures, PageHero, Section } from '../components/page-parts';

const STORIES = [
  {
    truck: 'Dosa Junction',
    owner: 'Lakshmi and Arjun Rao',
    city: 'Bengaluru',
    quote: 'Our regulars used to lose us every time we moved. Now they follow the truck.',
    story: 'A family tiffin room from Mysuru that went mobile in 2023. Sharing the live location every time they park, and answering every review, turned a weekend stall into a weekday lunch stop for three tech parks.',
    metrics: { rating: 4.8, salesIncrease: '45%', newCustomers: '3,200', months: 18 },
  },
  {
    truck: 'Bombay Bao Co.',
    owner: 'Farhan Merchant',
    city: 'Mumbai',
    quote: 'The analytics told me Bandra sells on weekdays and Powai on weekends. I had it backwards.',
    story: 'Farhan moved his schedule around what his page views and directions clicks showed him, and joined two city events in his first season. His Saturday queue is now the longest on Carter Road.',
    metrics: { rating: 4.6, salesIncrease: '38%', newCustomers: '2,450', months: 11 },
  },
  {
    truck: 'Chennai Kothu Corner',
    owner: 'Priya Raghavan',
    city: 'Chennai',
    quote: 'Festival organisers found us on DishRated. We did not have to chase a single one.',
    story: 'One of the first trucks in Chennai, Priya listed before launch and was invited to the Elliot\'s Beach festival. She now runs two trucks from one dashboard.',
    metrics: { rating: 4.7, salesIncrease: '52%', newCustomers: '4,100', months: 9 },
  },
];

const TESTIMONIALS = [
  { name: 'Gurpreet Singh', truck: 'Amritsari Express, Delhi', text: 'Replying to reviews felt scary. Now it is the best part of my evening.' },
  { name: 'Ananya Bose', truck: 'Kolkata Kathi Rolls, Kolkata', text: 'Setting the wait time during a rush stopped the angry one-star reviews.' },
  { name: 'Rahul Deshpande', truck: 'Misal Motors, Pune', text: 'I changed my menu photos on my phone between lunch and dinner. Sales moved the same day.' },
  { name: 'Sneha Kulkarni', truck: 'Sweet Wheels, Pune', text: 'The application took five minutes and I was listed in two days.' },
  { name: 'Imran Shaikh', truck: 'Pav Bhaji Point, Pune', text: 'Students find us by distance now. Half my new customers say they saw us on the map.' },
  { name: 'Meera Nair', truck: 'Kerala Kitchen, Kochi', text: 'Events used to mean phone calls. Now I join from the dashboard and get confirmed.' },
];

function Rating({ value }: { value: number }) {
  return <span className="inline-flex items-center gap-1"><Star className="h-4 w-4 fill-warning-400 text-warning-500" aria-hidden />{value.toFixed(1)}</span>;
}

export default function SuccessStoriesPage() {
  return (
    <>
      <PageHero eyebrow="Success stories" title="Owners who grew with DishRated">
        <p>Real trucks, real numbers: how owners across India use live location, reviews and events to fill their queues.</p>
      </PageHero>
      <Section>
        <Figures label="Platform impact" items={[['850+', 'Trucks on DishRated'], ['38%', 'Average sales increase'], ['12 lakh', 'Diners a month'], ['4.5', 'Average truck rating']]} />
      </Section>
      <Section title="Vendor stories" id="stories">
        <ul className="mt-6 space-y-6">
          {STORIES.map((s) => (
            <li key={s.truck} className="rounded-3xl border border-gray-200 bg-white p-6 shadow-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-xl font-bold text-gray-900">{s.truck}</h3>
                <p className="text-sm text-gray-700">{s.owner} · {s.city}</p>
              </div>
              <blockquote className="mt-3 flex gap-2 text-lg text-gray-900"><Quote className="h-5 w-5 shrink-0 text-brand-700" aria-hidden /><p>{s.quote}</p></blockquote>
              <p className="mt-3 text-gray-700">{s.story}</p>
              <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
                {([['Rating', <Rating key="r" value={s.metrics.rating} />], ['Sales increase', s.metrics.salesIncrease], ['New customers', s.metrics.newCustomers], ['Months on DishRated', s.metrics.months]] as const).map(([label, value]) => (
                  <div key={label} className="flex flex-col rounded-xl bg-brand-50 p-3">
                    <dt className="text-xs text-gray-700">{label}</dt>
                    <dd className="order-first text-lg font-bold text-gray-900">{value}</dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="What owners say" id="testimonials" className="bg-gray-50 lg:rounded-3xl">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              <p className="text-gray-800">&ldquo;{t.text}&rdquo;</p>
              <p className="mt-3 text-sm font-semibold text-gray-900">{t.name}</p>
              <p className="text-sm text-gray-700">{t.truck}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section className="text-center">
        <h2 className="text-2xl font-bold text-gray-900">Write your own story</h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg"><Link to="/owner-signup">Start Free Trial</Link></Button>
          <Button asChild size="lg" variant="outline"><Link to="/contact?subject=Schedule%20a%20demo">Schedule a Demo</Link></Button>
        </div>
      </Section>
    </>
  );
}
