import {
  CLAIM_STATUSES,
  ClaimBodySchema,
  ClaimDecisionBodySchema,
  ClaimIdParamsSchema,
  ClaimListSchema,
  ClaimSchema,
  FssaiVerifyBodySchema,
  LISTING_REPORT_STATUSES,
  ListingReportBodySchema,
  ListingReportSchema,
  MergeBodySchema,
  MergeResultSchema,
  RetireBodySchema,
  SUGGESTION_STATUSES,
  SuggestionBodySchema,
  SuggestionDecisionBodySchema,
  SuggestionIdParamsSchema,
  TruckIdParamsSchema,
  TruckImportBodySchema,
  TruckImportIdParamsSchema,
  TruckImportSchema,
  TruckSuggestionSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { writesChange } from '../../lib/invalidates.js';
import type { ImportService } from './import-service.js';
import type { ListingService } from './service.js';

interface Services {
  listings: ListingService;
  imports: ImportService;
}

const ClaimEnvelope = envelopeSchema(z.object({ claim: ClaimSchema }));
const SuggestionEnvelope = envelopeSchema(z.object({ suggestion: TruckSuggestionSchema }));
const ImportEnvelope = envelopeSchema(z.object({ import: TruckImportSchema }));
const statusQuery = <T extends readonly [string, ...string[]]>(statuses: T) => z.object({ status: z.enum(statuses, { error: `status must be one of ${statuses.join(', ')}` }).optional() });

/** What signed-in visitors do with listings: claim one, suggest a truck, report a listing. */
export const visitorListingRoutes: FastifyPluginAsyncZod<Services> = async (app, { listings }) => {
  // A claim, a suggestion or a report waits for an admin: visitors read nothing new yet.
  writesChange(app, []);
  const auth = { onRequest: app.authenticate };

  app.post(
    '/trucks/:id/claims',
    {
      ...auth,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' }, answers: { 409: 'The truck is run by its owner already, or this user has a claim of it waiting' } },
      schema: {
        params: TruckIdParamsSchema,
        body: ClaimBodySchema,
        description: 'Claims a listing nobody runs yet, with the FSSAI licence number, a phone and a photo of the licence or the truck (uploaded first). An admin decides; approval makes the claimant its owner.',
        response: { 201: ClaimEnvelope },
      },
    },
    async (request, reply) => reply.status(201).send(ok({ claim: await listings.claim(request.requireUser(), request.params.id, request.body) }, 'Claim sent. We will check your licence and tell you by mail.')),
  );

  app.get('/me/claims', { ...auth, schema: { description: 'The signed-in user’s claims, newest first.', response: { 200: envelopeSchema(z.object({ claims: z.array(ClaimSchema) })) } } }, async (request) =>
    ok({ claims: await listings.myClaims(request.requireUser()) }),
  );

  app.post(
    '/truck-suggestions',
    {
      ...auth,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        body: SuggestionBodySchema,
        description: 'Suggests a truck the visitor met: its name, cuisine, where (picked on the map, or an address looked up) and when, with a photo. An admin accepts it as a listing or rejects it.',
        response: { 201: SuggestionEnvelope },
      },
    },
    async (request, reply) => reply.status(201).send(ok({ suggestion: await listings.suggest(request.requireUser(), request.body) }, 'Thank you! We will look at your suggestion soon.')),
  );

  app.post(
    '/trucks/:id/listing-reports',
    {
      ...auth,
      config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
      schema: { params: TruckIdParamsSchema, body: ListingReportBodySchema, description: 'Tells admins a listing closed for good, is wrong, or repeats another.', response: { 201: envelopeSchema(z.object({ id: z.string() })) } },
    },
    async (request, reply) => reply.status(201).send(ok(await listings.report(request.requireUser(), request.params.id, request.body), 'Thank you. An admin will look at it.')),
  );
};

/** Admins' side of listings: imports, claims, suggestions, reports, retiring, merging and FSSAI checks. */
export const adminListingRoutes: FastifyPluginAsyncZod<Services> = async (app, { listings, imports }) => {
  const adminsOnly = { onRequest: app.requireRole('admin') };
  // What changes trucks visitors read says so; deciding a report or rejecting changes none.
  const changesTrucks = { invalidates: ['truck'] as const };
  writesChange(app, []);

  app.post(
    '/truck-imports',
    {
      ...adminsOnly,
      bodyLimit: 8 * 1024 * 1024,
      schema: {
        body: TruckImportBodySchema,
        description: `Previews an import of listings from a CSV file (a header row naming name, cuisine, city, address, latitude, longitude, phone, website, instagram, hours, source) or a GeoJSON FeatureCollection of points: the rows to create, the rows that look like a truck we have or an earlier row, and the rows refused with why, by line. Nothing is created until it is confirmed.`,
        response: { 201: ImportEnvelope },
      },
    },
    async (request, reply) => reply.status(201).send(ok({ import: await imports.preview(request.requireUser(), request.body) }, 'Import previewed')),
  );

  app.get('/truck-imports/:id', { ...adminsOnly, schema: { params: TruckImportIdParamsSchema, description: 'One import as previewed (and how many listings confirming made).', response: { 200: ImportEnvelope } } }, async (request) =>
    ok({ import: await imports.one(request.params.id) }),
  );

  app.post(
    '/truck-imports/:id/confirm',
    {
      ...adminsOnly,
      config: { ...changesTrucks, answers: { 409: 'The import was confirmed already' } },
      schema: { params: TruckImportIdParamsSchema, description: 'Creates the previewed rows as listings, all or none, once.', response: { 200: ImportEnvelope } },
    },
    async (request) => {
      const confirmed = await imports.confirm(request.requireUser(), request.params.id);
      return ok({ import: confirmed }, `${confirmed.created} listings created`);
    },
  );

  app.get('/claims', { ...adminsOnly, schema: { querystring: statusQuery(CLAIM_STATUSES), description: 'Claims by listing, newest first, each listing’s competing claims together.', response: { 200: envelopeSchema(ClaimListSchema) } } }, async (request) =>
    ok({ groups: await listings.claimGroups(request.query.status ?? null) }),
  );

  app.put(
    '/claims/:claimId',
    {
      ...adminsOnly,
      config: { ...changesTrucks, answers: { 409: 'Decided already, or the truck is run by its owner already' } },
      schema: { params: ClaimIdParamsSchema, body: ClaimDecisionBodySchema, description: 'Approves a claim (the claimant becomes the listing’s owner; other pending claims are turned down) or rejects it with a reason. The claimant is mailed either way.', response: { 200: ClaimEnvelope } },
    },
    async (request) => {
      const claim = await listings.decideClaim(request.requireUser(), request.params.claimId, request.body.decision, request.body.reason);
      return ok({ claim }, claim.status === 'approved' ? 'Claim approved' : 'Claim rejected');
    },
  );

  app.get(
    '/truck-suggestions',
    { ...adminsOnly, schema: { querystring: statusQuery(SUGGESTION_STATUSES), description: 'Visitors’ suggestions, newest first; pending ones with the listings and suggestions that look like them.', response: { 200: envelopeSchema(z.object({ suggestions: z.array(TruckSuggestionSchema) })) } } },
    async (request) => ok({ suggestions: await listings.suggestions(request.query.status ?? null) }),
  );

  app.put(
    '/truck-suggestions/:id',
    {
      ...adminsOnly,
      config: { ...changesTrucks, answers: { 409: 'Decided already' } },
      schema: { params: SuggestionIdParamsSchema, body: SuggestionDecisionBodySchema, description: 'Accepts a suggestion as a listing (the suggester is thanked in the bell) or rejects it with a reason.', response: { 200: SuggestionEnvelope } },
    },
    async (request) => {
      const suggestion = await listings.decideSuggestion(request.requireUser(), request.params.id, request.body.decision, request.body.reason);
      return ok({ suggestion }, suggestion.status === 'accepted' ? 'Suggestion accepted: the truck is listed' : 'Suggestion rejected');
    },
  );

  app.get(
    '/listing-reports',
    { ...adminsOnly, schema: { querystring: statusQuery(LISTING_REPORT_STATUSES), description: 'Visitors’ reports of listings, newest first.', response: { 200: envelopeSchema(z.object({ reports: z.array(ListingReportSchema) })) } } },
    async (request) => ok({ reports: await listings.reports(request.query.status ?? null) }),
  );

  app.put(
    '/listing-reports/:id/dismiss',
    { ...adminsOnly, schema: { params: z.object({ id: z.uuid({ error: 'Invalid report id' }) }), description: 'Marks a report dealt with, leaving the listing as it is.', response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await listings.dismissReport(request.params.id);
      return ok(null, 'Report dismissed');
    },
  );

  app.put(
    '/trucks/:id/retire',
    { ...adminsOnly, config: changesTrucks, schema: { params: TruckIdParamsSchema, body: RetireBodySchema, description: 'Retires a listing that closed for good: it leaves every list, search and page.', response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await listings.retire(request.requireUser(), request.params.id, request.body.reason);
      return ok(null, 'Listing retired');
    },
  );

  app.post(
    '/trucks/:id/merge',
    {
      ...adminsOnly,
      config: changesTrucks,
      schema: { params: TruckIdParamsSchema, body: MergeBodySchema, description: 'Merges this duplicate listing into the one kept (`into`): its reviews, dishes and follows move there and the duplicate is retired.', response: { 200: envelopeSchema(MergeResultSchema) } },
    },
    async (request) => ok(await listings.merge(request.requireUser(), request.params.id, request.body.into), 'Listings merged'),
  );

  app.put(
    '/trucks/:id/fssai',
    { ...adminsOnly, config: changesTrucks, schema: { params: TruckIdParamsSchema, body: FssaiVerifyBodySchema, description: 'Marks the truck’s FSSAI licence number checked against the licence (the page then says "FSSAI verified"), or unmarks it.', response: { 200: envelopeSchema(z.null()) } } },
    async (request) => {
      await listings.verifyFssai(request.requireUser(), request.params.id, request.body.verified);
      return ok(null, request.body.verified ? 'FSSAI licence marked verified' : 'FSSAI licence no longer marked verified');
    },
  );
};
