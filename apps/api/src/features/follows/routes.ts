import { DEFAULT_FOLLOW_ALERTS, FollowAlertsSchema, FollowedTruckSchema, MarkReadSchema, NotificationListQuerySchema, NotificationListSchema, NotificationSettingsSchema, TruckIdParamsSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { FollowService } from './service.js';

const FollowResultSchema = z.object({ truckId: z.string(), following: z.boolean(), alerts: FollowAlertsSchema });

/** Following trucks (/api/trucks/{id}/follow) and a customer's own alerts (/api/me/...): signed-in users only, each their own. */
const followRoutes: FastifyPluginAsyncZod<{ service: FollowService }> = async (app, { service }) => {
  const auth = { onRequest: app.authenticate };

  app.put(
    '/trucks/:id/follow',
    { ...auth, schema: { params: TruckIdParamsSchema, body: FollowAlertsSchema.default({ ...DEFAULT_FOLLOW_ALERTS }), description: 'Follows a truck, with what to be told of it (each choice defaults as shown).', response: { 200: envelopeSchema(FollowResultSchema) } } },
    async (request) => ok(await service.follow(request.currentUser!, request.params.id, request.body), 'Following'),
  );

  app.delete('/trucks/:id/follow', { ...auth, schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(FollowResultSchema.pick({ truckId: true, following: true })) } } }, async (request) => {
    await service.unfollow(request.currentUser!, request.params.id);
    return ok({ truckId: request.params.id, following: false }, 'Unfollowed');
  });

  app.get('/me/following', { ...auth, schema: { response: { 200: envelopeSchema(z.object({ trucks: z.array(FollowedTruckSchema) })) } } }, async (request) =>
    ok({ trucks: await service.following(request.currentUser!) }),
  );

  app.get('/me/notifications', { ...auth, schema: { querystring: NotificationListQuerySchema, response: { 200: envelopeSchema(NotificationListSchema) } } }, async (request) =>
    ok(await service.notifications(request.currentUser!, request.query)),
  );

  app.post('/me/notifications/read', { ...auth, schema: { body: MarkReadSchema, response: { 200: envelopeSchema(z.object({ changed: z.number() })) } } }, async (request) =>
    ok(await service.markRead(request.currentUser!, request.body), 'Marked as read'),
  );

  app.get('/me/notification-settings', { ...auth, schema: { response: { 200: envelopeSchema(z.object({ settings: NotificationSettingsSchema })) } } }, async (request) =>
    ok({ settings: await service.settings(request.currentUser!) }),
  );

  app.put('/me/notification-settings', { ...auth, schema: { body: NotificationSettingsSchema, response: { 200: envelopeSchema(z.object({ settings: NotificationSettingsSchema })) } } }, async (request) =>
    ok({ settings: await service.saveSettings(request.currentUser!, request.body) }, 'Notification settings saved'),
  );
};

export default followRoutes;
