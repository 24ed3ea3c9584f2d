import { MAIN_CITY_PAGES, POPULAR_DISHES, PRODUCT_NAME, TAGLINE } from '@dishrated/shared';
import { Truck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../lib/api-client';
import { useNewsletterSignup } from '../../lib/newsletter';
import { toast } from '../../lib/toast';
import { FacebookIcon, InstagramIcon, LinkedinIcon, TwitterIcon } from '../ui/brand-icons';
import { Button } from '../ui/button';
import { DemoNotice } from './demo-notice';
import { Input } from '../ui/input';


const SOCIALS = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Twitter', Icon: TwitterIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'LinkedIn', Icon: LinkedinIcon },
];

function FooterNewsletter() {
  const [email, setEmail] = useState('');
  const signup = useNewsletterSignup();
  const busy = signup.isPending;

  function subscribe(event: FormEvent) {
    event.preventDefault();
    // An empty email does nothing: no message, no call.
    if (!email.trim()) return;
    signup.mutate(email, {
      onSuccess: () => {
        toast.success('Subscribed!', 'Thank you for subscribing to our newsletter.');
        setEmail('');
      },
      onError: (error) => toast.error('Error', errorMessage(error, 'Subscription failed. Please try again.')),
    });
  }

  return (
    <form onSubmit={subscribe} className="flex flex-col gap-2 sm:flex-row lg:flex-col" aria-label="Footer newsletter">
      <label htmlFor="footer-newsletter-email" className="sr-only">
        Email address
      </label>
      <Input
        id="footer-newsletter-email"
        type="email"
        placeholder="Your email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={busy}
        className="border-gray-700 bg-gray-800 text-white placeholder:text-gray-400"
      />
      <Button type="submit" disabled={busy} className="shrink-0">
        {busy ? 'Subscribing...' : 'Subscribe'}
      </Button>
    </form>
  );
}

export function Footer() {
  const linkClass = 'text-sm text-gray-400 hover:text-white';
  return (
    <footer className="bg-gray-900 text-gray-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div>
          <Link to="/" className="flex items-center gap-2 text-white" aria-label="DishRated home">
            <span className="flex h-9 w-9 items-center justify-center rounded-xl bg-brand-600">
              <Truck className="h-5 w-5" aria-hidden />
            </span>
            <span className="text-xl font-extrabold">{PRODUCT_NAME}</span>
          </Link>
          <p className="mt-3 text-sm text-gray-400">
            {TAGLINE} Discover the best food trucks near you, follow them live and never miss a festival.
          </p>
          <div className="mt-4 flex gap-2">
            {SOCIALS.map(({ label, Icon }) => (
              <button
                key={label}
                type="button"
                aria-label={label}
                onClick={() => toast.info('Coming Soon', `Our ${label} page is coming soon.`)}
                className="flex h-9 w-9 items-center justify-center rounded-full bg-gray-800 text-gray-300 hover:bg-brand-600 hover:text-white cursor-pointer"
              >
                <Icon className="h-4 w-4" />
              </button>
            ))}
          </div>
        </div>
        <nav aria-label="Quick Links">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Quick Links</h2>
          <ul className="mt-3 space-y-2">
            <li><Link className={linkClass} to="/find-trucks">Find Trucks</Link></li>
            <li><Link className={linkClass} to="/events">Events</Link></li>
            <li><Link className={linkClass} to="/blog">Blog</Link></li>
            <li><Link className={linkClass} to="/about">About Us</Link></li>
            <li><Link className={linkClass} to="/sustainability">Sustainability</Link></li>
            <li><Link className={linkClass} to="/contact">Contact</Link></li>
          </ul>
        </nav>
        <nav aria-label="Explore">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Food trucks in</h2>
          <ul className="mt-3 space-y-2">
            {MAIN_CITY_PAGES.map((city) => <li key={city.slug}><Link className={linkClass} to={`/trucks/in/${city.slug}`}>{city.name}</Link></li>)}
          </ul>
          <h2 className="mt-6 text-sm font-semibold uppercase tracking-wide text-white">Popular dishes</h2>
          <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-2">
            {POPULAR_DISHES.map((dish) => <li key={dish.slug}><Link className={linkClass} to={`/dishes/${dish.slug}`}>{dish.name}</Link></li>)}
          </ul>
        </nav>
        <nav aria-label="For Vendors">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">For Vendors</h2>
          <ul className="mt-3 space-y-2">
            <li><Link className={linkClass} to="/owner-signup">Become a Vendor</Link></li>
            <li><Link className={linkClass} to="/pricing">Pricing</Link></li>
            <li><Link className={linkClass} to="/vendor-resources">Vendor Resources</Link></li>
            <li><Link className={linkClass} to="/success-stories">Success Stories</Link></li>
            <li><Link className={linkClass} to="/login">Vendor Login</Link></li>
          </ul>
        </nav>
        <div>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">Newsletter</h2>
          <p className="mb-3 mt-3 text-sm text-gray-400">New trucks, festivals and offers in your inbox.</p>
          <FooterNewsletter />
        </div>
      </div>
      <div className="border-t border-gray-800">
        <div className="mx-auto flex max-w-7xl flex-col items-center justify-between gap-3 px-4 py-5 text-sm text-gray-400 sm:flex-row sm:px-6">
          <p>
            © {new Date().getFullYear()} {PRODUCT_NAME}. All rights reserved.
          </p>
          <DemoNotice />
          <nav aria-label="Legal" className="flex gap-4">
            <Link className={linkClass} to="/privacy">Privacy</Link>
            <Link className={linkClass} to="/terms">Terms</Link>
            <Link className={linkClass} to="/accessibility">Accessibility</Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
