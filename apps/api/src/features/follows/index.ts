import webpush from 'web-push';
import { apiRoutes, every, feature } from '../../app-context.js';
import { storedVapidKeys } from '../../db/settings.js';
import { createPushService } from './push.js';
import followRoutes from './routes.js';
import { createFollowService } from './service.js';

export { followerCounts } from './repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells followers in their evening of tomorrow's stops near their places (run every quarter hour; tests call it). */
    tellTomorrow: () => Promise<number>;
  }
}

/** How often followers in their evening are checked for tomorrow's stops near their places. */
const TOMORROW_ALERTS_INTERVAL_MS = 15 * 60 * 1000;

/**
 * Following trucks: the alerts followers get when a truck opens, moves, adds a dish or joins an
 * event (after the owner's answer, on the instance that wrote it), their notifications, and web
 * pushes signed with keys every instance shares (configured, or generated once and kept).
 */
export const followsFeature = feature('follows', async (app, ctx) => {
  const push = createPushService(ctx.db, {
    vapid: ctx.config.vapidKeys ?? (await storedVapidKeys(ctx.db, () => webpush.generateVAPIDKeys())),
    subject: `mailto:${ctx.config.supportEmail}`,
    allowHosts: ctx.config.webPushAllowHosts,
    onFailure: (host, reason) => app.log.warn({ host, reason }, 'a push service did not take a push'),
  });
  const service = createFollowService(ctx.db, {
    // Their bells, on every instance, read the count again.
    onNotified: (users) => ctx.feed.tell({ users, event: 'notifications' }),
    push: push.push,
  });
  ctx.events.on('truck.changed', (change) => service.truckChanged(change));
  ctx.events.on('event.truckJoined', ({ truckId, eventTitle }) => service.truckJoinedEvent(truckId, eventTitle));
  ctx.events.on('personal.news', (news) => service.tellUser(news));
  every(app, ctx, 'tomorrow alerts', TOMORROW_ALERTS_INTERVAL_MS, () => service.tellTomorrow());
  app.decorate('tellTomorrow', () => service.tellTomorrow());
  await apiRoutes(app, 'Follows', '', (scope) => scope.register(followRoutes, { service, push }));
});
