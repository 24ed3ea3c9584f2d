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

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Statuses a route answers beyond those its declaration implies: an error (409 for a state
     * conflict, ...) with why, or an answer that is not JSON with its content type.
     */
    answers?: Partial<Record<number, string | { description: string; contentType: string }>>;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The one form field a photo upload sends. */
const MULTIPART_PHOTO = { type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary', description: 'A JPEG, PNG or WebP photo' } } };
/** A session by the browser's cookie or an API client's bearer token. */
const SIGNED_IN: Array<Record<string, string[]>> = [{ cookieAuth: [] }, { bearerAuth: [] }];
const SIGNED_IN_OR_NOT: Array<Record<string, string[]>> = [{}, ...SIGNED_IN];

/** The errors a route can answer with, read from how it is declared. */
function documentedErrors(route: RouteOptions, signedIn: boolean): Record<string, unknown> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const methods = [route.method].flat();
  const errors: Record<string, unknown> = {};
  // Any query can be refused (NUL, broken Unicode, an escape that is not UTF-8), whatever the route declares.
  errors['400'] = errorResponse('Invalid input; data.field names the field');
  if (signedIn) {
    errors['401'] = errorResponse('Not signed in, or the session has ended');
    errors['403'] = errorResponse('Signed in, but not allowed (role, ownership, a ban, or a write from another site riding on the session cookie)');
  }
  if (schema.params) {
    errors['404'] = errorResponse('No such resource (or not yours)');
    errors['414'] = errorResponse('A part of the address is too long');
  }
  if (methods.some((method) => STATE_CHANGING.has(method)) && (schema.body || schema.consumes)) {
    errors['408'] = errorResponse('The request took too long to arrive');
    errors['413'] = errorResponse('The request body is too large');
    errors['415'] = errorResponse('Unsupported content type');
  }
  const config = (route.config ?? {}) as { rateLimit?: unknown; answers?: Partial<Record<number, string | { description: string; contentType: string }>> };
  if (config.rateLimit) errors['429'] = errorResponse('Too many attempts; wait and try again');
  for (const [status, answer] of Object.entries(config.answers ?? {})) {
    errors[status] = typeof answer === 'string' ? errorResponse(answer) : { description: answer!.description, content: { [answer!.contentType]: { schema: { type: 'string' } } } };
  }
  errors['500'] = errorResponse('Unexpected server error (no details are exposed)');
  return errors;
}

/** A stable operationId from the method and path: GET /api/trucks/{id}/live is getTrucksByIdLive. */
function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^[:{](\w+)\}?$/.exec(part)?.[1];
      const word = (param ? `by-${param}` : part).replace(/\.(\w+)$/, '-$1');
      return word.split(/[-_]/).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
    });
  return `${method.toLowerCase()}${words.join('')}`;
}

/** One line for the operation list: the description's first sentence, or the method and path. */
function summaryOf(method: string, url: string, description: unknown): string {
  const first = typeof description === 'string' ? /^[^.\n]{4,100}/.exec(description.replace(/`/g, ''))?.[0] : undefined;
  return first ? first.trim() : `${method} ${url.replace(/:(\w+)/g, '{$1}')}`;
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
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'For API clients: the token sign-in answers with.' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'dishrated_session', description: "The browser's session (HttpOnly); writes riding on it must come from the site's own pages." },
        },
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const route = input.route as RouteOptions;
      const signedIn = options.isSignedInRoute(route);
      // A route without a schema (none should be left, but one would otherwise fail the whole
      // document) is listed as it is.
      const schema = (transformed.schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> };
      // '/api/trucks', not the '/api/trucks/' a prefixed '/' route also answers to.
      const url = transformed.url.replace(/(.)\/$/, '$1');
      const method = [route.method].flat()[0]!;
      const optional = [route.onRequest ?? []].flat().includes(app.optionalAuth as never);
      return {
        ...transformed,
        url,
        schema: {
          ...schema,
          // A file upload reads its multipart body itself; the document still shows what to send.
          ...(!schema.body && (schema.consumes as string[] | undefined)?.includes('multipart/form-data') ? { body: MULTIPART_PHOTO } : {}),
          operationId: operationIdOf(method, url),
          summary: (schema.summary as string | undefined) ?? summaryOf(method, url, schema.description),
          response: { ...documentedErrors(route, signedIn), ...(schema.response ?? {}) },
          // Public routes need nothing; some show more to a signed-in user; a route may name its own (the metrics' token).
          security: (schema.security ?? (signedIn ? SIGNED_IN : optional ? SIGNED_IN_OR_NOT : [])) as Array<Record<string, string[]>>,
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
