import type { SVGProps } from 'react';

// Lucide 1.x no longer ships brand marks; these are simple single-path versions.
const base = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true } as const;

export const FacebookIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...props}><path d="M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.9c0-.6.3-.9.5-.9z" /></svg>
);
export const TwitterIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...props}><path d="M17.5 3h3.2l-7 8 8.3 10h-6.5l-5-6.2L4.8 21H1.6l7.5-8.6L1.2 3h6.6l4.6 5.7zm-1.1 16.2h1.8L6.7 4.7H4.8z" /></svg>
);
export const InstagramIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} fill="none" stroke="currentColor" strokeWidth={2} {...props}>
    <rect x="3" y="3" width="18" height="18" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
  </svg>
);
export const LinkedinIcon = (props: SVGProps<SVGSVGElement>) => (
  <svg {...base} {...props}><path d="M4 3a2 2 0 110 4 2 2 0 010-4zM2.5 8.5h3V21h-3zM9 8.5h2.9v1.7c.5-.9 1.7-2 3.6-2 3.6 0 4.5 2.3 4.5 5.4V21h-3v-6.6c0-1.6-.3-3-2-3s-2.3 1.3-2.3 3V21H9z" /></svg>
);
