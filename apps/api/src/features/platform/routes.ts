import { PublicConfigSchema, envelopeSchema, type PublicConfig } from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { AppError } from '../../lib/errors.js';
import { hasMetricsToken, type Metrics } from './metrics.js';
import type { Readiness } from './readiness.js';

/** What orchestrators and the web app ask of the instance itself: liveness, readiness, public settings. */
export const platformRoutes: FastifyPluginAsyncZod<{ readiness: Readiness; publicConfig: () => PublicConfig }> = async (app, { readiness, publicConfig }) => {
  app.get(
    '/health',
    { schema: { description: 'Liveness: the process answers. Cheap, with no dependency checked.', response: { 200: envelopeSchema(z.object({ status: z.literal('ok') })) } } },
    async () => ok({ status: 'ok' as const }),
  );
  app.get(
    '/ready',
    {
      config: { answers: { 503: 'Not ready; the message names each failing part: draining, database, migrations, index (the trucks still loading), stale (the change feed not heard for 5 s)' } },
      schema: {
        description: 'Readiness: the database answers with this build’s migrations, every truck is in memory and the change feed keeping it current is heard, and the instance is not shutting down. Redis answering or not does not change readiness: `degraded` names it when it does not (rate limits then count per instance).',
        response: { 200: envelopeSchema(z.object({ status: z.literal('ready'), degraded: z.array(z.enum(['redis'])) })) },
      },
    },
    async () => {
      const { failing, degraded } = await readiness.check();
      if (failing.length) throw new AppError('SERVICE_UNAVAILABLE', `Not ready: ${failing.join(', ')}`);
      return ok({ status: 'ready' as const, degraded }, degraded.length ? `Ready, degraded: ${degraded.join(', ')}` : 'OK');
    },
  );
  app.get('/config', { schema: { response: { 200: envelopeSchema(PublicConfigSchema) } } }, async () => ok(publicConfig()));
};

/** Prometheus metrics on the main port, behind METRICS_TOKEN as a bearer token. */
export const metricsRoutes: FastifyPluginAsyncZod<{ metrics: Metrics; token: string }> = async (app, { metrics, token }) => {
  app.get(
    '/metrics',
    {
      config: { answers: { 200: { description: 'Prometheus text exposition format', contentType: 'text/plain' }, 401: 'Without the metrics token' } },
      schema: { description: 'Prometheus metrics (only when METRICS_TOKEN is set; send it as a bearer token).', produces: ['text/plain'], security: [{ bearerAuth: [] }] },
    },
    async (request, reply) => {
      if (!hasMetricsToken(request.headers.authorization, token)) throw new AppError('UNAUTHORIZED', 'The metrics need their token');
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    },
  );
};
