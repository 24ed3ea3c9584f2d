import { Mail } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { errorMessage } from '../../../lib/api-client';
import { useNewsletterSignup } from '../../../lib/newsletter';
import { toast } from '../../../lib/toast';

/** 'Processing...' while the subscription is sent, then 'Subscribed!' with the email cleared until the visitor types again. */
export function NewsletterSection() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    signup.mutate(email, {
      onSuccess: () => setEmail(''),
      onError: (error) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(error, intl.formatMessage({ id: 'newsletter.failed', defaultMessage: 'Subscription failed. Please try again.' }))),
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
        <h2 id="newsletter-heading" className="mt-3 text-3xl font-bold"><FormattedMessage id="home.newsletter.title" defaultMessage="Never miss a truck" /></h2>
        <p className="mt-2 text-brand-50"><FormattedMessage id="home.newsletter.pitch" defaultMessage="New trucks, festivals and offers near you, once a week." /></p>
        <form onSubmit={onSubmit} className="mx-auto mt-6 flex max-w-md flex-col gap-2 sm:flex-row" aria-label={intl.formatMessage({ id: 'footer.newsletter', defaultMessage: 'Newsletter' })}>
          <label htmlFor="home-newsletter-email" className="sr-only"><FormattedMessage id="newsletter.emailAddress" defaultMessage="Email address" /></label>
          <Input id="home-newsletter-email" type="email" required placeholder={intl.formatMessage({ id: 'newsletter.placeholder', defaultMessage: 'you@example.com' })} value={email} disabled={signup.isPending} onChange={(e) => onType(e.target.value)} className="h-12 bg-white" />
          <Button type="submit" size="lg" variant="secondary" disabled={signup.isPending}>
            {signup.isPending ? (
              <FormattedMessage id="newsletter.processing" defaultMessage="Processing..." />
            ) : signup.isSuccess ? (
              <FormattedMessage id="newsletter.subscribed" defaultMessage="Subscribed!" />
            ) : (
              <FormattedMessage id="newsletter.subscribe" defaultMessage="Subscribe" />
            )}
          </Button>
        </form>
      </div>
    </section>
  );
}
