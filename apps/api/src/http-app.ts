import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDeps } from './app-context.js';
import type { ChangeKind } from './lib/change-feed.js';
import { validatorCompiler } from './lib/validation.js';
import authPlugin, { isSignedInRoute } from './plugins/auth.js';
import { compressAnswers } from './plugins/compression.js';
import { batchResponseWrites } from './plugins/write-batching.js';
import { errorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimit } from './plugins/rate-limit.js';
import { clientErrorHandler, frameworkErrors, registerSecurityHeaders, rejectUnsafeText } from './plugins/security.js';

/** JSON bodies above this are refused with 413 (reviews with 5 image URLs fit easily). */
const BODY_LIMIT_BYTES = 256 * 1024;
/**
 * A whole request (headers and body) must arrive within this, and headers within the shorter
 * one, so a client trickling bytes cannot hold a connection for minutes. 256 KB, the largest
 * body, takes a few seconds even on a slow phone connection.
 */
const REQUEST_TIMEOUT_MS = 30_000;
const HEADERS_TIMEOUT_MS = 15_000;

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
    /** Every API route, as registered: tests hold the API document and the access rules to it. */
    apiRoutes: readonly ApiRouteInfo[];
  }
}

/** A proxy's request id is kept when it looks like one (bounded, plain characters); else one is made. */
function requestIdOf(given: string | string[] | undefined, fromTrustedProxy: boolean): string {
  return fromTrustedProxy && typeof given === 'string' && /^[\w.:-]{1,128}$/.test(given) ? given : randomUUID();
}

/**
 * The HTTP server every feature is registered on: bounded requests with ids, zod validation,
 * one error envelope, security headers, compression, the API document, rate limits and sessions.
 */
export async function createHttpApp(deps: AppDeps) {
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
  batchResponseWrites(app);
  // Answers held in memory are compressed in one call (see plugins/compression.ts); the web
  // build's files are compressed at build time instead and sent as they are.
  compressAnswers(app);
  await registerOpenApi(app, { isSignedInRoute: (route) => isSignedInRoute(app, route) });
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
  return app;
}
