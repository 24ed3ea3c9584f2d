import { Link } from 'react-router';
import { PolicyPage } from '../components/page-parts';

const SECTIONS = [
  {
    id: 'information',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what the service needs:</p>
        <ul>
          <li><strong>Account details</strong>: your name, email address, optional phone number and a scrambled (hashed) form of your password. We never store the password itself.</li>
          <li><strong>What you post</strong>: reviews, ratings, photos, review reports, and for owners their trucks, menus, schedules and events.</li>
          <li><strong>Location</strong>: when you allow it, your device&apos;s position to show trucks near you. It stays in your browser for up to 30 minutes and is not stored on our servers. An owner who shares a truck&apos;s live location shares the truck&apos;s position, which we store with its history.</li>
          <li><strong>Usage</strong>: counts of truck page views and direction requests, kept per truck and day without your identity, and basic server logs for security.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'use',
    title: 'How we use information',
    body: <p>To run DishRated: to show trucks, menus and reviews, sign you in, send the emails you ask for (password resets, application decisions, event updates), show owners how their trucks are doing, keep the community safe from spam and abuse, and improve the service. We do not sell your information and we do not use it for third-party advertising.</p>,
  },
  {
    id: 'sharing',
    title: 'Sharing',
    body: (
      <>
        <p>Your reviews show with your name to everyone. Owners see the reviews of their own trucks. Otherwise we share information only:</p>
        <ul>
          <li>with service providers who host our servers and send our email, under contracts that limit them to that work;</li>
          <li>when the law requires it, or to protect the safety of our users;</li>
          <li>with a buyer if DishRated is ever sold, who must keep these promises.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: <p>Passwords are hashed with Argon2id, sign-ins are rate limited, password reset links work once and expire, and all traffic is encrypted in transit. No system is perfect; if you believe your account is at risk, reset your password and tell us at once.</p>,
  },
  {
    id: 'rights',
    title: 'Your rights',
    body: <p>You can see and correct your profile at any time, delete your reviews, and ask us for a copy of your data or to delete your account by writing to privacy@dishrated.app. We answer within 30 days. Under India&apos;s Digital Personal Data Protection Act, 2023 you may also complain to the Data Protection Board.</p>,
  },
  {
    id: 'cookies',
    title: 'Cookies and local storage',
    body: <p>We do not use advertising or tracking cookies. Your browser&apos;s local storage keeps your sign-in token, your profile and your location preferences so the app works without asking again. Signing out removes the sign-in data.</p>,
  },
  {
    id: 'children',
    title: "Children's privacy",
    body: <p>DishRated is not meant for children under 13, and we do not knowingly collect information from them. If you believe a child has given us information, contact us and we will delete it.</p>,
  },
  {
    id: 'transfers',
    title: 'International transfers',
    body: <p>Our servers are in India. If a service provider processes information elsewhere, we require the same level of protection as in this policy.</p>,
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: <p>When we change this policy we update the date above, and for important changes we tell signed-in users by email or in the app before they take effect.</p>,
  },
  {
    id: 'contact',
    title: 'Contact us',
    body: <p>Questions about privacy: <a href="mailto:privacy@dishrated.app">privacy@dishrated.app</a>, or write through our <Link to="/contact">contact page</Link>. DishRated Technologies Pvt. Ltd., 3rd Floor, 80 Feet Road, Koramangala, Bengaluru 560034.</p>,
  },
];

export default function PrivacyPage() {
  return <PolicyPage title="Privacy Policy" updated="Last updated: March 1, 2024" intro={<p>This policy explains what DishRated collects when you use the website, why, and the choices you have. It applies to visitors, customers and food truck owners.</p>} sections={SECTIONS} />;
}
