import type { FastifyInstance, FastifyPluginAsync, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/client.js';
import { createAppEvents, type AppEvents } from './lib/app-events.js';
import { createBackgroundTasks, type BackgroundTasks } from './lib/background.js';
import { createChangeFeed, type ChangeFeed } from './lib/change-feed.js';
import { Mailer, type MailTransport, type RelayOptions } from './features/mail/mailer.js';
import { tagRoutes } from './plugins/openapi.js';
import type { Geocoder } from './features/geocode/geocoder.js';
import type { PhotoStorage } from './features/uploads/storage.js';

/** What the server (or a test) builds the app from. */
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
  /** Tests hold back the change feed's notifications, as a slow connection would. */
  changeDeliveryDelayMs?: number;
  /** Tests shorten the change feed's heartbeat. */
  changeHeartbeatMs?: number;
  /** The PostgreSQL pool's connections, for the metrics (the server passes it). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  /** Tests send mail through a fake SMTP server and shorten the relay's waits. */
  mailTransport?: MailTransport;
  mailRelay?: RelayOptions;
}

/**
 * What every feature is given: the settings, the database, and the machinery the features share
 * (work after an answer, mail, the change feed, this instance's events). Features reach each
 * other through what a feature registered before them decorates the app with, and react to each
 * other through `events`, never through callbacks wired by hand.
 */
export interface AppContext {
  deps: AppDeps;
  config: AppConfig;
  db: Database;
  redis: Redis | null;
  background: BackgroundTasks;
  mailer: Mailer;
  feed: ChangeFeed;
  events: AppEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started after an answer (follower alerts, mail); tests drain it before reading what it wrote. */
    background: BackgroundTasks;
    /** The outbox and its relay (tests wait for it to be idle). */
    mailer: Mailer;
    /** The change feed (tests wait for it to catch up with writes made behind the API). */
    changeFeed: ChangeFeed;
  }
}

/** The machinery features share, started and stopped with the app. */
export function createAppContext(app: FastifyInstance, deps: AppDeps): AppContext {
  const { config, db } = deps;
  const background = createBackgroundTasks((name, error) => app.log.error({ err: error }, `${name} failed`));
  app.addHook('onClose', () => background.drain());
  const mailer = new Mailer(app.log, db, deps.mailTransport ?? config.smtpUrl, config.mailFrom, { logMessageText: config.env !== 'production', relay: deps.mailRelay });
  app.addHook('onReady', () => mailer.start());
  // Sends in flight finish; what is still due is sent by the next instance to look.
  app.addHook('onClose', () => mailer.stop());
  const feed = createChangeFeed(db, {
    deliveryDelayMs: deps.changeDeliveryDelayMs,
    heartbeatMs: deps.changeHeartbeatMs,
    onLost: (error) => app.log.warn({ err: error }, 'the change feed was lost; answering from memory as it stands (stale) until it is back'),
  });
  app.addHook('onClose', () => feed.stop());
  // A write this instance answered shows in its next answers from memory (read-your-writes): its
  // marker comes back through the change feed, and reads wait for it. Writes that change nothing
  // visitors read (`config.invalidates` empty) send none, so a sign-in does not hold up the next read.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode < 400 && request.routeOptions.config.invalidates?.length) feed.noteWrite();
    done(null, payload);
  });
  app.decorate('background', background);
  app.decorate('mailer', mailer);
  app.decorate('changeFeed', feed);
  return { deps, config, db, redis: deps.redis ?? null, background, mailer, feed, events: createAppEvents(background) };
}

/** A feature: a Fastify plugin given the app's context, whose decorations and hooks reach the whole app. */
export const feature = (name: string, plugin: FastifyPluginAsync<AppContext>) => fp(plugin, { name });

/** Registers one group of a feature's API routes under /api + `prefix`, tagged for the API document. */
export function apiRoutes(app: FastifyInstance, tag: string, prefix: string, routes: (scope: FastifyInstance) => PromiseLike<unknown>) {
  return app.register(
    async (scope) => {
      tagRoutes(scope, tag);
      await routes(scope);
    },
    { prefix: `/api${prefix}` },
  );
}

/** Runs `task` in the background every `ms` while the app is up. */
export function every(app: FastifyInstance, ctx: AppContext, name: string, ms: number, task: () => Promise<unknown>) {
  const timer = setInterval(() => ctx.background.run(name, task), ms);
  timer.unref();
  app.addHook('onClose', () => clearInterval(timer));
}
