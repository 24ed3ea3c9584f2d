import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { PRODUCT_NAME } from '@dishrated/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The error envelope every failure answers with, as a JSON schema for the document. */
const ERROR_ENVELOPE = {
  type: 'object',
  required: ['success', 'message', 'code', 'data'],
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string', description: 'A sentence to show the user.' },
    code: { type: 'string', description: 'Machine-readable: VALIDATION_FAILED, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, RATE_LIMITED, ...' },
    data: {
      type: ['object', 'null'],
      properties: {
        field: { type: 'string' },
        errors: { type: 'array', items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } } } },
      },
    },
  },
} as const;

const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_ENVELOPE } } });

/** The errors a route can answer with, read from how it is declared. */
function documentedErrors(route: RouteOptions, signedIn: boolean): Record<string, unknown> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const errors: Record<string, unknown> = {};
  if (schema.body || schema.querystring || schema.params) errors['400'] = errorResponse('Invalid input; data.field names the field');
  if (signedIn) {
    errors['401'] = errorResponse('Not signed in, or the session has ended');
    errors['403'] = errorResponse('Signed in, but not allowed (role, ownership or a ban)');
  }
  if (schema.params) errors['404'] = errorResponse('No such resource (or not yours)');
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) errors['429'] = errorResponse('Too many attempts; wait and try again');
  errors['500'] = errorResponse('Unexpected server error (no details are exposed)');
  return errors;
}

/**
 * OpenAPI 3.1 generated from the same zod schemas that validate each route, served at
 * /api/openapi.json with interactive docs at /api/docs. Register before any route: the document is
 * collected as routes are added. Each feature's routes are tagged with `tagRoutes`.
 */
export async function registerOpenApi(app: FastifyInstance, options: { isSignedInRoute: (route: RouteOptions) => boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${PRODUCT_NAME} API`,
        version: '1.0.0',
        description:
          'Find food trucks near you, read menus, schedules and reviews, and browse food events. Every answer is ' +
          '`{ success, message, data }`; failures also carry a machine-readable `code`.',
      },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const route = input.route as RouteOptions;
      const signedIn = options.isSignedInRoute(route);
      // A route without a schema (none should be left, but one would otherwise fail the whole
      // document) is listed as it is.
      const schema = (transformed.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
      return {
        ...transformed,
        // '/api/trucks', not the '/api/trucks/' a prefixed '/' route also answers to.
        url: transformed.url.replace(/(.)\/$/, '$1'),
        schema: {
          ...schema,
          response: { ...documentedErrors(route, signedIn), ...(schema.response ?? {}) },
          ...(signedIn ? { security: [{ bearerAuth: [] }] } : {}),
        },
      };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

/** Tags every route registered in this scope (one feature) for the document's grouping. */
export function tagRoutes(scope: FastifyInstance, tag: string) {
  scope.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as { tags?: string[]; hide?: boolean };
    if (!schema.tags) route.schema = { ...schema, tags: [tag] };
  });
}
