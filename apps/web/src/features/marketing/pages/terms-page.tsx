import { Link } from 'react-router';
import { PolicyPage } from '../components/page-parts';

const SECTIONS = [
  { id: 'acceptance', title: 'Accepting these terms', body: <p>By using DishRated you agree to these terms. If you use it for a business, such as a food truck, you accept them for that business too.</p> },
  {
    id: 'accounts',
    title: 'Accounts',
    body: <p>Keep your password to yourself and tell us if someone else uses your account. You must be at least 13 to have an account. We may suspend or ban accounts that break these terms; a banned user is signed out and cannot sign in until an admin lifts the ban.</p>,
  },
  {
    id: 'content',
    title: 'Reviews and other content',
    body: (
      <>
        <p>You own what you post and give DishRated a licence to show it on the service. Reviews must be about a real visit and must not be:</p>
        <ul>
          <li>fake, paid for, or written by or for the truck&apos;s owner or a competitor;</li>
          <li>abusive, hateful, or sharing someone&apos;s personal details;</li>
          <li>advertising or spam.</li>
        </ul>
        <p>Anyone can report a review; our moderators may remove content that breaks these rules.</p>
      </>
    ),
  },
  {
    id: 'vendors',
    title: 'Vendor responsibilities',
    body: (
      <>
        <p>Food truck owners are responsible for their trucks and food. In particular you must:</p>
        <ul>
          <li>hold the licences your city and state require, including FSSAI registration, and keep them valid;</li>
          <li>keep menus, prices, allergens, schedules, status and location accurate;</li>
          <li>share a live location only for your own truck, and only while it is really there;</li>
          <li>reply to reviews respectfully and never offer anything in exchange for a review;</li>
          <li>honour your event registrations or cancel them in good time.</li>
        </ul>
      </>
    ),
  },
  { id: 'fees', title: 'Fees', body: <p>Using DishRated as a diner is free. Owner plans and their prices are listed on the <Link to="/pricing">pricing page</Link>; the plan in force when you are billed applies. We never take a commission on your sales.</p> },
  { id: 'liability', title: 'Disclaimers and liability', body: <p>Trucks, their food and their service are provided by their owners, not by DishRated. We work to keep information current but cannot promise that a truck is where or as its page says. To the extent the law allows, DishRated is not liable for indirect losses, and our total liability is limited to what you paid us in the previous twelve months.</p> },
  { id: 'law', title: 'Governing law', body: <p>These terms are governed by the laws of the State of New York, USA, without regard to its conflict-of-law rules, and disputes go to the courts located in New York County, unless the law of your country gives you the right to bring them elsewhere.</p> },
  { id: 'changes', title: 'Changes', body: <p>We may update these terms. We will give notice of important changes before they apply; continuing to use DishRated afterwards means you accept them.</p> },
  { id: 'contact', title: 'Contact', body: <p>Questions about these terms: <a href="mailto:legal@dishrated.app">legal@dishrated.app</a> or our <Link to="/contact">contact page</Link>.</p> },
];

export default function TermsPage() {
  return <PolicyPage title="Terms of Service" updated="Last updated: March 1, 2024" intro={<p>These terms cover using DishRated as a visitor, a customer or a food truck owner.</p>} sections={SECTIONS} />;
}
