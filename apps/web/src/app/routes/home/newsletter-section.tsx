import { NEWSLETTER_TIMINGS } from '@dishrated/shared';
import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { api, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { delay } from '../../../lib/utils';

/** States: idle, 'Processing...' for 1.5 s, 'Subscribed!' for 5 s with the form disabled, then idle and cleared. */
export function NewsletterSection() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'processing' | 'subscribed'>('idle');

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    const { newsletterEmailError } = await import('../../../lib/newsletter-validation');
    const invalid = newsletterEmailError(email);
    if (invalid) {
      toast.error('Error', invalid);
      return;
    }
    setState('processing');
    try {
      await Promise.all([api.post('/newsletter', { email: email.trim() }), delay(NEWSLETTER_TIMINGS.homeProcessingMs)]);
      setState('subscribed');
      await delay(NEWSLETTER_TIMINGS.homeSuccessMs);
      setEmail('');
    } catch (error) {
      toast.error('Error', errorMessage(error, 'Subscription failed. Please try again.'));
    } finally {
      setState('idle');
    }
  }

  const busy = state !== 'idle';
  return (
    <section aria-labelledby="newsletter-heading" className="render-near-screen [contain-intrinsic-size:auto_320px] bg-gradient-to-r from-brand-600 to-brand-500">
      <div className="mx-auto max-w-3xl px-4 py-14 text-center text-white sm:px-6">
        <Mail className="mx-auto h-10 w-10" aria-hidden />
        <h2 id="newsletter-heading" className="mt-3 text-3xl font-bold">Never miss a truck</h2>
        <p className="mt-2 text-brand-50">New trucks, festivals and offers near you, once a week.</p>
        <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row" aria-label="Newsletter">
          <label htmlFor="home-newsletter-email" className="sr-only">Email address</label>
          <Input id="home-newsletter-email" type="email" required placeholder="you@example.com" value={email} disabled={busy} onChange={(e) => setEmail(e.target.value)} className="h-12 bg-white" />
          <Button type="submit" size="lg" variant="secondary" disabled={busy}>
            {state === 'processing' ? 'Processing...' : state === 'subscribed' ? 'Subscribed!' : 'Subscribe'}
          </Button>
        </form>
      </div>
    </section>
  );
}
