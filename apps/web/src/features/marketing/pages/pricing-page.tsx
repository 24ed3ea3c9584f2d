import { FREE_TRIAL_DAYS, PRICING_PLANS, rupees } from '@dishrated/shared';
import { Check } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { defineMessages } from '../../../lib/i18n';
import { cn } from '../../../lib/utils';
import { toast } from '../../../lib/toast';
import { PageHero, Section } from '../components/page-parts';

type Billing = 'monthly' | 'yearly';
type PlanId = (typeof PRICING_PLANS)[number]['id'];

const PLAN_NAMES = defineMessages<PlanId>({
  starter: { id: 'pricing.plan.starter', defaultMessage: 'Starter' },
  professional: { id: 'pricing.plan.professional', defaultMessage: 'Professional' },
  enterprise: { id: 'pricing.plan.enterprise', defaultMessage: 'Enterprise' },
});

const PLAN_TRUCKS = defineMessages<PlanId>({
  starter: { id: 'pricing.trucks.starter', defaultMessage: '1 truck' },
  professional: { id: 'pricing.trucks.professional', defaultMessage: 'Up to 3 trucks' },
  enterprise: { id: 'pricing.trucks.enterprise', defaultMessage: 'Unlimited trucks' },
});

const F = defineMessages({
  page: { id: 'pricing.feature.page', defaultMessage: 'Truck page with menu, photos and schedule' },
  live: { id: 'pricing.feature.live', defaultMessage: 'Live location sharing' },
  reviews: { id: 'pricing.feature.reviews', defaultMessage: 'Reviews and one reply each' },
  analytics30: { id: 'pricing.feature.analytics30', defaultMessage: '30 days of analytics' },
  allStarter: { id: 'pricing.feature.allStarter', defaultMessage: 'Everything in Starter' },
  analyticsYear: { id: 'pricing.feature.analyticsYear', defaultMessage: 'Analytics for up to a year' },
  events: { id: 'pricing.feature.events', defaultMessage: 'Join city events' },
  featured: { id: 'pricing.feature.featured', defaultMessage: 'Priority listing in Featured' },
  emailSupport: { id: 'pricing.feature.emailSupport', defaultMessage: 'Email support within a day' },
  allProfessional: { id: 'pricing.feature.allProfessional', defaultMessage: 'Everything in Professional' },
  fleet: { id: 'pricing.feature.fleet', defaultMessage: 'Fleet dashboard for every truck' },
  organiser: { id: 'pricing.feature.organiser', defaultMessage: 'Event organiser tools' },
  manager: { id: 'pricing.feature.manager', defaultMessage: 'Dedicated account manager' },
  phone: { id: 'pricing.feature.phone', defaultMessage: 'Phone support' },
});

const FEATURES: Record<PlanId, MessageDescriptor[]> = {
  starter: [F.page, F.live, F.reviews, F.analytics30],
  professional: [F.allStarter, F.analyticsYear, F.events, F.featured, F.emailSupport],
  enterprise: [F.allProfessional, F.fleet, F.organiser, F.manager, F.phone],
};

/** What a yearly plan saves against twelve months, as a rounded percentage. */
const yearlySaving = Math.round((1 - PRICING_PLANS[0].yearly / (PRICING_PLANS[0].monthly * 12)) * 100);

function BillingToggle({ billing, onChange }: { billing: Billing; onChange(b: Billing): void }) {
  const intl = useIntl();
  const option = (value: Billing, text: ReactNode) => (
    <button
      type="button"
      aria-pressed={billing === value}
      onClick={() => onChange(value)}
      className={cn('rounded-full px-4 py-2 text-sm font-semibold', billing === value ? 'bg-white text-gray-900 shadow-sm' : 'text-gray-700')}
    >
      {text}
    </button>
  );
  return (
    <div role="group" aria-label={intl.formatMessage({ id: 'pricing.billing', defaultMessage: 'Billing period' })} className="mx-auto flex w-fit items-center gap-1 rounded-full bg-gray-100 p-1">
      {option('monthly', <FormattedMessage id="pricing.monthly" defaultMessage="Monthly" />)}
      {option('yearly', <FormattedMessage id="pricing.yearly" defaultMessage="Yearly" />)}
      <span className="mr-2 rounded-full bg-live-100 px-2 py-0.5 text-xs font-semibold text-live-900">
        <FormattedMessage id="pricing.save" defaultMessage="Save {percent}%" values={{ percent: yearlySaving }} />
      </span>
    </div>
  );
}

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const intl = useIntl();
  const choose = (plan: PlanId) =>
    toast.success(
      intl.formatMessage({ id: 'pricing.selected', defaultMessage: '{plan} plan selected' }, { plan: intl.formatMessage(PLAN_NAMES[plan]) }),
      intl.formatMessage({ id: 'pricing.selectedText', defaultMessage: 'Your {days}-day free trial starts when your truck is approved. No card needed.' }, { days: FREE_TRIAL_DAYS }),
    );
  return (
    <>
      <PageHero eyebrow={intl.formatMessage({ id: 'pricing.eyebrow', defaultMessage: 'Pricing' })} title={intl.formatMessage({ id: 'pricing.title', defaultMessage: 'Simple plans for every truck' })}>
        <p>
          <FormattedMessage
            id="pricing.lead"
            defaultMessage="One flat price, no commission on your sales. Every plan starts with a {days}-day free trial, no card needed."
            values={{ days: FREE_TRIAL_DAYS }}
          />
        </p>
      </PageHero>
      <Section>
        <BillingToggle billing={billing} onChange={setBilling} />
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <li key={plan.id} className={cn('relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm', plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-gray-200')}>
              {plan.popular ? (
                <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white"><FormattedMessage id="pricing.popular" defaultMessage="Most popular" /></span>
              ) : null}
              <h2 className="text-xl font-bold text-gray-900"><FormattedMessage {...PLAN_NAMES[plan.id]} /></h2>
              <p className="text-sm text-gray-700"><FormattedMessage {...PLAN_TRUCKS[plan.id]} /></p>
              <p className="mt-4" data-testid={`price-${plan.id}`}>
                <FormattedMessage
                  id="pricing.price"
                  defaultMessage="{price} {period, select, yearly {/ year} other {/ month}}"
                  values={{ price: <span className="text-4xl font-bold text-gray-900">{rupees(billing === 'monthly' ? plan.monthly : plan.yearly)}</span>, period: billing }}
                />
              </p>
              {billing === 'yearly' ? (
                <p className="text-sm text-live-800"><FormattedMessage id="pricing.yearlyLess" defaultMessage="{amount} less than paying monthly" values={{ amount: rupees(plan.monthly * 12 - plan.yearly) }} /></p>
              ) : (
                <p className="text-sm text-gray-600"><FormattedMessage id="pricing.monthlyNote" defaultMessage="Billed monthly, cancel any time" /></p>
              )}
              <ul className="mt-5 flex-1 space-y-2 text-sm text-gray-800">
                {FEATURES[plan.id].map((f) => <li key={f.id} className="flex gap-2"><Check className="h-4 w-4 shrink-0 text-live-700" aria-hidden /><FormattedMessage {...f} /></li>)}
              </ul>
              <Button
                className="mt-6 w-full"
                variant={plan.popular ? 'primary' : 'outline'}
                onClick={() => choose(plan.id)}
                aria-label={intl.formatMessage({ id: 'pricing.trialWith', defaultMessage: 'Start Free Trial with {plan}' }, { plan: intl.formatMessage(PLAN_NAMES[plan.id]) })}
              >
                <FormattedMessage id="pricing.trial" defaultMessage="Start Free Trial" />
              </Button>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-gray-700">
          <FormattedMessage
            id="pricing.footnote"
            defaultMessage="Prices in Indian rupees, before GST. Questions about a fleet? <link>Talk to us</link>."
            values={{ link: (chunks: ReactNode[]) => <Link to="/contact?subject=Enterprise%20plan" className="font-medium text-brand-800 hover:underline">{chunks}</Link> }}
          />
        </p>
      </Section>
    </>
  );
}
