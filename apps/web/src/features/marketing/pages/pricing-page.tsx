import { FREE_TRIAL_DAYS, PRICING_PLANS, PRICING_YEARLY_BADGE, rupees } from '@dishrated/shared';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/utils';
import { toast } from '../../../lib/toast';
import { PageHero, Section } from '../components/page-parts';

type Billing = 'monthly' | 'yearly';

const FEATURES: Record<(typeof PRICING_PLANS)[number]['id'], string[]> = {
  starter: ['Truck page with menu, photos and schedule', 'Live location sharing', 'Reviews and one reply each', '30 days of analytics'],
  professional: ['Everything in Starter', 'Analytics for up to a year', 'Join city events', 'Priority listing in Featured', 'Email support within a day'],
  enterprise: ['Everything in Professional', 'Fleet dashboard for every truck', 'Event organiser tools', 'Dedicated account manager', 'Phone support'],
};

function BillingToggle({ billing, onChange }: { billing: Billing; onChange(b: Billing): void }) {
  const option = (value: Billing, text: string) => (
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
    <div role="group" aria-label="Billing period" className="mx-auto flex w-fit items-center gap-1 rounded-full bg-gray-100 p-1">
      {option('monthly', 'Monthly')}
      {option('yearly', 'Yearly')}
      <span className="mr-2 rounded-full bg-live-100 px-2 py-0.5 text-xs font-semibold text-live-900">{PRICING_YEARLY_BADGE}</span>
    </div>
  );
}

export default function PricingPage() {
  const [billing, setBilling] = useState<Billing>('monthly');
  const choose = (name: string) => toast.success(`${name} plan selected`, `Your ${FREE_TRIAL_DAYS}-day free trial starts when your truck is approved. No card needed.`);
  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple plans for every truck">
        <p>One flat price, no commission on your sales. Every plan starts with a {FREE_TRIAL_DAYS}-day free trial, no card needed.</p>
      </PageHero>
      <Section>
        <BillingToggle billing={billing} onChange={setBilling} />
        <ul className="mt-8 grid gap-6 lg:grid-cols-3">
          {PRICING_PLANS.map((plan) => (
            <li key={plan.id} className={cn('relative flex flex-col rounded-3xl border bg-white p-6 shadow-sm', plan.popular ? 'border-brand-600 ring-2 ring-brand-600' : 'border-gray-200')}>
              {plan.popular ? <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-1 text-xs font-semibold text-white">Most popular</span> : null}
              <h2 className="text-xl font-bold text-gray-900">{plan.name}</h2>
              <p className="text-sm text-gray-700">{plan.trucks}</p>
              <p className="mt-4" data-testid={`price-${plan.id}`}>
                <span className="text-4xl font-bold text-gray-900">{rupees(billing === 'monthly' ? plan.monthly : plan.yearly)}</span>
                <span className="text-gray-700"> / {billing === 'monthly' ? 'month' : 'year'}</span>
              </p>
              {billing === 'yearly' ? <p className="text-sm text-live-800">{rupees(plan.monthly * 12 - plan.yearly)} less than paying monthly</p> : <p className="text-sm text-gray-600">Billed monthly, cancel any time</p>}
              <ul className="mt-5 flex-1 space-y-2 text-sm text-gray-800">
                {FEATURES[plan.id].map((f) => <li key={f} className="flex gap-2"><Check className="h-4 w-4 shrink-0 text-live-700" aria-hidden />{f}</li>)}
              </ul>
              <Button className="mt-6 w-full" variant={plan.popular ? 'primary' : 'outline'} onClick={() => choose(plan.name)}>Start Free Trial<span className="sr-only"> with {plan.name}</span></Button>
            </li>
          ))}
        </ul>
        <p className="mt-8 text-center text-sm text-gray-700">
          Prices in Indian rupees, before GST. Questions about a fleet? <Link to="/contact?subject=Enterprise%20plan" className="font-medium text-brand-800 hover:underline">Talk to us</Link>.
        </p>
      </Section>
    </>
  );
}
