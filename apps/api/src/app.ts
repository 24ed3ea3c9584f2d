import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { BlogRefParamsSchema, IdSchema, isServerRenderedPath } from '@dishrated/shared';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { validatorCompiler } from './lib/validation.js';
import { createLoginThrottle } from './features/auth/login-throttle.js';
import authRoutes from './features/auth/routes.js';
import { createAuthService } from './features/auth/service.js';
import devRoutes from './features/dev/routes.js';
import eventRoutes from './features/events/routes.js';
import adminEventRoutes from './features/events/admin-routes.js';
import eventManageRoutes from './features/events/manage-routes.js';
import { createEventManageService } from './features/events/manage-service.js';
import reviewRoutes from './features/reviews/routes.js';
import { createReviewService } from './features/reviews/service.js';
import { createEventService } from './features/events/service.js';
import { Geocoder } from './features/geocode/geocoder.js';
import geocodeRoutes from './features/geocode/routes.js';
import newsletterRoutes from './features/newsletter/routes.js';
import contactRoutes from './features/contact/routes.js';
import mailRoutes from './features/mail/routes.js';
import truckRoutes from './features/trucks/routes.js';
import { createTruckCatalog, createTruckService, type TruckCatalog } from './features/trucks/index.js';
import { createChangeFeed, type ChangeFeed, type ChangeKind } from './lib/change-feed.js';
import truckManageRoutes from './features/trucks/manage-routes.js';
import { createTruckManageService } from './features/trucks/manage-service.js';
import adminRoutes from './features/admin/routes.js';
import { createAdminService } from './features/admin/service.js';
import applicationRoutes from './features/applications/routes.js';
import { createApplicationService } from './features/applications/service.js';
import auditRoutes from './features/audit/routes.js';
import { adminBlogRoutes, blogRoutes } from './features/blogs/routes.js';
import { createBlogService } from './features/blogs/service.js';
import reviewModerationRoutes from './features/reviews/admin-routes.js';
import { createReviewModerationService } from './features/reviews/moderation-service.js';
import analyticsRoutes from './features/analytics/routes.js';
import { createAnalyticsService, createTruckStatsRecorder, type TruckStatsRecorder } from './features/analytics/index.js';
import { LiveHub } from './features/live/index.js';
import liveRoutes from './features/live/routes.js';
import { createMetrics, type Metrics } from './features/platform/metrics.js';
import { metricsRoutes, platformRoutes } from './features/platform/routes.js';
import { ownerStopRoutes, stopRoutes } from './features/stops/routes.js';
import { createStopService } from './features/stops/service.js';
import { createReadiness, type Readiness } from './features/platform/readiness.js';
import { createHtmlShell } from './features/site/html-shell.js';
import { createPageCache } from './features/site/page-cache.js';
import { loadPageRenderer } from './features/site/page-renderer.js';
import { createPageSender } from './features/site/page-sender.js';
import siteRoutes, { appShellMeta } from './features/site/routes.js';
import { AppError } from './lib/errors.js';
import ownerRoutes from './features/owner/routes.js';
import { createOwnerService } from './features/owner/service.js';
import uploadRoutes, { databasePhotoRoutes } from './features/uploads/routes.js';
import { createUploadService } from './features/uploads/service.js';
import { databasePhotoStorage, localPhotoStorage, PHOTO_CACHE_CONTROL, s3PhotoStorage, type PhotoStorage } from './features/uploads/storage.js';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background.js';
import { createFollowService, createPushService, followRoutes } from './features/follows/index.js';
import { createOrderService, orderRoutes, ownerOrderRoutes } from './features/orders/index.js';
import { createDishIndex, createSearchService, searchRoutes } from './features/search/index.js';
import webpush from 'web-push';
import { storedVapidKeys } from './db/settings.js';
import authPlugin, { isSignedInRoute } from './plugins/auth.js';
import { registerOpenApi, tagRoutes } from './plugins/openapi.js';
import { errorHandling } from './plugins/errors.js';
import { Mailer, type MailTransport, type RelayOptions } from './plugins/mailer.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { clientErrorHandler, frameworkErrors, registerSecurityHeaders, rejectUnsafeText } from './plugins/security.js';
import { compressAnswers } from './plugins/compression.js';
import { WEB_DIST_DIR } from './paths.js';

export interface AppDeps {
  config: AppConfig;
  db: Database;
  redis?: Redis | null;
  logger?: FastifyServerOptions['logger'];
  /** Tests pass their own (fast throttle, fake upstream). */
  geocoder?: Geocoder;
  /** Directory of the built web app; served with SPA fallback when it exists. */
  webDir?: string;
  /** Tests shorten it to see a slow request cut off. */
  requestTimeoutMs?: number;
  /** Tests pass a fake S3 or a storage that fails. */
  photoStorage?: PhotoStorage;
  /** Tests shorten the live streams' heartbeat and cap. */
  liveHeartbeatMs?: number;
  maxLiveStreams?: number;
  /** Tests hold back the change feed's announcements, as a slow connection would. */
  changeDeliveryDelayMs?: number;
  /** Tests shorten the change feed's heartbeat. */
  changeHeartbeatMs?: number;
  /** The PostgreSQL pool's connections, for the metrics (the server passes it). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Tests send mail through a fake SMTP server and shorten the relay's waits. */
  mailTransport?: MailTransport;
  mailRelay?: RelayOptions;
}

/** A proxy's request id is kept when it looks like one (bounded, plain characters); else one is made. */
function requestIdOf(given: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}


/** How often forgot-password requests left over by a stopped instance are looked for. */
const RESET_REQUESTS_INTERVAL_MS = 15_000;
/** How often photos nobody uses are looked for (see the upload service). */
const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;
/** How often followers in their evening are checked for tomorrow's stops near their places. */
const TOMORROW_ALERTS_INTERVAL_MS = 15 * 60 * 1000;
/** JSON bodies above this are refused with 413 (reviews with 5 image URLs fit easily). */
const BODY_LIMIT_BYTES = 256 * 1024;
/**
 * A whole request (headers and body) must arrive within this, and headers within the shorter
 * one, so a client trickling bytes cannot hold a connection for minutes. 256 KB, the largest
 * body, takes a few seconds even on a slow phone connection.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 15_000;

export async function buildApp(deps: AppDeps) {
  const { config, db } = deps;
  const requestTimeout = deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS;
  const app = Fastify({
    logger: deps.logger ?? false,
    bodyLimit: BODY_LIMIT_BYTES,
    // Forwarded headers are believed only from the proxies the deployment names (off by
    // default): otherwise anyone could pick a fresh client address for every request.
    // A hop count is valid at run time (proxy-addr), though Fastify's types leave numbers out.
    trustProxy: config.trustProxy as boolean | string,
    // Every request has an id, in its log lines and its answer's X-Request-Id: the proxy's own when
    // a trusted proxy sends one, so one id follows a request through both logs.
    genReqId: (request) => requestIdOf(request.headers['x-request-id'], config.trustProxy !== false),
    requestTimeout,
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestTimeout), connectionsCheckingInterval: Math.min(1000, requestTimeout) },
    frameworkErrors,
    clientErrorHandler,
    // A request that reaches a stopping instance (a proxy's connection opened just before the
    // listener closed) is answered as usual: the database stays open until the last one is done,
    // and a 503 there would fail a request nginx cannot send elsewhere.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  errorHandling(app);

  registerSecurityHeaders(app);
  // Answers held in memory are compressed in one call (see plugins/compression.ts); the web
  // build's files are compressed at build time instead and sent as they are.
  compressAnswers(app);
  await registerOpenApi(app, { isSignedInRoute: (route) => isSignedInRoute(app, route) });
  // Every API route, as registered: a test holds the API document to this list.
  const apiRoutes: ApiRouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of [route.method].flat()) {
      // Read when asked: the feature's own onRoute hook states `invalidates` after this one runs.
      if (method !== 'HEAD') apiRoutes.push({ method, url: route.url, hidden, signedIn: isSignedInRoute(app, route), invalidates: () => route.config?.invalidates });
    }
  });
  app.decorate('apiRoutes', apiRoutes);
  await app.register(cors, { origin: false });
  await registerRateLimit(app, deps.redis ?? null);
  await app.register(authPlugin, { secret: config.jwtSecret, db, publicUrl: config.publicUrl });
  rejectUnsafeText(app);

  const background = createBackgroundTasks((name, error) => app.log.error({ err: error }, `${name} failed`));
  app.addHook('onClose', () => background.drain());
  const mailer = new Mailer(app.log, db, deps.mailTransport ?? config.smtpUrl, config.mailFrom, { logMessageText: config.env !== 'production', relay: deps.mailRelay });
  app.addHook('onReady', () => mailer.start());
  // Sends in flight finish; what is still due is sent by the next instance to look.
  app.addHook('onClose', () => mailer.stop());
  app.decorate('mailer', mailer);
  const authService = createAuthService({
    db,
    mailer,
    signToken: app.signToken,
    publicUrl: config.publicUrl,
    exposeResetUrl: config.env !== 'production',
    loginThrottle: createLoginThrottle(deps.redis ?? null, Date.now, (error) => app.log.warn({ err: error }, 'sign-in limits: Redis failed; counting on this instance')),
    background,
  });

  // Forgot-password requests an instance stopped before handling are handled by the next to look.
  const resetRequests = setInterval(() => background.run('password reset requests', () => authService.handleResetRequests()), RESET_REQUESTS_INTERVAL_MS);
  resetRequests.unref();
  app.addHook('onReady', async () => background.run('password reset requests', () => authService.handleResetRequests()));
  app.addHook('onClose', () => clearInterval(resetRequests));

  // Page views and directions clicks, once per visitor, truck and day, written in batches (see stats-recorder.ts).
  const truckStats = createTruckStatsRecorder(db, (error) => app.log.error({ err: error }, 'saving truck analytics failed'), { secret: config.jwtSecret });
  app.addHook('onClose', () => truckStats.stop());
  app.decorate('truckStats', truckStats);
  // Every truck in memory, kept current by the database's announcements (the change feed); the
  // dish index follows it, and server-rendered pages are cached until what they read changes.
  const feed = createChangeFeed(db, {
    deliveryDelayMs: deps.changeDeliveryDelayMs,
    heartbeatMs: deps.changeHeartbeatMs,
    onLost: (error) => app.log.warn({ err: error }, 'the change feed was lost; answering from memory as it stands (stale) until it is back'),
  });
  const catalog = createTruckCatalog(db, feed);
  // Truck moves and serving changes, and users' own news, are pushed to open event streams on
  // every instance, through the change feed.
  const liveHub = new LiveHub(feed, catalog);
  // Streams end before the server waits for its connections to close (they never would): the
  // browsers reconnect, after the retry each stream was given, to an instance still running.
  app.addHook('preClose', () => liveHub.stop());
  app.decorate('liveHub', liveHub);
  // Followers are told of an opening or a move after the owner's answer, in the background.
  // Pushes are signed with keys every instance shares (configured, or generated once and kept in the database).
  const pushService = createPushService(db, {
    vapid: config.vapidKeys ?? (await storedVapidKeys(db, () => webpush.generateVAPIDKeys())),
    subject: `mailto:${config.supportEmail}`,
    allowHosts: config.webPushAllowHosts,
    onFailure: (host, reason) => app.log.warn({ host, reason }, 'a push service did not take a push'),
  });
  const followService = createFollowService(db, { onNotified: (userIds) => liveHub.notifyUsers(userIds), push: pushService.push });
  app.decorate('background', background);
  // Every quarter hour, followers in their evening hear where their trucks will be tomorrow.
  const tomorrowAlerts = setInterval(() => background.run('tomorrow alerts', () => followService.tellTomorrow()), TOMORROW_ALERTS_INTERVAL_MS);
  tomorrowAlerts.unref();
  app.addHook('onClose', () => clearInterval(tomorrowAlerts));
  app.decorate('tellTomorrow', () => followService.tellTomorrow());
  const truckManageService = createTruckManageService(db, {
    onChange: (change) => background.run('follower alerts', () => followService.truckChanged(change)),
  });
  const geocoder = deps.geocoder ?? new Geocoder({ upstreamUrl: config.geocoderUrl, logger: app.log });
  const stopService = createStopService(db, truckManageService, {
    publicUrl: config.publicUrl,
    findPlace: async (text) => (await geocoder.search(text, 1)).data[0] ?? null,
    importAllowHosts: config.calendarImportAllowHosts,
  });
  const truckService = createTruckService(catalog);
  const dishIndex = createDishIndex(catalog);
  const pageCache = createPageCache({ maxBytes: config.pageCacheMb * 1024 * 1024 });
  feed.subscribe((change) => {
    if (change.kind === 'truck') pageCache.forgetTrucks(change.ids);
    else if (change.kind === 'event') pageCache.forget('events');
    else if (change.kind === 'post') pageCache.forget('posts');
    else pageCache.clear();
  });
  // The instance answers from memory once the trucks are loaded and the feed keeping them is
  // heard; while the database is away at start, it keeps trying (reads answer 503 meanwhile).
  let loading: NodeJS.Timeout | undefined;
  const startReading = async (): Promise<void> => {
    try {
      if (!(await feed.start(5_000))) throw new Error('the change feed was not heard within 5 s');
      await catalog.load();
    } catch (error) {
      app.log.warn({ err: error }, 'loading the trucks into memory failed; trying again');
      loading = setTimeout(() => void startReading(), 2_000);
      loading.unref();
    }
  };
  app.addHook('onReady', startReading);
  app.addHook('onClose', async () => {
    clearTimeout(loading);
    await feed.stop();
  });
  app.decorate('changeFeed', feed);
  app.decorate('catalog', catalog);
  const cacheStatus = () => ({ ...catalog.status, live: feed.status.state === 'live', secondsSinceBeat: feed.secondsSinceBeat(), beatTripMs: feed.status.beatTripMs });
  const readiness = createReadiness({ db, redis: deps.redis ?? null, cache: cacheStatus });
  app.decorate('readiness', readiness);
  // Prometheus metrics only when asked for (METRICS_TOKEN or METRICS_PORT).
  const metrics = config.metricsToken || config.metricsPort ? createMetrics({ db, liveStreams: () => liveHub.subscriberCount, cache: cacheStatus, pool: deps.poolStats, redisUp: deps.redis ? () => deps.redis!.status === 'ready' : undefined }) : null;
  app.decorate('metrics', metrics);
  if (metrics) {
    app.addHook('onResponse', (request, reply, done) => {
      metrics.observe(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  // While shutting down, each answer closes its connection: a kept-alive connection would hold
  // the server open until its idle timeout, long after the last request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (readiness.draining) reply.header('connection', 'close');
    done(null, payload);
  });
  // A write this instance answered shows in its next answers from memory (read-your-writes): its
  // marker comes back through the change feed, and reads wait for it. Writes that change nothing
  // visitors read (`config.invalidates` empty) send none, so a sign-in does not hold up the next read.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 && request.routeOptions.config.invalidates?.length) feed.noteWrite();
    done(null, payload);
  });
  /** Reads from memory wait for this instance's own writes first (a few ms at most); before the trucks have loaded they answer 503. */
  const settled = async () => {
    if (!catalog.status.loaded) throw new AppError('SERVICE_UNAVAILABLE', 'Starting up: the trucks are loading. Please try again in a moment.');
    await feed.settled();
  };
  // Photos go where every instance can serve them: S3 when configured, else the shared database;
  // only the embedded database (one server by construction) keeps them in DATA_DIR.
  const databasePhotos = !deps.photoStorage && !config.s3 && config.databaseUrl ? databasePhotoStorage(db) : null;
  const photoStorage = deps.photoStorage ?? databasePhotos ?? (config.s3 ? s3PhotoStorage(config.s3) : localPhotoStorage(config.uploadsDir));
  const uploadService = createUploadService({ db, storage: photoStorage, perHour: config.uploadsPerHour });
  const photoSweep = setInterval(() => background.run('unused photo sweep', () => uploadService.removeUnused()), PHOTO_SWEEP_INTERVAL_MS);
  photoSweep.unref();
  app.addHook('onClose', () => clearInterval(photoSweep));

  /** Registers one feature's routes under `prefix`, tagged for the API document. */
  const feature = (api: typeof app, tag: string, prefix: string, routes: (scope: typeof app) => PromiseLike<unknown>) =>
    api.register(
      async (scope) => {
        tagRoutes(scope, tag);
        await routes(scope);
      },
      { prefix },
    );

  await app.register(
    async (api) => {
      await feature(api, 'Platform', '', (scope) =>
        scope.register(platformRoutes, { readiness, publicConfig: () => ({ tileUrl: config.tileUrl, staleAfterMinutes: config.staleAfterMinutes, demo: config.demoMode }) }),
      );
      await feature(api, 'Auth', '/auth', (scope) => scope.register(authRoutes, { service: authService, rateLimitPerMinute: config.authRateLimit }));
      await feature(api, 'Trucks', '/trucks', async (scope) => {
        await scope.register(truckRoutes, { service: truckService, onTruckViewed: truckStats.view, beforeRead: settled });
        await scope.register(truckManageRoutes, { service: truckManageService });
      });
      await feature(api, 'Stops', '/trucks', (scope) => scope.register(stopRoutes, { service: stopService }));
      await feature(api, 'Stops', '/owner', (scope) => scope.register(ownerStopRoutes, { service: stopService }));
      await feature(api, 'Owner', '/owner', async (scope) => {
        await scope.register(ownerRoutes, { owner: createOwnerService(db, truckManageService), trucks: truckManageService, analytics: createAnalyticsService(db) });
        await scope.register(truckManageRoutes, { service: truckManageService, prefix: '/trucks' });
      });
      await feature(api, 'Uploads', '', (scope) => scope.register(uploadRoutes, { service: uploadService }));
      await feature(api, 'Analytics', '', (scope) => scope.register(analyticsRoutes, { db, recorder: truckStats }));
      await feature(api, 'Live', '', (scope) =>
        scope.register(liveRoutes, { db, hub: liveHub, heartbeatMs: deps.liveHeartbeatMs, maxStreams: deps.maxLiveStreams, perClient: config.liveStreamsPerClient }),
      );
      await feature(api, 'Follows', '', (scope) => scope.register(followRoutes, { service: followService, push: pushService }));
      // An order's customer and its truck's owner hear of each change on their own streams (on
      // every instance); the customer is also told, in the background, when it moves on.
      const orderService = createOrderService(db, truckManageService, {
        onChanged: (change) => liveHub.tellUsers([change.customerId, change.ownerId], 'order', { orderId: change.orderId, status: change.status }),
        tellCustomer: async (message) => background.run('order news', () => followService.tellUser(message)),
      });
      await feature(api, 'Orders', '', (scope) => scope.register(orderRoutes, { service: orderService }));
      await feature(api, 'Orders', '/owner', (scope) => scope.register(ownerOrderRoutes, { service: orderService }));
      await feature(api, 'Search', '/search', (scope) =>
        scope.register(searchRoutes, {
          service: createSearchService(catalog, dishIndex, { findPlace: async (text) => (await geocoder.search(text, 1)).data[0] ?? null }),
          beforeRead: settled,
        }),
      );
      await feature(api, 'Reviews', '/reviews', (scope) => scope.register(reviewRoutes, { service: createReviewService(db) }));
      const eventService = createEventService(db);
      const eventManageService = createEventManageService(db, mailer, {
        onTruckJoined: (truckId, event) => background.run('follower alerts', () => followService.truckJoinedEvent(truckId, event.title)),
      });
      await feature(api, 'Events', '/events', async (scope) => {
        // Fixed paths (/featured) before /:id.
        await scope.register(eventManageRoutes, { service: eventManageService });
        await scope.register(eventRoutes, { service: eventService, publicUrl: config.publicUrl });
      });
      await feature(api, 'Admin', '/admin/events', (scope) => scope.register(adminEventRoutes, { events: eventService, manage: eventManageService }));
      await feature(api, 'Admin', '/admin/applications', (scope) =>
        scope.register(applicationRoutes, { service: createApplicationService(db, mailer, config.publicUrl) }),
      );
      await feature(api, 'Admin', '/admin', async (scope) => {
        await scope.register(adminRoutes, { service: createAdminService({ db, onUserBanned: (userId) => liveHub.endUserStreams(userId) }) });
        await scope.register(auditRoutes, { db });
      });
      await feature(api, 'Admin', '/admin/reports', (scope) => scope.register(reviewModerationRoutes, { service: createReviewModerationService(db) }));
      const blogService = createBlogService(db);
      await feature(api, 'Blog', '/blogs', (scope) => scope.register(blogRoutes, { service: blogService }));
      await feature(api, 'Admin', '/admin/blogs', (scope) => scope.register(adminBlogRoutes, { service: blogService }));
      await feature(api, 'Geocoding', '/geocode', (scope) =>
        scope.register(geocodeRoutes, { geocoder }),
      );
      await feature(api, 'Newsletter', '', (scope) => scope.register(newsletterRoutes, { db }));
      await feature(api, 'Contact', '', (scope) => scope.register(contactRoutes, { db, mailer, supportEmail: config.supportEmail }));
      await feature(api, 'Admin', '', (scope) => scope.register(mailRoutes, { db }));
      if (config.env !== 'production') await feature(api, 'Development', '', (scope) => scope.register(devRoutes, { db, env: config.env }));
    },
    { prefix: '/api' },
  );

  if (metrics && config.metricsToken) {
    const token = config.metricsToken;
    await feature(app, 'Platform', '', (scope) => scope.register(metricsRoutes, { metrics, token }));
  }

  const webDir = deps.webDir ?? WEB_DIST_DIR;
  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The .br and .gz siblings written by the build, chosen by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so those never change.
        if (path.startsWith(join(webDir, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  if (databasePhotos) await app.register(databasePhotoRoutes, { read: databasePhotos.read });
  else if (!config.s3 && !deps.photoStorage) {
    // Made here, not at the first upload: the static plugin warns at every start of a new install
    // about a folder that does not exist yet.
    mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      decorateReply: !hasWeb,
      wildcard: true,
      setHeaders: (reply) => reply.header('cache-control', PHOTO_CACHE_CONTROL),
    });
  }

  const shell = createHtmlShell(webDir);
  const renderPage = hasWeb ? await loadPageRenderer(app, webDir) : null;
  /** A public screen drawn on the server when it can be; null leaves it to the browser. */
  const drawn = async (url: string) => (renderPage && isServerRenderedPath(url.split('?')[0]!) ? renderPage(url) : null);
  const sendPage = createPageSender({ shell, drawn, cache: pageCache, canCache: () => feed.status.state === 'live', settled: () => feed.settled(), rendersPerClient: config.pageRendersPerClient });
  if (hasWeb) {
    const eventsForPages = createEventService(db);
    const blogsForPages = createBlogService(db);
    // Only 404s mean "nothing to show"; anything else is a real failure and answers 500.
    const orNull = async <T>(read: () => Promise<T>) => {
      try {
        return await read();
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return null;
        throw error;
      }
    };
    await app.register(siteRoutes, {
      db,
      sendPage,
      publicUrl: config.publicUrl,
      truck: async (id) => {
        if (!IdSchema.safeParse(id).success) return null;
        await settled();
        return orNull(async () => truckService.detail(id));
      },
      onTruckViewed: truckStats.view,
      event: async (id) => (IdSchema.safeParse(id).success ? orNull(() => eventsForPages.detail(id, null)) : null),
      post: async (ref) => (BlogRefParamsSchema.safeParse({ id: ref }).success ? blogsForPages.publishedPost(ref) : null),
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing file (an old asset after a deploy, a typo) is a 404, not the app's HTML: a
    // browser would refuse HTML as a script or stylesheet with a confusing MIME error.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || request.method !== 'GET' || isFile) {
      return reply
        .status(404)
        .send({ success: false, message: `Route ${request.method} ${path} not found`, code: 'ROUTE_NOT_FOUND', data: null });
    }
    // Client-side routes (/find-trucks, /about, ...) all load the single-page app, with the
    // screen's own title and description; a path the app has no screen for is a 404.
    await sendPage(request, reply, async () => appShellMeta(path));
    return reply;
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export interface ApiRouteInfo {
  method: string;
  url: string;
  /** Left out of the API document (the document's own route). */
  hidden: boolean;
  /** Needs a signed-in user. */
  signedIn: boolean;
  /** What visitors read the route may change (`config.invalidates`); undefined when it does not say. */
  invalidates: () => readonly ChangeKind[] | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: readonly ApiRouteInfo[];
    /** The page-view and directions-click counter (tests flush it to read the figures). */
    truckStats: TruckStatsRecorder;
    /** The live streams' fan-out (tests read its subscriber count). */
    liveHub: LiveHub;
    /** Work started after an answer (follower alerts, mail); tests drain it before reading what it wrote. */
    background: BackgroundTasks;
    /** Tells followers in their evening of tomorrow's stops near their places (run every quarter hour; tests call it). */
    tellTomorrow: () => Promise<number>;
    /** The change feed (tests wait for it to catch up with writes made behind the API). */
    changeFeed: ChangeFeed;
    /** Every truck in memory. */
    catalog: TruckCatalog;
    /** Answers /api/ready; the server starts draining it on SIGTERM. */
    readiness: Readiness;
    /** The outbox and its relay (tests wait for it to be idle). */
    mailer: Mailer;
    /** Prometheus metrics, when METRICS_TOKEN or METRICS_PORT asks for them. */
    metrics: Metrics | null;
  }
}
