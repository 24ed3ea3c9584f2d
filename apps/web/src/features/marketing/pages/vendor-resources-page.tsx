import { Accordion } from 'radix-ui';
import { BookOpen, CalendarClock, ChevronDown, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/card';
import { defineMessages } from '../../../lib/i18n';
import { PageHero, Section } from '../components/page-parts';

const M = defineMessages({
  eyebrow: { id: 'resources.eyebrow', defaultMessage: 'For food truck owners' },
  title: { id: 'resources.title', defaultMessage: 'Vendor Resources' },
  lead: { id: 'resources.lead', defaultMessage: 'Guides, webinars and straight answers for running a food truck in India, from the first licence to the hundredth review.' },
  guides: { id: 'resources.guides', defaultMessage: 'Guides' },
  readTime: { id: 'resources.readTime', defaultMessage: '{minutes} min read{soon, select, yes { · full guide coming in December} other {}}' },
  licencesTitle: { id: 'resources.licences.title', defaultMessage: 'Licences for a food truck in India' },
  licences: { id: 'resources.licences', defaultMessage: 'FSSAI, RTO, trade licence, fire NOC and vending permits, in the order inspectors ask for them.' },
  menuTitle: { id: 'resources.menu.title', defaultMessage: 'Writing a menu that sells' },
  menu: { id: 'resources.menu', defaultMessage: 'Fewer dishes, clear prices in rupees, vegetarian and allergen marks, and photos that make people walk over.' },
  parkTitle: { id: 'resources.park.title', defaultMessage: 'Choosing where to park' },
  park: { id: 'resources.park', defaultMessage: 'Reading footfall, tech-park lunch hours and evening crowds, and using your DishRated views to compare spots.' },
  answerTitle: { id: 'resources.answer.title', defaultMessage: 'Answering reviews' },
  answer: { id: 'resources.answer', defaultMessage: 'How to reply to a bad review once, calmly, so the next reader trusts you more, not less.' },
  pricingTitle: { id: 'resources.pricing.title', defaultMessage: 'Pricing for a small kitchen' },
  pricing: { id: 'resources.pricing', defaultMessage: 'Food cost, packaging and fuel per plate, and where a ₹10 change matters to customers.' },
  plasticTitle: { id: 'resources.plastic.title', defaultMessage: 'Cutting plastic without losing money' },
  plastic: { id: 'resources.plastic', defaultMessage: 'Leaf plates, deposit tumblers and what the owners who switched actually spent.' },
  webinars: { id: 'resources.webinars', defaultMessage: 'Webinars' },
  upcoming: { id: 'resources.upcoming', defaultMessage: 'Upcoming' },
  recorded: { id: 'resources.recorded', defaultMessage: 'Recorded' },
  liveTitle: { id: 'resources.webinar.live', defaultMessage: 'Live location that customers trust' },
  liveWhen: { id: 'resources.webinar.liveWhen', defaultMessage: '4 December 2026, 4:00 PM IST' },
  festivalTitle: { id: 'resources.webinar.festival', defaultMessage: 'Festival season: getting into city events' },
  festivalWhen: { id: 'resources.webinar.festivalWhen', defaultMessage: '18 December 2026, 4:00 PM IST' },
  analyticsTitle: { id: 'resources.webinar.analytics', defaultMessage: 'Reading your analytics in ten minutes a week' },
  analyticsWhen: { id: 'resources.webinar.analyticsWhen', defaultMessage: 'Recorded 6 November 2026' },
  photosTitle: { id: 'resources.webinar.photos', defaultMessage: 'Photos that sell, shot on a phone' },
  photosWhen: { id: 'resources.webinar.photosWhen', defaultMessage: 'Recorded 9 October 2026' },
  faq: { id: 'resources.faq', defaultMessage: 'Frequently asked questions' },
  listQ: { id: 'resources.faq.listQ', defaultMessage: 'How do I list my truck?' },
  listA: {
    id: 'resources.faq.listA',
    defaultMessage: 'Apply on the Join as a Food Truck Owner page. We review every application within 2-3 business days and email you a link to set your password once approved.',
  },
  commissionQ: { id: 'resources.faq.commissionQ', defaultMessage: 'Does DishRated take a commission on my sales?' },
  commissionA: { id: 'resources.faq.commissionA', defaultMessage: 'No. You pay a flat monthly or yearly plan and keep every rupee your customers pay you.' },
  liveQ: { id: 'resources.faq.liveQ', defaultMessage: 'How does live location work?' },
  liveA: {
    id: 'resources.faq.liveA',
    defaultMessage:
      'Turn on location sharing from your truck’s Live Location page. Your phone sends its position while the page is open; visitors see the spot and how long ago it was updated. Turn it off any time.',
  },
  trucksQ: { id: 'resources.faq.trucksQ', defaultMessage: 'Can I manage more than one truck?' },
  trucksA: { id: 'resources.faq.trucksA', defaultMessage: 'Yes. Starter covers one truck, Professional up to three, and Enterprise any number, all from one owner dashboard.' },
  unfairQ: { id: 'resources.faq.unfairQ', defaultMessage: 'What if I get an unfair review?' },
  unfairA: {
    id: 'resources.faq.unfairA',
    defaultMessage: 'Reply to it once from your truck page, and report it if it breaks our rules. Our moderators read every report and remove reviews that are spam, abusive or fake.',
  },
  eventQ: { id: 'resources.faq.eventQ', defaultMessage: 'How do I join a food truck event?' },
  eventA: {
    id: 'resources.faq.eventA',
    defaultMessage: 'Open Events from your dashboard, pick a city event with registration open, and choose which truck takes part. Places are first come, first served.',
  },
  stuck: { id: 'resources.stuck', defaultMessage: 'Still stuck? <link>Ask our owner team</link>.' },
});

const GUIDES: Array<{ title: MessageDescriptor; text: MessageDescriptor; minutes: number; href: string | null }> = [
  { title: M.licencesTitle, text: M.licences, minutes: 8, href: '/blog/starting-a-food-truck-in-india-licences-you-need' },
  { title: M.menuTitle, text: M.menu, minutes: 6, href: null },
  { title: M.parkTitle, text: M.park, minutes: 7, href: null },
  { title: M.answerTitle, text: M.answer, minutes: 5, href: '/blog/what-10-000-reviews-taught-us-about-wait-times' },
  { title: M.pricingTitle, text: M.pricing, minutes: 9, href: null },
  { title: M.plasticTitle, text: M.plastic, minutes: 5, href: '/blog/five-ways-food-trucks-cut-plastic-waste' },
];

const WEBINARS = [
  { title: M.liveTitle, when: M.liveWhen, status: 'upcoming' },
  { title: M.festivalTitle, when: M.festivalWhen, status: 'upcoming' },
  { title: M.analyticsTitle, when: M.analyticsWhen, status: 'recorded' },
  { title: M.photosTitle, when: M.photosWhen, status: 'recorded' },
] as const;

const FAQ = [
  { q: M.listQ, a: M.listA },
  { q: M.commissionQ, a: M.commissionA },
  { q: M.liveQ, a: M.liveA },
  { q: M.trucksQ, a: M.trucksA },
  { q: M.unfairQ, a: M.unfairA },
  { q: M.eventQ, a: M.eventA },
];

export default function VendorResourcesPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <>
      <PageHero eyebrow={t(M.eyebrow)} title={t(M.title)}>
        <p><FormattedMessage {...M.lead} /></p>
      </PageHero>
      <Section title={t(M.guides)} id="guides">
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {GUIDES.map((g) => (
            <li key={g.title.id} className="flex flex-col rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
              <BookOpen className="h-5 w-5 text-brand-700" aria-hidden />
              <h3 className="mt-3 font-semibold text-gray-900">{g.href ? <Link to={g.href} className="hover:underline"><FormattedMessage {...g.title} /></Link> : <FormattedMessage {...g.title} />}</h3>
              <p className="mt-1 flex-1 text-sm text-gray-700"><FormattedMessage {...g.text} /></p>
              <p className="mt-3 text-xs text-gray-600"><FormattedMessage {...M.readTime} values={{ minutes: g.minutes, soon: g.href ? 'no' : 'yes' }} /></p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t(M.webinars)} id="webinars" className="bg-gray-50 lg:rounded-3xl">
        <ul className="mt-6 grid gap-4 md:grid-cols-2">
          {WEBINARS.map((w) => (
            <li key={w.title.id} className="flex items-start gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200">
              {w.status === 'upcoming' ? <CalendarClock className="h-6 w-6 shrink-0 text-live-700" aria-hidden /> : <PlayCircle className="h-6 w-6 shrink-0 text-brand-700" aria-hidden />}
              <div className="min-w-0">
                <Badge className={w.status === 'upcoming' ? 'bg-live-100 text-live-900' : 'bg-gray-200 text-gray-800'}><FormattedMessage {...(w.status === 'upcoming' ? M.upcoming : M.recorded)} /></Badge>
                <h3 className="mt-2 font-semibold text-gray-900"><FormattedMessage {...w.title} /></h3>
                <p className="text-sm text-gray-700"><FormattedMessage {...w.when} /></p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={t(M.faq)} id="faq">
        <Accordion.Root type="single" collapsible className="mt-6 divide-y divide-gray-200 rounded-2xl border border-gray-200 bg-white">
          {FAQ.map((item, i) => (
            <Accordion.Item key={item.q.id} value={`faq-${i}`}>
              <Accordion.Header asChild>
                <h3>
                  <Accordion.Trigger className="group flex w-full items-center justify-between gap-3 px-5 py-4 text-left font-medium text-gray-900 hover:bg-gray-50">
                    <FormattedMessage {...item.q} />
                    <ChevronDown className="h-5 w-5 shrink-0 text-gray-600 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
                  </Accordion.Trigger>
                </h3>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-4 text-gray-700"><FormattedMessage {...item.a} /></Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
        <p className="mt-6 text-gray-700">
          <FormattedMessage
            {...M.stuck}
            values={{ link: (chunks: ReactNode[]) => <Link to="/contact?subject=Owner%20question" className="font-medium text-brand-800 hover:underline">{chunks}</Link> }}
          />
        </p>
      </Section>
    </>
  );
}
