import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useNewsletterSignup } from '../../../lib/newsletter';
import { toast } from '../../../lib/toast';

/** 'Processing...' while the subscription is sent, then 'Subscribed!' with the email cleared until the visitor types again. */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    signup.mutate(email, {
      onSuccess: () => setEmail(''),
      onError: (error) => toast.error('Error', errorMessage(error, 'Subscription failed. Please try again.')),
    });
  }

  function onType(value: string) {
    setEmail(value);
    if (signup.isSuccess) signup.reset();
  }

  return (
    <section aria-labelledby="newsletter-heading" className="render-near-screen [contain-intrinsic-size:auto_320px] bg-gradient-to-r from-brand-600 to-brand-500">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center text-white sm:px-6">
        <Mail className="mx-auto h-10 w-10" aria-hidden />
        <h2 id="newsletter-heading" className="mt-3 text-3xl font-bold">Never miss a truck</h2>
        <p className="mt-2 text-brand-50">New trucks, festivals and offers near you, once a week.</p>
        <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row" aria-label="Newsletter">
          <label htmlFor="home-newsletter-email" className="sr-only">Email address</label>
          <Input id="home-newsletter-email" type="email" required placeholder="you@example.com" value={email} disabled={signup.isPending} onChange={(e) => onType(e.target.value)} className="h-12 bg-white" />
          <Button type="submit" size="lg" variant="secondary" disabled={signup.isPending}>
            {signup.isPending ? 'Processing...' : signup.isSuccess ? 'Subscribed!' : 'Subscribe'}
          </Button>
        </form>
      </div>
    </section>
  );
}
