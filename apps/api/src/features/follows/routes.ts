import { DEFAULT_FOLLOW_ALERTS, FollowAlertsSchema, FollowedTruckSchema, MarkReadSchema, NotificationListQuerySchema, NotificationListSchema, NotificationSettingsSchema, PushSubscriptionSchema, PushUnsubscribeQuerySchema, SharedPositionSchema, TruckIdParamsSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { PushService } from './push.js';
import type { FollowService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

const FollowResultSchema = z.object({ truckId: z.string(), following: z.boolean(), alerts: FollowAlertsSchema });

/** Following trucks (/api/trucks/{id}/follow) and a customer's own alerts (/api/me/...): signed-in users only, each their own. */
const followRoutes: FastifyPluginAsyncZod<{ service: FollowService; push: PushService }> = async (app, { service, push }) => {
  // Following and notifications change nothing visitors read.
  writesChange(app, []);
  const auth = { onRequest: app.authenticate };

  app.put(
    '/trucks/:id/follow',
    { ...auth, schema: { params: TruckIdParamsSchema, body: FollowAlertsSchema.default({ ...DEFAULT_FOLLOW_ALERTS }), description: 'Follows a truck, with what to be told of it (each choice defaults as shown).', response: { 200: envelopeSchema(FollowResultSchema) } } },
    async (request) => ok(await service.follow(request.requireUser(), request.params.id, request.body), 'Following'),
  );

  app.delete('/trucks/:id/follow', { ...auth, schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(FollowResultSchema.pick({ truckId: true, following: true })) } } }, async (request) => {
    await service.unfollow(request.requireUser(), request.params.id);
    return ok({ truckId: request.params.id, following: false }, 'Unfollowed');
  });

  app.get('/me/following', { ...auth, schema: { response: { 200: envelopeSchema(z.object({ trucks: z.array(FollowedTruckSchema) })) } } }, async (request) =>
    ok({ trucks: await service.following(request.requireUser()) }),
  );

  app.get('/me/notifications', { ...auth, schema: { querystring: NotificationListQuerySchema, response: { 200: envelopeSchema(NotificationListSchema) } } }, async (request) =>
    ok(await service.notifications(request.requireUser(), request.query)),
  );

  app.post('/me/notifications/read', { ...auth, schema: { body: MarkReadSchema, response: { 200: envelopeSchema(z.object({ changed: z.number() })) } } }, async (request) =>
    ok(await service.markRead(request.requireUser(), request.body), 'Marked as read'),
  );

  app.get('/me/notification-settings', { ...auth, schema: { response: { 200: envelopeSchema(z.object({ settings: NotificationSettingsSchema })) } } }, async (request) =>
    ok({ settings: await service.settings(request.requireUser()) }),
  );

  app.put('/me/notification-settings', { ...auth, schema: { body: NotificationSettingsSchema, response: { 200: envelopeSchema(z.object({ settings: NotificationSettingsSchema })) } } }, async (request) =>
    ok({ settings: await service.saveSettings(request.requireUser(), request.body) }, 'Notification settings saved'),
  );

  app.put(
    '/me/position',
    { ...auth, schema: { body: SharedPositionSchema, description: 'Where the browser is, as it shared it: kept only when the user chose alerts near where they last were.', response: { 200: envelopeSchema(z.object({ kept: z.boolean() })) } } },
    async (request) => {
      const result = await service.sharePosition(request.requireUser(), request.body);
      return ok(result, result.kept ? 'Position kept for nearby alerts' : 'Position not kept (alerts near your last position are off)');
    },
  );

  app.get('/push/public-key', { schema: { description: 'The key a browser subscribes to our pushes with (applicationServerKey).', response: { 200: envelopeSchema(z.object({ publicKey: z.string() })) } } }, async () =>
    ok({ publicKey: push.publicKey }),
  );

  app.post('/me/push-subscriptions', { ...auth, schema: { body: PushSubscriptionSchema, description: 'Pushes this account\'s alerts to a browser (its PushSubscription JSON).', response: { 201: envelopeSchema(z.object({ endpoint: z.string() })) } } }, async (request, reply) => {
    await push.subscribe(request.requireUser(), request.body);
    reply.code(201);
    return ok({ endpoint: request.body.endpoint }, 'Push is on for this browser');
  });

  app.delete('/me/push-subscriptions', { ...auth, schema: { querystring: PushUnsubscribeQuerySchema, description: 'Stops pushing to a browser, named by its endpoint.', response: { 200: envelopeSchema(z.object({ removed: z.boolean() })) } } }, async (request) =>
    ok({ removed: await push.unsubscribe(request.requireUser(), request.query.endpoint) }, 'Push is off for this browser'),
  );
};

export default followRoutes;
