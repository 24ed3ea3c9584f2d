import { createAppContext, type AppDeps } from './app-context.js';
import { adminFeature } from './features/admin/index.js';
import { analyticsFeature } from './features/analytics/index.js';
import { applicationsFeature } from './features/applications/index.js';
import { auditFeature } from './features/audit/index.js';
import { authFeature } from './features/auth/index.js';
import { blogsFeature } from './features/blogs/index.js';
import { cateringFeature } from './features/catering/index.js';
import { contactFeature } from './features/contact/index.js';
import { devFeature } from './features/dev/index.js';
import { eventsFeature } from './features/events/index.js';
import { followsFeature } from './features/follows/index.js';
import { geocodeFeature } from './features/geocode/index.js';
import { listingsFeature } from './features/listings/index.js';
import { liveFeature } from './features/live/index.js';
import { mailFeature } from './features/mail/index.js';
import { newsletterFeature } from './features/newsletter/index.js';
import { ordersFeature } from './features/orders/index.js';
import { ownerFeature } from './features/owner/index.js';
import { platformFeature } from './features/platform/index.js';
import { reviewsFeature } from './features/reviews/index.js';
import { searchFeature } from './features/search/index.js';
import { siteFeature } from './features/site/index.js';
import { stopsFeature } from './features/stops/index.js';
import { trucksFeature } from './features/trucks/index.js';
import { uploadsFeature } from './features/uploads/index.js';
import { createHttpApp } from './http-app.js';

export type { AppDeps } from './app-context.js';
export type { ApiRouteInfo } from './http-app.js';

/**
 * The app: the HTTP server, the context every feature shares, and the features, each a plugin
 * that registers its routes and decorates the app with what later features use (so the order
 * below is the order of their dependencies: trucks before what reads trucks, the site last, as
 * it answers every path the others do not).
 */
export async function buildApp(deps: AppDeps) {
  const app = await createHttpApp(deps);
  const ctx = createAppContext(app, deps);
  const features = [
    authFeature,
    analyticsFeature,
    geocodeFeature,
    trucksFeature,
    liveFeature,
    followsFeature,
    stopsFeature,
    ownerFeature,
    uploadsFeature,
    ordersFeature,
    cateringFeature,
    listingsFeature,
    searchFeature,
    reviewsFeature,
    eventsFeature,
    applicationsFeature,
    adminFeature,
    auditFeature,
    blogsFeature,
    newsletterFeature,
    contactFeature,
    mailFeature,
    devFeature,
    platformFeature,
    siteFeature,
  ];
  for (const feature of features) await app.register(feature, ctx);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
