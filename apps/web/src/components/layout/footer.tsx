import { dishName, MAIN_CITY_PAGES, placeName, POPULAR_DISHES, PRODUCT_NAME } from '@dishrated/shared';
import { Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { defineMessages } from '../../lib/i18n';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useNewsletterSignup } from '../../lib/newsletter';
import { useLocale } from '../../lib/i18n';
import { toast } from '../../lib/toast';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../ui/brand-icons';
import { Button } from '../ui/button';
import { DemoNotice } from './demo-notice';
import { Input } from '../ui/input';
import { LanguageSwitch } from './language-switch';


const SOCIALS = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Twitter', Icon: TwitterIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'LinkedIn', Icon: LinkedinIcon },
];

const words = defineMessages({
  subscribed: { id: 'newsletter.subscribed', defaultMessage: 'Subscribed!' },
  thanks: { id: 'newsletter.thanks', defaultMessage: 'Thank you for subscribing to our newsletter.' },
  error: { id: 'common.error', defaultMessage: 'Error' },
  failed: { id: 'newsletter.failed', defaultMessage: 'Subscription failed. Please try again.' },
  comingSoon: { id: 'common.comingSoon', defaultMessage: 'Coming Soon' },
  socialSoon: { id: 'footer.socialSoon', defaultMessage: 'Our {network} page is coming soon.' },
  newsletterForm: { id: 'footer.newsletterForm', defaultMessage: 'Footer newsletter' },
  yourEmail: { id: 'newsletter.yourEmail', defaultMessage: 'Your email' },
  home: { id: 'nav.homeLink', defaultMessage: 'DishRated home' },
  quickLinks: { id: 'footer.quickLinks', defaultMessage: 'Quick Links' },
  explore: { id: 'footer.explore', defaultMessage: 'Explore' },
  forVendors: { id: 'footer.forVendors', defaultMessage: 'For Vendors' },
  legal: { id: 'footer.legal', defaultMessage: 'Legal' },
});

function FooterNewsletter() {
  const intl = useIntl();
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup();
  const busy = signup.isPending;

  function subscribe(event: FormEvent) {
    event.preventDefault();
    // An empty email does nothing: no message, no call.
    if (!email.trim()) return;
    signup.mutate(email, {
      onSuccess: () => {
        toast.success(intl.formatMessage(words.subscribed), intl.formatMessage(words.thanks));
        setEmail('');
      },
      onError: (error) => toast.error(intl.formatMessage(words.error), errorMessage(error, intl.formatMessage(words.failed))),
    });
  }

  return (
    <form onSubmit={subscribe} className="flex flex-col gap-2 sm:flex-row lg:flex-col" aria-label={intl.formatMessage(words.newsletterForm)}>
      <label htmlFor="footer-newsletter-email" className="sr-only">
        <FormattedMessage id="newsletter.emailAddress" defaultMessage="Email address" />
      </label>
      <Input
        id="footer-newsletter-email"
        type="email"
        placeholder={intl.formatMessage(words.yourEmail)}
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
        className="border-gray-700 bg-gray-800 text-white placeholder:text-gray-400"
      />
      <Button type="submit" disabled={busy} className="shrink-0">
        {busy ? <FormattedMessage id="newsletter.subscribing" defaultMessage="Subscribing..." /> : <FormattedMessage id="newsletter.subscribe" defaultMessage="Subscribe" />}
      </Button>
    </form>
  );
}

export function Footer() {
  const intl = useIntl();
  const locale = useLocale();
  const linkClass = 'text-sm text-gray-400 hover:text-white';
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div>
          <Link to="/" className="flex items-center gap-2 text-white" aria-label={intl.formatMessage(words.home)}>
            <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600">
              <Truck className="h-5 w-5" aria-hidden />
            </span>
            <span className="text-xl font-extrabold">{PRODUCT_NAME}</span>
          </Link>
          <p className="mt-3 text-sm text-gray-400">
            <FormattedMessage id="footer.about" defaultMessage="Track. Taste. Thrive. Discover the best food trucks near you, follow them live and never miss a festival." />
          </p>
          <div className="mt-4 flex gap-2">
            {SOCIALS.map(({ label, Icon }) => (
              <button
                key={label}
                type="button"
                aria-label={label}
                onClick={() => toast.info(intl.formatMessage(words.comingSoon), intl.formatMessage(words.socialSoon, { network: label }))}
                className="flex h-9 w-9 items-center justify-center rounded-full bg-gray-800 text-gray-300 hover:bg-brand-600 hover:text-white cursor-pointer"
              >
                <Icon className="h-4 w-4" />
              </button>
            ))}
          </div>
        </div>
        <nav aria-label={intl.formatMessage(words.quickLinks)}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            <FormattedMessage {...words.quickLinks} />
          </h2>
          <ul className="mt-3 space-y-2">
            <li><Link className={linkClass} to="/find-trucks"><FormattedMessage id="nav.findTrucks" defaultMessage="Find Trucks" /></Link></li>
            <li><Link className={linkClass} to="/events"><FormattedMessage id="nav.events" defaultMessage="Events" /></Link></li>
            <li><Link className={linkClass} to="/blog"><FormattedMessage id="nav.blog" defaultMessage="Blog" /></Link></li>
            <li><Link className={linkClass} to="/about"><FormattedMessage id="nav.about" defaultMessage="About Us" /></Link></li>
            <li><Link className={linkClass} to="/sustainability"><FormattedMessage id="nav.sustainability" defaultMessage="Sustainability" /></Link></li>
            <li><Link className={linkClass} to="/contact"><FormattedMessage id="nav.contact" defaultMessage="Contact" /></Link></li>
            <li><Link className={linkClass} to="/listings/suggest"><FormattedMessage id="footer.suggestTruck" defaultMessage="Suggest a truck" /></Link></li>
          </ul>
        </nav>
        <nav aria-label={intl.formatMessage(words.explore)}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            <FormattedMessage id="footer.trucksIn" defaultMessage="Food trucks in" />
          </h2>
          <ul className="mt-3 space-y-2">
            {MAIN_CITY_PAGES.map((city) => <li key={city.slug}><Link className={linkClass} to={`/trucks/in/${city.slug}`}>{placeName(city.name, locale)}</Link></li>)}
          </ul>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-white">
            <FormattedMessage id="footer.popularDishes" defaultMessage="Popular dishes" />
          </h2>
          <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-2">
            {POPULAR_DISHES.map((dish) => <li key={dish.slug}><Link className={linkClass} to={`/dishes/${dish.slug}`}>{dishName(dish.name, locale)}</Link></li>)}
          </ul>
        </nav>
        <nav aria-label={intl.formatMessage(words.forVendors)}>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            <FormattedMessage {...words.forVendors} />
          </h2>
          <ul className="mt-3 space-y-2">
            <li><Link className={linkClass} to="/owner-signup"><FormattedMessage id="footer.becomeVendor" defaultMessage="Become a Vendor" /></Link></li>
            <li><Link className={linkClass} to="/pricing"><FormattedMessage id="footer.pricing" defaultMessage="Pricing" /></Link></li>
            <li><Link className={linkClass} to="/vendor-resources"><FormattedMessage id="footer.vendorResources" defaultMessage="Vendor Resources" /></Link></li>
            <li><Link className={linkClass} to="/success-stories"><FormattedMessage id="footer.successStories" defaultMessage="Success Stories" /></Link></li>
            <li><Link className={linkClass} to="/login"><FormattedMessage id="footer.vendorLogin" defaultMessage="Vendor Login" /></Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">
            <FormattedMessage id="footer.newsletter" defaultMessage="Newsletter" />
          </h2>
          <p className="mb-3 mt-3 text-sm text-gray-400">
            <FormattedMessage id="footer.newsletterPitch" defaultMessage="New trucks, festivals and offers in your inbox." />
          </p>
          <FooterNewsletter />
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-gray-400 sm:flex-row sm:px-6">
          <p>
            <FormattedMessage id="footer.copyright" defaultMessage="© {year} {product}. All rights reserved." values={{ year: new Date().getFullYear(), product: PRODUCT_NAME }} />
          </p>
          <DemoNotice />
          <nav aria-label={intl.formatMessage(words.legal)} className="flex flex-wrap items-center gap-4">
            <Link className={linkClass} to="/privacy"><FormattedMessage id="footer.privacy" defaultMessage="Privacy" /></Link>
            <Link className={linkClass} to="/terms"><FormattedMessage id="footer.terms" defaultMessage="Terms" /></Link>
            <Link className={linkClass} to="/accessibility"><FormattedMessage id="footer.accessibility" defaultMessage="Accessibility" /></Link>
            <LanguageSwitch className="text-gray-300 hover:bg-gray-800 hover:text-white" />
          </nav>
        </div>
      </div>
    </footer>
  );
}
