import { Accordion } from 'radix-ui';
import { BookOpen, CalendarClock, ChevronDown, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/card';
import { PageHero, Section } from '../components/page-parts';

const GUIDES = [
  { title: 'Licences for a food truck in India', text: 'FSSAI, RTO, trade licence, fire NOC and vending permits, in the order inspectors ask for them.', minutes: 8, href: '/blog/starting-a-food-truck-in-india-licences-you-need' },
  { title: 'Writing a menu that sells', text: 'Fewer dishes, clear prices in rupees, vegetarian and allergen marks, and photos that make people walk over.', minutes: 6, href: null },
  { title: 'Choosing where to park', text: 'Reading footfall, tech-park lunch hours and evening crowds, and using your DishRated views to compare spots.', minutes: 7, href: null },
  { title: 'Answering reviews', text: 'How to reply to a bad review once, calmly, so the next reader trusts you more, not less.', minutes: 5, href: '/blog/what-10-000-reviews-taught-us-about-wait-times' },
  { title: 'Pricing for a small kitchen', text: 'Food cost, packaging and fuel per plate, and where a ₹10 change matters to customers.', minutes: 9, href: null },
  { title: 'Cutting plastic without losing money', text: 'Leaf plates, deposit tumblers and what the owners who switched actually spent.', minutes: 5, href: '/blog/five-ways-food-trucks-cut-plastic-waste' },
];

const WEBINARS = [
  { title: 'Live location that customers trust', when: '4 December 2026, 4:00 PM IST', status: 'upcoming' },
  { title: 'Festival season: getting into city events', when: '18 December 2026, 4:00 PM IST', status: 'upcoming' },
  { title: 'Reading your analytics in ten minutes a week', when: 'Recorded 6 November 2026', status: 'recorded' },
  { title: 'Photos that sell, shot on a phone', when: 'Recorded 9 October 2026', status: 'recorded' },
] as const;

const FAQ = [
  { q: 'How do I list my truck?', a: 'Apply on the Join as a Food Truck Owner page. We review every application within 2-3 business days and email you a link to set your password once approved.' },
  { q: 'Does DishRated take a commission on my sales?', a: 'No. You pay a flat monthly or yearly plan and keep every rupee your customers pay you.' },
  { q: 'How does live location work?', a: 'Turn on location sharing from your truck\'s Live Location page. Your phone sends its position while the page is open; visitors see the spot and how long ago it was updated. Turn it off any time.' },
  { q: 'Can I manage more than one truck?', a: 'Yes. Starter covers one truck, Professional up to three, and Enterprise any number, all from one owner dashboard.' },
  { q: 'What if I get an unfair review?', a: 'Reply to it once from your truck page, and report it if it breaks our rules. Our moderators read every report and remove reviews that are spam, abusive or fake.' },
  { q: 'How do I join a food truck event?', a: 'Open Events from your dashboard, pick a city event with registration open, and choose which truck takes part. Places are first come, first served.' },
];

export default function VendorResourcesPage() {
  return (
    <>
      <PageHero eyebrow="For food truck owners" title="Vendor Resources">
        <p>Guides, webinars and straight answers for running a food truck in India, from the first licence to the hundredth review.</p>
      </PageHero>
      <Section title="Guides" id="guides">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GUIDES.map((g) => (
            <li key={g.title} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
              <BookOpen className="h-5 w-5 text-brand-700" aria-hidden />
              <h3 className="mt-3 font-semibold text-gray-900">{g.href ? <Link to={g.href} className="hover:underline">{g.title}</Link> : g.title}</h3>
              <p className="mt-1 flex-1 text-sm text-gray-700">{g.text}</p>
              <p className="mt-3 text-xs text-gray-600">{g.minutes} min read{g.href ? '' : ' · full guide coming in December'}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Webinars" id="webinars" className="bg-gray-50 lg:rounded-3xl">
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {WEBINARS.map((w) => (
            <li key={w.title} className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              {w.status === 'upcoming' ? <CalendarClock className="h-6 w-6 shrink-0 text-live-700" aria-hidden /> : <PlayCircle className="h-6 w-6 shrink-0 text-brand-700" aria-hidden />}
              <div className="min-w-0">
                <Badge className={w.status === 'upcoming' ? 'bg-live-100 text-live-900' : 'bg-gray-200 text-gray-800'}>{w.status === 'upcoming' ? 'Upcoming' : 'Recorded'}</Badge>
                <h3 className="mt-2 font-semibold text-gray-900">{w.title}</h3>
                <p className="text-sm text-gray-700">{w.when}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title="Frequently asked questions" id="faq">
        <Accordion.Root type="single" collapsible className="mt-6 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {FAQ.map((item, i) => (
            <Accordion.Item key={item.q} value={`faq-${i}`}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-medium text-gray-900 hover:bg-gray-50">
                    {item.q}
                    <ChevronDown className="h-5 w-5 shrink-0 text-gray-600 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-4 text-gray-700">{item.a}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="mt-6 text-gray-700">Still stuck? <Link to="/contact?subject=Owner%20question" className="font-medium text-brand-800 hover:underline">Ask our owner team</Link>.</p>
      </Section>
    </>
  );
}
