import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { defineMessages } from '../../../lib/i18n';
import { PolicyPage } from '../components/page-parts';

const M = defineMessages({
  title: { id: 'a11y.title', defaultMessage: 'Accessibility' },
  updated: { id: 'a11y.updated', defaultMessage: 'Last tested: February 2024' },
  intro: { id: 'a11y.intro', defaultMessage: 'Everyone should be able to find a good meal. This statement covers the DishRated website.' },
  commitmentTitle: { id: 'a11y.commitment.title', defaultMessage: 'Our commitment' },
  commitment: { id: 'a11y.commitment', defaultMessage: 'DishRated aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA on every screen, for diners and owners alike.' },
  featuresTitle: { id: 'a11y.features.title', defaultMessage: 'What we do' },
  names: {
    id: 'a11y.features.names',
    defaultMessage: 'Every control has a name a screen reader can announce, and everything works with a keyboard, with a visible focus ring and a Skip to content link.',
  },
  zoom: { id: 'a11y.features.zoom', defaultMessage: 'Text can be scaled up to 200% without losing content or needing to scroll sideways, down to 320 px wide screens.' },
  colour: { id: 'a11y.features.colour', defaultMessage: 'Colour is never the only signal: truck status, ratings and errors also use words and icons, and text meets AA contrast.' },
  maps: { id: 'a11y.features.maps', defaultMessage: 'Maps always have a list alternative with the same trucks, distances and directions.' },
  charts: { id: 'a11y.features.charts', defaultMessage: 'Charts in owner analytics come with the same figures as tables for screen readers.' },
  motion: { id: 'a11y.features.motion', defaultMessage: 'We respect your device’s reduced-motion setting.' },
  limitationsTitle: { id: 'a11y.limitations.title', defaultMessage: 'Known limitations' },
  tiles: { id: 'a11y.limitations.tiles', defaultMessage: 'Map tiles come from a third party; street names on them are images, so use the list view or address text instead.' },
  photos: { id: 'a11y.limitations.photos', defaultMessage: 'Photos uploaded by owners and reviewers may lack descriptive alternative text; we show the truck or dish name instead.' },
  pin: { id: 'a11y.limitations.pin', defaultMessage: 'Dragging the pin on an owner’s location map needs a pointer; owners can type an address or use their device location instead.' },
  testingTitle: { id: 'a11y.testing.title', defaultMessage: 'How we test' },
  testing: {
    id: 'a11y.testing',
    defaultMessage:
      'We test with keyboard only, NVDA on Windows, VoiceOver on iOS and macOS, TalkBack on Android, browser zoom at 200%, and automated checks in every release. The last full audit was completed in February 2024.',
  },
  feedbackTitle: { id: 'a11y.feedback.title', defaultMessage: 'Feedback' },
  feedback: {
    id: 'a11y.feedback',
    defaultMessage:
      'If something is hard to use, tell us at <mail>accessibility@dishrated.app</mail> or through our <contact>contact page</contact>. We reply within two business days and aim to fix barriers within 30 days.',
  },
});

const rich = {
  contact: (chunks: ReactNode[]) => <Link to="/contact?subject=Accessibility">{chunks}</Link>,
  mail: (chunks: ReactNode[]) => <a href="mailto:accessibility@dishrated.app">{chunks}</a>,
};

const p = (message: (typeof M)[keyof typeof M]) => <p><FormattedMessage {...message} values={rich} /></p>;
const li = (message: (typeof M)[keyof typeof M]) => <li><FormattedMessage {...message} /></li>;

export default function AccessibilityPage() {
  const intl = useIntl();
  const sections = [
    { id: 'commitment', title: M.commitmentTitle, body: p(M.commitment) },
    { id: 'features', title: M.featuresTitle, body: <ul>{li(M.names)}{li(M.zoom)}{li(M.colour)}{li(M.maps)}{li(M.charts)}{li(M.motion)}</ul> },
    { id: 'limitations', title: M.limitationsTitle, body: <ul>{li(M.tiles)}{li(M.photos)}{li(M.pin)}</ul> },
    { id: 'testing', title: M.testingTitle, body: p(M.testing) },
    { id: 'feedback', title: M.feedbackTitle, body: p(M.feedback) },
  ].map((section) => ({ ...section, title: intl.formatMessage(section.title) }));
  return <PolicyPage title={intl.formatMessage(M.title)} updated={intl.formatMessage(M.updated)} intro={p(M.intro)} sections={sections} />;
}
