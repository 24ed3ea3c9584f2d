import { Link } from 'react-router';
import { PolicyPage } from '../components/page-parts';

const SECTIONS = [
  { id: 'commitment', title: 'Our commitment', body: <p>DishRated aims to meet the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA on every screen, for diners and owners alike.</p> },
  {
    id: 'features',
    title: 'What we do',
    body: (
      <ul>
        <li>Every control has a name a screen reader can announce, and everything works with a keyboard, with a visible focus ring and a Skip to content link.</li>
        <li>Text can be scaled up to 200% without losing content or needing to scroll sideways, down to 320 px wide screens.</li>
        <li>Colour is never the only signal: truck status, ratings and errors also use words and icons, and text meets AA contrast.</li>
        <li>Maps always have a list alternative with the same trucks, distances and directions.</li>
        <li>Charts in owner analytics come with the same figures as tables for screen readers.</li>
        <li>We respect your device&apos;s reduced-motion setting.</li>
      </ul>
    ),
  },
  {
    id: 'limitations',
    title: 'Known limitations',
    body: (
      <ul>
        <li>Map tiles come from a third party; street names on them are images, so use the list view or address text instead.</li>
        <li>Photos uploaded by owners and reviewers may lack descriptive alternative text; we show the truck or dish name instead.</li>
        <li>Dragging the pin on an owner&apos;s location map needs a pointer; owners can type an address or use their device location instead.</li>
      </ul>
    ),
  },
  { id: 'testing', title: 'How we test', body: <p>We test with keyboard only, NVDA on Windows, VoiceOver on iOS and macOS, TalkBack on Android, browser zoom at 200%, and automated checks in every release. The last full audit was completed in February 2024.</p> },
  { id: 'feedback', title: 'Feedback', body: <p>If something is hard to use, tell us at <a href="mailto:accessibility@dishrated.app">accessibility@dishrated.app</a> or through our <Link to="/contact?subject=Accessibility">contact page</Link>. We reply within two business days and aim to fix barriers within 30 days.</p> },
];

export default function AccessibilityPage() {
  return <PolicyPage title="Accessibility" updated="Last tested: February 2024" intro={<p>Everyone should be able to find a good meal. This statement covers the DishRated website.</p>} sections={SECTIONS} />;
}
