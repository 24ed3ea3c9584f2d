import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages } from '../../../lib/i18n';
import { PolicyPage } from '../components/page-parts';

const M = defineMessages({
  title: { id: 'privacy.title', defaultMessage: 'Privacy Policy' },
  updated: { id: 'terms.updated', defaultMessage: 'Last updated: March 1, 2024' },
  intro: {
    id: 'privacy.intro',
    defaultMessage: 'This policy explains what DishRated collects when you use the website, why, and the choices you have. It applies to visitors, customers and food truck owners.',
  },
  informationTitle: { id: 'privacy.information.title', defaultMessage: 'Information we collect' },
  information: { id: 'privacy.information', defaultMessage: 'We collect only what the service needs:' },
  account: {
    id: 'privacy.information.account',
    defaultMessage: '<strong>Account details</strong>: your name, email address, optional phone number and a scrambled (hashed) form of your password. We never store the password itself.',
  },
  posts: { id: 'privacy.information.posts', defaultMessage: '<strong>What you post</strong>: reviews, ratings, photos, review reports, and for owners their trucks, menus, schedules and events.' },
  location: {
    id: 'privacy.information.location',
    defaultMessage:
      '<strong>Location</strong>: when you allow it, your device’s position to show trucks near you. It stays in your browser for up to 30 minutes and is not stored on our servers. An owner who shares a truck’s live location shares the truck’s position, which we store with its history.',
  },
  usage: {
    id: 'privacy.information.usage',
    defaultMessage: '<strong>Usage</strong>: counts of truck page views and direction requests, kept per truck and day without your identity, and basic server logs for security.',
  },
  useTitle: { id: 'privacy.use.title', defaultMessage: 'How we use information' },
  use: {
    id: 'privacy.use',
    defaultMessage:
      'To run DishRated: to show trucks, menus and reviews, sign you in, send the emails you ask for (password resets, application decisions, event updates), show owners how their trucks are doing, keep the community safe from spam and abuse, and improve the service. We do not sell your information and we do not use it for third-party advertising.',
  },
  sharingTitle: { id: 'privacy.sharing.title', defaultMessage: 'Sharing' },
  sharing: { id: 'privacy.sharing', defaultMessage: 'Your reviews show with your name to everyone. Owners see the reviews of their own trucks. Otherwise we share information only:' },
  providers: { id: 'privacy.sharing.providers', defaultMessage: 'with service providers who host our servers and send our email, under contracts that limit them to that work;' },
  law: { id: 'privacy.sharing.law', defaultMessage: 'when the law requires it, or to protect the safety of our users;' },
  buyer: { id: 'privacy.sharing.buyer', defaultMessage: 'with a buyer if DishRated is ever sold, who must keep these promises.' },
  securityTitle: { id: 'privacy.security.title', defaultMessage: 'Security' },
  security: {
    id: 'privacy.security',
    defaultMessage:
      'Passwords are hashed with Argon2id, sign-ins are rate limited, password reset links work once and expire, and all traffic is encrypted in transit. No system is perfect; if you believe your account is at risk, reset your password and tell us at once.',
  },
  rightsTitle: { id: 'privacy.rights.title', defaultMessage: 'Your rights' },
  rights: {
    id: 'privacy.rights',
    defaultMessage:
      'You can see and correct your profile at any time, delete your reviews, and ask us for a copy of your data or to delete your account by writing to privacy@dishrated.app. We answer within 30 days. Under India’s Digital Personal Data Protection Act, 2023 you may also complain to the Data Protection Board.',
  },
  cookiesTitle: { id: 'privacy.cookies.title', defaultMessage: 'Cookies and local storage' },
  cookies: {
    id: 'privacy.cookies',
    defaultMessage:
      'We do not use advertising or tracking cookies. Your browser’s local storage keeps your sign-in token, your profile and your location preferences so the app works without asking again. Signing out removes the sign-in data.',
  },
  childrenTitle: { id: 'privacy.children.title', defaultMessage: 'Children’s privacy' },
  children: {
    id: 'privacy.children',
    defaultMessage: 'DishRated is not meant for children under 13, and we do not knowingly collect information from them. If you believe a child has given us information, contact us and we will delete it.',
  },
  transfersTitle: { id: 'privacy.transfers.title', defaultMessage: 'International transfers' },
  transfers: { id: 'privacy.transfers', defaultMessage: 'Our servers are in India. If a service provider processes information elsewhere, we require the same level of protection as in this policy.' },
  changesTitle: { id: 'privacy.changes.title', defaultMessage: 'Changes to this policy' },
  changes: {
    id: 'privacy.changes',
    defaultMessage: 'When we change this policy we update the date above, and for important changes we tell signed-in users by email or in the app before they take effect.',
  },
  contactTitle: { id: 'privacy.contact.title', defaultMessage: 'Contact us' },
  contact: {
    id: 'privacy.contact',
    defaultMessage:
      'Questions about privacy: <mail>privacy@dishrated.app</mail>, or write through our <contact>contact page</contact>. DishRated Technologies Pvt. Ltd., 3rd Floor, 80 Feet Road, Koramangala, Bengaluru 560034.',
  },
});

const rich = {
  strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  contact: (chunks: ReactNode[]) => <Link to="/contact">{chunks}</Link>,
  mail: (chunks: ReactNode[]) => <a href="mailto:privacy@dishrated.app">{chunks}</a>,
};

const p = (message: (typeof M)[keyof typeof M]) => <p><FormattedMessage {...message} values={rich} /></p>;
const li = (message: (typeof M)[keyof typeof M]) => <li><FormattedMessage {...message} values={rich} /></li>;

export default function PrivacyPage() {
  const intl = useIntl();
  const sections = [
    { id: 'information', title: M.informationTitle, body: <>{p(M.information)}<ul>{li(M.account)}{li(M.posts)}{li(M.location)}{li(M.usage)}</ul></> },
    { id: 'use', title: M.useTitle, body: p(M.use) },
    { id: 'sharing', title: M.sharingTitle, body: <>{p(M.sharing)}<ul>{li(M.providers)}{li(M.law)}{li(M.buyer)}</ul></> },
    { id: 'security', title: M.securityTitle, body: p(M.security) },
    { id: 'rights', title: M.rightsTitle, body: p(M.rights) },
    { id: 'cookies', title: M.cookiesTitle, body: p(M.cookies) },
    { id: 'children', title: M.childrenTitle, body: p(M.children) },
    { id: 'transfers', title: M.transfersTitle, body: p(M.transfers) },
    { id: 'changes', title: M.changesTitle, body: p(M.changes) },
    { id: 'contact', title: M.contactTitle, body: p(M.contact) },
  ].map((section) => ({ ...section, title: intl.formatMessage(section.title) }));
  return <PolicyPage title={intl.formatMessage(M.title)} updated={intl.formatMessage(M.updated)} intro={p(M.intro)} sections={sections} />;
}
