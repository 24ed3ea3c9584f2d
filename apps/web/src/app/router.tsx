import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from '../components/layout/root-layout';

/** Each screen is its own chunk, loaded when its route is visited. */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({ Component: (await load()).default });

const notFound = page(() => import('../features/misc/not-found-page'));
const comingSoon = page(() => import('../features/misc/coming-soon-page'));

// Screens that belong to later work show Coming Soon (public pages) or Not Found (owner/admin tools) for now.
const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      { index: true, lazy: page(() => import('../features/home/home-page')) },
      { path: 'find-trucks', lazy: page(() => import('../features/trucks/pages/find-trucks-page')) },
      { path: 'trucks/create', lazy: notFound },
      { path: 'trucks/:id', lazy: page(() => import('../features/trucks/pages/truck-detail-page')) },
      { path: 'trucks/:id/edit', lazy: notFound },
      { path: 'trucks/:id/location', lazy: notFound },
      { path: 'trucks/:truckId/update-location', lazy: notFound },
      { path: 'events', lazy: comingSoon },
      { path: 'events/:id', lazy: comingSoon },
      { path: 'blog', lazy: comingSoon },
      { path: 'blog/:id', lazy: comingSoon },
      { path: 'about', lazy: comingSoon },
      { path: 'aboutus', lazy: comingSoon },
      { path: 'sustainability', lazy: comingSoon },
      { path: 'contact', lazy: comingSoon },
      { path: 'owner-signup', lazy: comingSoon },
      { path: 'vendor-signup', lazy: comingSoon },
      { path: 'vendor-login', element: <Navigate to="/login" replace /> },
      { path: 'vendor-resources', lazy: comingSoon },
      { path: 'pricing', lazy: comingSoon },
      { path: 'success-stories', lazy: comingSoon },
      { path: 'privacy', lazy: comingSoon },
      { path: 'terms', lazy: comingSoon },
      { path: 'accessibility', lazy: comingSoon },
      { path: 'coming-soon', lazy: comingSoon },
      { path: 'login', lazy: page(() => import('../features/auth/pages/login-page')) },
      { path: 'register', lazy: page(() => import('../features/auth/pages/register-page')) },
      { path: 'forgot-password', lazy: page(() => import('../features/auth/pages/forgot-password-page')) },
      { path: 'reset-password', lazy: page(() => import('../features/auth/pages/reset-password-page')) },
      { path: 'profile', lazy: page(() => import('../features/auth/pages/profile-page')) },
      { path: 'owner/dashboard', lazy: page(() => import('../features/misc/owner-dashboard-placeholder')) },
      { path: 'owner-dashboard', element: <Navigate to="/owner/dashboard" replace /> },
      { path: 'admin/dashboard', lazy: page(() => import('../features/misc/admin-dashboard-placeholder')) },
      { path: '*', lazy: notFound },
    ],
  },
];

export const router = createBrowserRouter(routes);
