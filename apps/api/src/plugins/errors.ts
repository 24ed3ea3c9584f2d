import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { codeForStatus, translateMessage } from '@dishrated/shared';
import { z } from 'zod';
import { AppError, isDatabaseUnavailable } from '../lib/errors.js';
import { requestLocale } from '../lib/request-locale.js';

/** Messages for the framework's own client errors, in words a user can act on. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'Request body size did not match Content-Length',
};

// zod's built-in messages do not name the field; ours (from packages/shared) already read well.
const GENERIC_ZOD_MESSAGE = /^(Invalid (input|option|UUID|email address|URL|string|number|date)\b|Too (small|big)|Unrecognized key)/;

/** zod's own messages in Hindi, made from the issue as zod's Hindi locale words them. */
const hindiZod = z.locales.hi().localeError;

/** A generic zod message in Hindi, from the issue the validator kept (its code and its parameters). */
function hindiGenericMessage(issue: { keyword: string; params?: object }): string | null {
  const made = hindiZod?.({ code: issue.keyword, ...issue.params } as never);
  return typeof made === 'string' ? made : (made?.message ?? null);
}

export function errorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = requestLocale(request);
    const say = (message: string) => translateMessage(message, locale);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'body';
      const errors = error.validation.map((issue) => {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
        const missingBody = field === '' && where === 'body' && issue.keyword === 'invalid_type';
        const raw = issue.message ?? 'Invalid value';
        const generic = GENERIC_ZOD_MESSAGE.test(raw);
        const words = generic && locale === 'hi' ? (hindiGenericMessage(issue) ?? raw) : say(raw);
        const message = missingBody ? say('Request body is required; send a JSON object') : generic && field ? `${field}: ${words}` : words;
        return { field: field || where, message };
      });
      return reply
        .status(400)
        .send({ success: false, message: errors[0]!.message, code: 'VALIDATION_FAILED', data: { field: errors[0]!.field, errors } });
    }
    if (error instanceof AppError) {
      const data = error.field ? { field: error.field, errors: [{ field: error.field, message: error.message }] } : null;
      if (data) data.errors[0]!.message = say(error.message);
      return reply.status(error.statusCode).send({ success: false, message: say(error.message), code: error.code, data });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = say(FRAMEWORK_MESSAGES[error.code] ?? error.message);
      return reply.status(status).send({ success: false, message, code: codeForStatus(status), data: null });
    }
    if (isDatabaseUnavailable(error)) {
      // A restart or a cut connection: the pool reconnects by itself, so say so and when to retry.
      request.log.warn({ err: { message: error.message } }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '2')
        .send({ success: false, message: say('The service is briefly unavailable. Please try again in a moment.'), code: 'SERVICE_UNAVAILABLE', data: null });
    }
    // Logged through the error serializer, which drops SQL parameters (see lib/logging.ts).
    request.log.error({ err: error }, 'unhandled error');
    // No stack trace or driver message ever reaches a client.
    return reply
      .status(500)
      .send({ success: false, message: say('Something went wrong on our side. Please try again.'), code: 'INTERNAL_ERROR', data: null });
  });
  // Success messages too: an envelope's `message` in the request's language (data is never translated).
  app.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    const locale = requestLocale(request);
    if (locale === 'en' || !isEnvelope(payload)) return payload;
    return { ...payload, message: translateMessage(payload.message, locale) };
  });
}

function isEnvelope(payload: unknown): payload is { success: boolean; message: string } {
  return typeof payload === 'object' && payload !== null && 'success' in payload && typeof (payload as { message?: unknown }).message === 'string';
}
