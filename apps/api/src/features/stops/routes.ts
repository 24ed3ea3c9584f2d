import {
  OwnerStopsResultSchema,
  ScheduleBodySchema,
  ScheduleEntrySchema,
  StopCopyWeekSchema,
  StopExceptionInputSchema,
  StopExceptionParamsSchema,
  StopExceptionSchema,
  StopImportConfirmSchema,
  StopImportPreviewSchema,
  StopImportRequestSchema,
  StopInputSchema,
  StopOccurrencesResultSchema,
  StopParamsSchema,
  StopRangeQuerySchema,
  StopSchema,
  TruckIdParamsSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { StopService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

/** Where a truck will be: occurrences of its stops in a window, and its calendar feed. */
export const stopRoutes: FastifyPluginAsyncZod<{ service: StopService }> = async (app, { service }) => {
  app.get(
    '/:id/stops',
    { schema: { params: TruckIdParamsSchema, querystring: StopRangeQuerySchema, description: 'The truck’s stops as occurrences overlapping [from, to) (default: the coming week; at most 92 days).', response: { 200: envelopeSchema(StopOccurrencesResultSchema) } } },
    async (request) => ok(await service.occurrences(request.params.id, request.query)),
  );
  app.get(
    '/:id/calendar.ics',
    { config: { answers: { 200: { description: 'The truck’s stops as a subscribable iCalendar feed', contentType: 'text/calendar' } } }, schema: { params: TruckIdParamsSchema, produces: ['text/calendar'], description: 'The truck’s stops as a subscribable iCalendar feed (RRULE with EXDATE, one UID per stop).' } },
    async (request, reply) => reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'public, max-age=300').send(await service.calendar(request.params.id)),
  );
};

/** The owner's stops and closed dates. */
export const ownerStopRoutes: FastifyPluginAsyncZod<{ service: StopService }> = async (app, { service }) => {
  writesChange(app, ['truck']);
  const ownersOnly = { onRequest: app.requireRole('owner', 'admin') };
  const nothing = envelopeSchema(z.null());
  app.get('/trucks/:id/stops', { ...ownersOnly, schema: { params: TruckIdParamsSchema, response: { 200: envelopeSchema(OwnerStopsResultSchema) } } }, async (request) =>
    ok(await service.list(request.requireUser(), request.params.id)),
  );
  app.post('/trucks/:id/stops', { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: StopInputSchema, response: { 201: envelopeSchema(z.object({ stop: StopSchema })) } } }, async (request, reply) => {
    const stop = await service.add(request.requireUser(), request.params.id, request.body);
    return reply.code(201).send(ok({ stop }, 'Stop added'));
  });
  app.put('/trucks/:id/stops/:stopId', { ...ownersOnly, schema: { params: StopParamsSchema, body: StopInputSchema, response: { 200: envelopeSchema(z.object({ stop: StopSchema })) } } }, async (request) =>
    ok({ stop: await service.update(request.requireUser(), request.params.id, request.params.stopId, request.body) }, 'Stop updated'),
  );
  app.delete('/trucks/:id/stops/:stopId', { ...ownersOnly, schema: { params: StopParamsSchema, response: { 200: nothing } } }, async (request) => {
    await service.remove(request.requireUser(), request.params.id, request.params.stopId);
    return ok(null, 'Stop deleted');
  });
  app.put(
    '/trucks/:id/schedule',
    {
      ...ownersOnly,
      schema: {
        params: TruckIdParamsSchema,
        body: ScheduleBodySchema,
        description: 'The week as hours per day: each distinct time and place becomes a regular stop at the truck’s current place (replacing its regular stops; one-off stops and closed dates stay). Answers the coming week.',
        response: { 200: envelopeSchema(z.object({ schedule: z.array(ScheduleEntrySchema) })) },
      },
    },
    async (request) => ok({ schedule: await service.setWeeklyHours(request.requireUser(), request.params.id, request.body) }, 'Schedule updated successfully'),
  );
  app.post(
    '/trucks/:id/stops/import',
    {
      ...ownersOnly,
      bodyLimit: 1024 * 1024,
      schema: {
        params: TruckIdParamsSchema,
        body: StopImportRequestSchema,
        description: 'Reads a calendar (an .ics file’s text, or a public http(s) address, fetched within 512 KB and 10 s) and answers the stops it would create and the events it leaves out, with reasons. Nothing is saved.',
        response: { 200: envelopeSchema(StopImportPreviewSchema) },
      },
    },
    async (request) => {
      const preview = await service.previewImport(request.requireUser(), request.params.id, request.body);
      return ok(preview, `${preview.stops.length} stops to import, ${preview.skipped.length} left out`);
    },
  );
  app.post(
    '/trucks/:id/stops/import/confirm',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: StopImportConfirmSchema, description: 'Creates the previewed stops (with their closed dates) in one go.', response: { 201: envelopeSchema(z.object({ stops: z.array(StopSchema) })) } } },
    async (request, reply) => {
      const stops = await service.confirmImport(request.requireUser(), request.params.id, request.body);
      return reply.code(201).send(ok({ stops }, `${stops.length} stops imported`));
    },
  );
  app.post(
    '/trucks/:id/stops/copy-week',
    { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: StopCopyWeekSchema, description: 'Copies the one-off stops of the week starting `from` (a Monday) to the week after; ones already there are not copied again.', response: { 201: envelopeSchema(z.object({ stops: z.array(StopSchema) })) } } },
    async (request, reply) => {
      const stops = await service.copyWeek(request.requireUser(), request.params.id, request.body);
      return reply.code(201).send(ok({ stops }, stops.length === 1 ? '1 stop copied' : `${stops.length} stops copied`));
    },
  );
  app.post('/trucks/:id/stop-exceptions', { ...ownersOnly, schema: { params: TruckIdParamsSchema, body: StopExceptionInputSchema, response: { 201: envelopeSchema(z.object({ exception: StopExceptionSchema })) } } }, async (request, reply) => {
    const exception = await service.addException(request.requireUser(), request.params.id, request.body);
    return reply.code(201).send(ok({ exception }, 'Closed date added'));
  });
  app.delete('/trucks/:id/stop-exceptions/:exceptionId', { ...ownersOnly, schema: { params: StopExceptionParamsSchema, response: { 200: nothing } } }, async (request) => {
    await service.removeException(request.requireUser(), request.params.id, request.params.exceptionId);
    return ok(null, 'Closed date removed');
  });
};
