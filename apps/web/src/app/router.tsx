import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { pageMetaFor } from '@dishrated/shared';
import { defineMessages } from '../lib/i18n';
import { AppLayout } from './app-layout';
import { RouteError } from '../components/layout/route-error';

/** Each screen is its own chunk, loaded when its route is visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

/**
 * A fixed page's tab title and description (shared with the server, which puts them in the HTML);
 * `metaPath` finds them in the page's language.
 */
const meta = (path: string) => ({ ...pageMetaFor(path)!, metaPath: path });

/** Tab titles of screens without a fixed page's meta. */
const titles = defineMessages({
  addTruck: { id: 'title.addTruck', defaultMessage: 'Add a Food Truck' },
  orderAhead: { id: 'title.orderAhead', defaultMessage: 'Order ahead' },
  yourOrder: { id: 'title.yourOrder', defaultMessage: 'Your order' },
  updateLocation: { id: 'title.updateLocation', defaultMessage: 'Update Location' },
  createEvent: { id: 'title.createEvent', defaultMessage: 'Create Event' },
  editEvent: { id: 'title.editEvent', defaultMessage: 'Edit Event' },
  newPost: { id: 'title.newPost', defaultMessage: 'New Blog Post' },
  editPost: { id: 'title.editPost', defaultMessage: 'Edit Blog Post' },
  notFound: { id: 'title.notFound', defaultMessage: 'Page Not Found' },
  bookTruck: { id: 'title.bookTruck', defaultMessage: 'Book a food truck' },
  cateringRequests: { id: 'title.cateringRequests', defaultMessage: 'My catering requests' },
  cateringRequest: { id: 'title.cateringRequest', defaultMessage: 'Catering request' },
  claimTruck: { id: 'title.claimTruck', defaultMessage: 'Claim a truck' },
  suggestTruck: { id: 'title.suggestTruck', defaultMessage: 'Suggest a food truck' },
});

const notFound = page(() => import('../features/misc/pages/not-found-page'));
const comingSoon = page(() => import('../features/misc/pages/coming-soon-page'));
const ownerSignup = page(() => import('../features/applications/pages/owner-signup-page'));
const blogEditor = page(() => import('../features/admin/pages/blog-editor-page'));

// The browser's router is made from these in main.tsx, the server's in entry-server.tsx.
// `handle.title` names the browser tab and `handle.description` the page's meta description;
// screens whose title depends on data (truck detail) set it themselves.
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: AppLayout,
    // A screen that fails shows a way on, never the router's own error page: inside the header
    // and footer for a screen (the pathless route below), on its own if the layout itself fails.
    ErrorBoundary: RouteError,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { index: true, lazy: page(() => import('./routes/home/home-page')), handle: meta('/') },
          { path: 'search', lazy: page(() => import('../features/search/pages/search-page')), handle: meta('/search') },
          { path: 'dishes/:slug', lazy: page(() => import('../features/search/pages/search-page')) },
          { path: 'find-trucks', lazy: page(() => import('../features/trucks/pages/find-trucks-page')), handle: meta('/find-trucks') },
          { path: 'trucks/create', lazy: page(() => import('../features/owner/pages/create-truck-page')), handle: { title: titles.addTruck } },
          { path: 'trucks/in/:city', lazy: page(() => import('../features/trucks/pages/city-page')) },
          { path: 'trucks/:id', lazy: page(() => import('./routes/truck-detail')) },
          { path: 'trucks/:id/edit', lazy: page(() => import('../features/owner/pages/edit-truck-page')) },
          { path: 'trucks/:id/order', lazy: page(() => import('../features/orders/pages/order-ahead-page')), handle: { title: titles.orderAhead } },
          { path: 'orders', lazy: page(() => import('../features/orders/pages/my-orders-page')), handle: meta('/orders') },
          { path: 'catering', lazy: page(() => import('../features/catering/pages/my-requests-page')), handle: { title: titles.cateringRequests } },
          { path: 'catering/new', lazy: page(() => import('../features/catering/pages/request-page')), handle: { title: titles.bookTruck } },
          { path: 'catering/:id', lazy: page(() => import('../features/catering/pages/request-detail-page')), handle: { title: titles.cateringRequest } },
          { path: 'listings/claim/:truckId', lazy: page(() => import('../features/listings/pages/claim-page')), handle: { title: titles.claimTruck } },
          { path: 'listings/suggest', lazy: page(() => import('../features/listings/pages/suggest-page')), handle: { title: titles.suggestTruck } },
          { path: 'orders/:id', lazy: page(() => import('../features/orders/pages/order-page')), handle: { title: titles.yourOrder } },
          { path: 'trucks/:id/location', lazy: page(() => import('../features/owner/pages/truck-location-page')) },
          { path: 'trucks/:truckId/update-location', lazy: page(() => import('../features/owner/pages/update-location-page')), handle: { title: titles.updateLocation } },
          { path: 'events', lazy: page(() => import('../features/events/pages/events-page')), handle: meta('/events') },
          { path: 'events/create', lazy: page(() => import('../features/events/pages/event-form-page')), handle: { title: titles.createEvent } },
          { path: 'events/:id', lazy: page(() => import('../features/events/pages/event-detail-page')) },
          { path: 'events/:id/edit', lazy: page(() => import('../features/events/pages/event-form-page')), handle: { title: titles.editEvent } },
          { path: 'admin/events/create', lazy: page(() => import('../features/events/pages/event-form-page')), handle: { title: titles.createEvent } },
          { path: 'admin/events/:id/edit', lazy: page(() => import('../features/events/pages/event-form-page')), handle: { title: titles.editEvent } },
          { path: 'blog', lazy: page(() => import('../features/blog/pages/blog-page')), handle: meta('/blog') },
          { path: 'blog/:id', lazy: page(() => import('../features/blog/pages/blog-post-page')) },
          { path: 'about', lazy: page(() => import('../features/marketing/pages/about-page')), handle: meta('/about') },
          { path: 'aboutus', lazy: page(() => import('../features/marketing/pages/about-page')), handle: meta('/aboutus') },
          { path: 'sustainability', lazy: page(() => import('../features/marketing/pages/sustainability-page')), handle: meta('/sustainability') },
          { path: 'contact', lazy: page(() => import('../features/marketing/pages/contact-page')), handle: meta('/contact') },
          { path: 'owner-signup', lazy: ownerSignup, handle: meta('/owner-signup') },
          { path: 'vendor-signup', lazy: ownerSignup, handle: meta('/vendor-signup') },
          { path: 'vendor-login', element: <Navigate to="/login" replace /> },
          { path: 'owner-login', element: <Navigate to="/login" replace /> },
          { path: 'dashboard', lazy: page(() => import('../features/auth/pages/role-home-redirect')) },
          { path: 'vendor-resources', lazy: page(() => import('../features/marketing/pages/vendor-resources-page')), handle: meta('/vendor-resources') },
          { path: 'pricing', lazy: page(() => import('../features/marketing/pages/pricing-page')), handle: meta('/pricing') },
          { path: 'success-stories', lazy: page(() => import('../features/marketing/pages/success-stories-page')), handle: meta('/success-stories') },
          { path: 'privacy', lazy: page(() => import('../features/marketing/pages/privacy-page')), handle: meta('/privacy') },
          { path: 'terms', lazy: page(() => import('../features/marketing/pages/terms-page')), handle: meta('/terms') },
          { path: 'accessibility', lazy: page(() => import('../features/marketing/pages/accessibility-page')), handle: meta('/accessibility') },
          { path: 'coming-soon', lazy: comingSoon, handle: meta('/coming-soon') },
          { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')), handle: meta('/login') },
          { path: 'register', lazy: page(() => import('../features/auth/pages/register-page')), handle: meta('/register') },
          { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/forgot-password-page')), handle: meta('/forgot-password') },
          // The screen names its tab: a new owner's first password is a welcome, not a reset.
          { path: 'reset-password', lazy: page(() => import('../features/auth/pages/reset-password-page')), handle: { ...meta('/reset-password'), title: undefined } },
          { path: 'following', lazy: page(() => import('../features/follows/pages/following-page')), handle: meta('/following') },
          { path: 'profile', lazy: page(() => import('../features/auth/pages/profile-page')), handle: meta('/profile') },
          { path: 'owner/dashboard', lazy: page(() => import('../features/owner/pages/owner-dashboard-page')), handle: meta('/owner/dashboard') },
          { path: 'owner/orders', lazy: page(() => import('../features/orders/pages/owner-orders-page')), handle: meta('/owner/orders') },
          { path: 'owner-dashboard', element: <Navigate to="/owner/dashboard" replace /> },
          { path: 'admin/dashboard', lazy: page(() => import('../features/admin/pages/admin-dashboard-page')), handle: meta('/admin/dashboard') },
          { path: 'admin/blogs/create', lazy: blogEditor, handle: { title: titles.newPost } },
          { path: 'admin/blogs/:id/edit', lazy: blogEditor, handle: { title: titles.editPost } },
          { path: '*', lazy: notFound, handle: { title: titles.notFound } },
        ],
      },
    ],
  },
];

