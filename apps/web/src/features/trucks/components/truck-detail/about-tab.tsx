import { cuisineName, PRICE_RANGE_LABELS, priceRangeLabel, safeHttpUrl, type Truck } from '@dishrated/shared';
import { BadgeCheck, Globe, Mail, MapPin, Phone } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { Badge } from '../../../../components/ui/card';
import { InstagramIcon, TwitterIcon } from '../../../../components/ui/brand-icons';
import { StatusBadge } from '../../../../components/truck/truck-bits';
import { errorMessage } from '../../../../lib/api-client';
import { useSession } from '../../../../lib/auth';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useVerifyFssai } from '../../api/listing-mutations';

// The form (and the validation it brings) loads when a visitor asks for it.
const TruckMessageForm = lazy(() => import('./truck-message-form'));

function ContactLink({ icon, href, children }: { icon: ReactNode; href: string; children: ReactNode }) {
  return (
    <li className="flex min-w-0 items-center gap-2">
      {icon}
      <a href={href} className="truncate hover:underline" rel="noopener noreferrer" target={href.startsWith('http') ? '_blank' : undefined}>
        {children}
      </a>
    </li>
  );
}

/** "FSSAI verified" once an admin checked the licence; admins mark it here. */
function FssaiState({ truck }: { truck: Truck }) {
  const intl = useIntl();
  const { user } = useSession();
  const verify = useVerifyFssai(truck.id, {
    onError: (e) => toast.error(intl.formatMessage({ id: 'common.error', defaultMessage: 'Error' }), errorMessage(e, intl.formatMessage({ id: 'about.fssaiFailed', defaultMessage: 'Could not save the check.' }))),
  });
  return (
    <>
      {truck.fssaiVerified ? (
        <span className="ml-1 inline-flex items-center gap-1 rounded-full bg-success-100 px-2 py-0.5 text-xs font-semibold text-success-800">
          <BadgeCheck className="h-3.5 w-3.5" aria-hidden /><FormattedMessage id="about.fssaiVerified" defaultMessage="FSSAI verified" />
        </span>
      ) : null}
      {user?.role === 'admin' ? (
        <Button size="sm" variant="outline" className="ml-2 mt-1" disabled={verify.isPending} onClick={() => verify.mutate(!truck.fssaiVerified)}>
          {truck.fssaiVerified ? <FormattedMessage id="about.fssaiUnverify" defaultMessage="Unmark verified" /> : <FormattedMessage id="about.fssaiVerify" defaultMessage="Mark verified" />}
        </Button>
      ) : null}
    </>
  );
}

function Chips({ title, items }: { title: string; items: string[] | undefined }) {
  if (!items?.length) return null;
  return (
    <section>
      <h3 className="font-bold text-gray-900">{title}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">{items.map((item) => <li key={item}><Badge className="bg-brand-50 text-brand-800">{item}</Badge></li>)}</ul>
    </section>
  );
}

/**
 * What the owner wrote for the public: the story, specialties and ingredients, and the truck's
 * own phone, website and social links. Never the owner's sign-in email or personal phone:
 * visitors write through the message form, which the server relays.
 */
export function AboutTab({ truck }: { truck: Truck }) {
  const about = truck.aboutInfo;
  const website = safeHttpUrl(about.website);
  const instagram = safeHttpUrl(about.instagram);
  const twitter = safeHttpUrl(about.twitter);
  const [writing, setWriting] = useState(false);
  const intl = useIntl();
  const locale = useLocale();
  return (
    <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
      <section className="md:col-span-2">
        <h3 className="text-lg font-bold text-gray-900"><FormattedMessage id="truck.tab.about" defaultMessage="About" /></h3>
        <p className="mt-2 text-gray-700">{truck.description || <FormattedMessage id="about.noDescription" defaultMessage="No description available." />}</p>
        {about.story ? <p className="mt-2 text-gray-600">{about.story}</p> : null}
      </section>
      <Chips title={intl.formatMessage({ id: 'about.specialties', defaultMessage: 'Specialties' })} items={about.specialties} />
      <Chips title={intl.formatMessage({ id: 'about.ingredients', defaultMessage: 'Ingredients we use' })} items={about.ingredients} />
      <section>
        <h3 className="font-bold text-gray-900"><FormattedMessage id="about.contact" defaultMessage="Contact" /></h3>
        <ul className="mt-2 space-y-2 text-sm text-gray-700">
          {about.phone ? <ContactLink icon={<Phone className="h-4 w-4 shrink-0" aria-hidden />} href={`tel:${about.phone.replace(/[^\d+]/g, '')}`}>{about.phone}</ContactLink> : null}
          {website ? <ContactLink icon={<Globe className="h-4 w-4 shrink-0" aria-hidden />} href={website}>{website.replace(/^https?:\/\/(www\.)?/, '').replace(/\/$/, '')}</ContactLink> : null}
          {instagram ? <ContactLink icon={<InstagramIcon className="h-4 w-4 shrink-0" />} href={instagram}><FormattedMessage id="about.instagram" defaultMessage="Instagram" /></ContactLink> : null}
          {twitter ? <ContactLink icon={<TwitterIcon className="h-4 w-4 shrink-0" />} href={twitter}><FormattedMessage id="about.twitter" defaultMessage="X (Twitter)" /></ContactLink> : null}
          <li className="flex items-center gap-2"><MapPin className="h-4 w-4 shrink-0" aria-hidden />{truck.location.address || <FormattedMessage id="truck.noAddress" defaultMessage="Location not specified" />}</li>
        </ul>
        {writing ? (
          <Suspense fallback={<p className="mt-3 text-sm text-gray-500"><FormattedMessage id="common.loading" defaultMessage="Loading..." /></p>}>
            <TruckMessageForm truckId={truck.id} truckName={truck.name} />
          </Suspense>
        ) : (
          <Button variant="outline" size="sm" className="mt-3" onClick={() => setWriting(true)}>
            <Mail className="h-4 w-4" aria-hidden /> <FormattedMessage id="about.messageOwner" defaultMessage="Message the owner" />
          </Button>
        )}
      </section>
      <section>
        <h3 className="font-bold text-gray-900"><FormattedMessage id="about.quickInfo" defaultMessage="Quick info" /></h3>
        <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
          <dt className="text-gray-500"><FormattedMessage id="about.priceRange" defaultMessage="Price range" /></dt>
          <dd className="text-gray-900">
            <FormattedMessage id="about.priceValue" defaultMessage="{symbol} ({label})" values={{ symbol: PRICE_RANGE_LABELS[truck.priceRange].symbol, label: priceRangeLabel(truck.priceRange, PRICE_RANGE_LABELS[truck.priceRange].label, locale) }} />
          </dd>
          <dt className="text-gray-500"><FormattedMessage id="find.cuisine" defaultMessage="Cuisine" /></dt><dd className="text-gray-900">{cuisineName(truck.cuisine, locale)}</dd>
          <dt className="text-gray-500"><FormattedMessage id="about.waitTime" defaultMessage="Wait time" /></dt>
          <dd className="text-gray-900">{truck.waitTime || <FormattedMessage id="about.notSpecified" defaultMessage="Not specified" />}</dd>
          <dt className="text-gray-500"><FormattedMessage id="about.status" defaultMessage="Status" /></dt><dd><StatusBadge status={truck.status} /></dd>
          {truck.fssaiLicense ? (
            <>
              <dt className="text-gray-500"><FormattedMessage id="about.fssai" defaultMessage="FSSAI licence" /></dt>
              <dd className="text-gray-900">
                <span className="tabular-nums">{truck.fssaiLicense}</span> <FssaiState truck={truck} />
              </dd>
            </>
          ) : null}
        </dl>
      </section>
      {truck.tags.length ? (
        <section className="md:col-span-2">
          <h3 className="font-bold text-gray-900"><FormattedMessage id="truck.tags" defaultMessage="Tags" /></h3>
          <ul className="mt-2 flex flex-wrap gap-2">{truck.tags.map((tag) => <li key={tag}><Badge className="bg-gray-100 text-gray-700">{tag}</Badge></li>)}</ul>
        </section>
      ) : null}
    </div>
  );
}
