import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages } from '../../../lib/i18n';
import { PolicyPage } from '../components/page-parts';

const M = defineMessages({
  title: { id: 'terms.title', defaultMessage: 'Terms of Service' },
  updated: { id: 'terms.updated', defaultMessage: 'Last updated: March 1, 2024' },
  intro: { id: 'terms.intro', defaultMessage: 'These terms cover using DishRated as a visitor, a customer or a food truck owner.' },
  acceptanceTitle: { id: 'terms.acceptance.title', defaultMessage: 'Accepting these terms' },
  acceptance: { id: 'terms.acceptance', defaultMessage: 'By using DishRated you agree to these terms. If you use it for a business, such as a food truck, you accept them for that business too.' },
  accountsTitle: { id: 'terms.accounts.title', defaultMessage: 'Accounts' },
  accounts: {
    id: 'terms.accounts',
    defaultMessage:
      'Keep your password to yourself and tell us if someone else uses your account. You must be at least 13 to have an account. We may suspend or ban accounts that break these terms; a banned user is signed out and cannot sign in until an admin lifts the ban.',
  },
  contentTitle: { id: 'terms.content.title', defaultMessage: 'Reviews and other content' },
  content: { id: 'terms.content', defaultMessage: 'You own what you post and give DishRated a licence to show it on the service. Reviews must be about a real visit and must not be:' },
  contentFake: { id: 'terms.content.fake', defaultMessage: 'fake, paid for, or written by or for the truck’s owner or a competitor;' },
  contentAbuse: { id: 'terms.content.abuse', defaultMessage: 'abusive, hateful, or sharing someone’s personal details;' },
  contentSpam: { id: 'terms.content.spam', defaultMessage: 'advertising or spam.' },
  contentReport: { id: 'terms.content.report', defaultMessage: 'Anyone can report a review; our moderators may remove content that breaks these rules.' },
  vendorsTitle: { id: 'terms.vendors.title', defaultMessage: 'Vendor responsibilities' },
  vendors: { id: 'terms.vendors', defaultMessage: 'Food truck owners are responsible for their trucks and food. In particular you must:' },
  vendorsLicence: { id: 'terms.vendors.licence', defaultMessage: 'hold the licences your city and state require, including FSSAI registration, and keep them valid;' },
  vendorsAccurate: { id: 'terms.vendors.accurate', defaultMessage: 'keep menus, prices, allergens, schedules, status and location accurate;' },
  vendorsLocation: { id: 'terms.vendors.location', defaultMessage: 'share a live location only for your own truck, and only while it is really there;' },
  vendorsReplies: { id: 'terms.vendors.replies', defaultMessage: 'reply to reviews respectfully and never offer anything in exchange for a review;' },
  vendorsEvents: { id: 'terms.vendors.events', defaultMessage: 'honour your event registrations or cancel them in good time.' },
  feesTitle: { id: 'terms.fees.title', defaultMessage: 'Fees' },
  fees: {
    id: 'terms.fees',
    defaultMessage: 'Using DishRated as a diner is free. Owner plans and their prices are listed on the <pricing>pricing page</pricing>; the plan in force when you are billed applies. We never take a commission on your sales.',
  },
  liabilityTitle: { id: 'terms.liability.title', defaultMessage: 'Disclaimers and liability' },
  liability: {
    id: 'terms.liability',
    defaultMessage:
      'Trucks, their food and their service are provided by their owners, not by DishRated. We work to keep information current but cannot promise that a truck is where or as its page says. To the extent the law allows, DishRated is not liable for indirect losses, and our total liability is limited to what you paid us in the previous twelve months.',
  },
  lawTitle: { id: 'terms.law.title', defaultMessage: 'Governing law' },
  law: {
    id: 'terms.law',
    defaultMessage:
      'These terms are governed by the laws of the State of New York, USA, without regard to its conflict-of-law rules, and disputes go to the courts located in New York County, unless the law of your country gives you the right to bring them elsewhere.',
  },
  changesTitle: { id: 'terms.changes.title', defaultMessage: 'Changes' },
  changes: { id: 'terms.changes', defaultMessage: 'We may update these terms. We will give notice of important changes before they apply; continuing to use DishRated afterwards means you accept them.' },
  contactTitle: { id: 'terms.contact.title', defaultMessage: 'Contact' },
  contact: { id: 'terms.contact', defaultMessage: 'Questions about these terms: <mail>legal@dishrated.app</mail> or our <contact>contact page</contact>.' },
});

const links = {
  pricing: (chunks: ReactNode[]) => <Link to="/pricing">{chunks}</Link>,
  contact: (chunks: ReactNode[]) => <Link to="/contact">{chunks}</Link>,
  mail: (chunks: ReactNode[]) => <a href="mailto:legal@dishrated.app">{chunks}</a>,
};

const p = (message: (typeof M)[keyof typeof M]) => <p><FormattedMessage {...message} values={links} /></p>;
const li = (message: (typeof M)[keyof typeof M]) => <li><FormattedMessage {...message} /></li>;

export default function TermsPage() {
  const intl = useIntl();
  const sections = [
    { id: 'acceptance', title: M.acceptanceTitle, body: p(M.acceptance) },
    { id: 'accounts', title: M.accountsTitle, body: p(M.accounts) },
    { id: 'content', title: M.contentTitle, body: <>{p(M.content)}<ul>{li(M.contentFake)}{li(M.contentAbuse)}{li(M.contentSpam)}</ul>{p(M.contentReport)}</> },
    { id: 'vendors', title: M.vendorsTitle, body: <>{p(M.vendors)}<ul>{li(M.vendorsLicence)}{li(M.vendorsAccurate)}{li(M.vendorsLocation)}{li(M.vendorsReplies)}{li(M.vendorsEvents)}</ul></> },
    { id: 'fees', title: M.feesTitle, body: p(M.fees) },
    { id: 'liability', title: M.liabilityTitle, body: p(M.liability) },
    { id: 'law', title: M.lawTitle, body: p(M.law) },
    { id: 'changes', title: M.changesTitle, body: p(M.changes) },
    { id: 'contact', title: M.contactTitle, body: p(M.contact) },
  ].map((section) => ({ ...section, title: intl.formatMessage(section.title) }));
  return <PolicyPage title={intl.formatMessage(M.title)} updated={intl.formatMessage(M.updated)} intro={p(M.intro)} sections={sections} />;
}
