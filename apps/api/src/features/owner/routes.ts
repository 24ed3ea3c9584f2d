import {
  AboutBodySchema,
  AnalyticsQuerySchema,
  AnalyticsSchema,
  BasicInfoBodySchema,
  HistoryEntryParamsSchema,
  ImagesBodySchema,
  ImagesResultSchema,
  LocationBodySchema,
  LocationHistoryResultSchema,
  LocationSharingBodySchema,
  OwnerDashboardSchema,
  StatusBodySchema,
  TruckDetailSchema,
  TruckIdParamsSchema,
  TruckListOnlySchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { AnalyticsService } from '../analytics/index.js';
import type { TruckManageService } from '../trucks/index.js';
import type { OwnerService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

const truck = envelopeSchema(TruckDetailSchema);
const nothing = envelopeSchema(z.null());

/**
 * The owner's screens: dashboard, their trucks and everything on them, analytics. Owners and
 * admins only (customers get 403); on a truck that is not theirs an owner gets 404. Creating and
 * editing a truck and its menu are the trucks feature's handlers, served under /owner/trucks too.
 */
const ownerRoutes: FastifyPluginAsyncZod<{ owner: OwnerService; trucks: TruckManageService; analytics: AnalyticsService }> = async (
  app,
  { owner, trucks, analytics },
) => {
  writesChange(app, ['truck']);
  const ownersOnly = { onRequest: app.requireRole('owner', 'admin') };

  app.get('/dashboard', { ...ownersOnly, schema: { response: { 200: envelopeSchema(OwnerDashboardSchema) } } }, async (request) =>
    ok(await owner.dashboard(request.requireUser())),
  );

  app.get('/analytics', { ...ownersOnly, schema: { querystring: AnalyticsQuerySchema, response: { 200: envelopeSchema(AnalyticsSchema) } } }, async (request) =>
    ok(await analytics.forOwner(request.requireUser().id, request.query)),
  );

  app.get('/trucks', { ...ownersOnly, schema: { response: { 200: envelopeSchema(TruckListOnlySchema) } } }, async (request) =>
    ok({ trucks: await trucks.listOwned(request.requireUser()) }),
  );

  app.get('/trucks/:id', { ...ownersOnly, schema: { params: TruckIdParamsSchema, response: { 200: truck } } }, async (request) =>
    ok({ truck: await trucks.detail(request.requireUser(), request.params.id) }),
  );

  app.put('/trucks/:id/basic-info', { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: BasicInfoBodySchema, response: { 200: truck } } }, async (request) =>
    ok({ truck: await trucks.updateBasicInfo(request.requireUser(), request.params.id, request.body) }, 'Truck updated'),
  );

  app.put('/trucks/:id/about', { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: AboutBodySchema, response: { 200: truck } } }, async (request) =>
    ok({ truck: await trucks.setAbout(request.requireUser(), request.params.id, request.body) }, 'About information updated successfully'),
  );

  app.put(
    '/trucks/:id/images',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: ImagesBodySchema, response: { 200: envelopeSchema(ImagesResultSchema) } } },
    async (request) => ok({ images: await trucks.setImages(request.requireUser(), request.params.id, request.body) }, 'Images updated successfully'),
  );

  app.put('/trucks/:id/location', { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: LocationBodySchema, response: { 200: truck } } }, async (request) =>
    ok({ truck: await trucks.setLocation(request.requireUser(), request.params.id, request.body) }, 'Location updated successfully'),
  );

  app.put('/trucks/:id/status', { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: StatusBodySchema, response: { 200: truck } } }, async (request) =>
    ok({ truck: await trucks.setStatus(request.requireUser(), request.params.id, request.body) }, 'Truck status updated'),
  );

  app.put(
    '/trucks/:id/location-sharing',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: LocationSharingBodySchema, response: { 200: truck } } },
    async (request) => {
      const { enabled } = request.body;
      const updated = await trucks.setLocationSharing(request.requireUser(), request.params.id, enabled);
      return ok({ truck: updated }, `Location sharing ${enabled ? 'enabled' : 'disabled'} successfully`);
    },
  );

  app.get(
    '/trucks/:id/location-history',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(LocationHistoryResultSchema) } } },
    async (request) => ok({ history: await trucks.locationHistory(request.requireUser(), request.params.id) }),
  );

  app.delete(
    '/trucks/:id/location-history',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(z.object({ deleted: z.number() })) } } },
    async (request) => {
      const deleted = await trucks.clearHistory(request.requireUser(), request.params.id);
      return ok({ deleted }, 'Location history cleared');
    },
  );

  app.delete('/trucks/:id/location-history/:entryId', { ...ownersOnly, config: { answers: { 409: 'The current location cannot be deleted' } }, schema: { params: HistoryEntryParamsSchema, response: { 200: nothing } } }, async (request) => {
    await trucks.deleteHistoryEntry(request.requireUser(), request.params.id, request.params.entryId);
    return ok(null, 'Location history entry removed');
  });
};

export default ownerRoutes;
