import {
  AdminDashboardSchema,
  AdminOverviewSchema,
  AdminUserListQuerySchema,
  AdminUserListResultSchema,
  AdminUserSchema,
  BanBodySchema,
  UserIdParamsSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { AdminService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

/** The admin dashboard's figures and the user list with bans. */
const adminRoutes: FastifyPluginAsyncZod<{ service: AdminService }> = async (app, { service }) => {
  // A ban hides an owner's trucks.
  writesChange(app, ['truck']);
  const adminsOnly = { onRequest: app.requireRole('admin') };

  app.get('/dashboard', { ...adminsOnly, schema: { response: { 200: envelopeSchema(AdminDashboardSchema) } } }, async () => ok(await service.dashboard()));

  app.get('/overview', { ...adminsOnly, schema: { response: { 200: envelopeSchema(AdminOverviewSchema) } } }, async () => ok(await service.overview()));

  app.get('/users', { ...adminsOnly, schema: { querystring: AdminUserListQuerySchema, response: { 200: envelopeSchema(AdminUserListResultSchema) } } }, async (request) =>
    ok(await service.listUsers(request.query)),
  );

  app.put(
    '/users/:id/ban',
    { ...adminsOnly, schema: { params: UserIdParamsSchema, body: BanBodySchema, response: { 200: envelopeSchema(z.object({ user: AdminUserSchema })) } } },
    async (request) => {
      const { user, banned } = await service.toggleBan(request.requireUser(), request.params.id, request.body.reason);
      return ok({ user }, banned ? `${user.name} has been banned` : `${user.name} has been unbanned`);
    },
  );
};

export default adminRoutes;
