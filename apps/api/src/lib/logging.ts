import type { FastifyServerOptions } from 'fastify';

/** Fields that are never written to a log, at the top of a logged object or one level down. */
const SECRET_FIELDS = ['password', 'currentPassword', 'newPassword', 'token', 'passwordHash', 'tokenHash', 'authorization', 'cookie'];
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

interface LoggedError {
  type: string;
  message: string;
  code?: string;
  query?: string;
  stack?: string;
  cause?: LoggedError;
}

/**
 * Errors as logged. Drizzle's query errors carry the SQL parameters (emails, password hashes) in
 * their message, stack and `params`: only the statement text (with $1 placeholders) and the
 * driver's error code and message are kept, with the values PostgreSQL quotes in its messages
 * (`invalid input syntax for type integer: "..."`) blanked. Other errors keep message and stack,
 * never extra properties.
 */
export function serializeError(error: unknown, depth = 0, fromQuery = false): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown' };
  const { code, query, params, cause } = error as Error & { code?: unknown; query?: unknown; params?: unknown; cause?: unknown };
  const isQueryError = typeof query === 'string' && params !== undefined;
  const logged: LoggedError = { type: error.name, message: error.message };
  if (typeof code === 'string') logged.code = code;
  if (isQueryError) {
    logged.message = 'Failed query';
    logged.query = query;
  } else if (fromQuery) {
    logged.message = error.message.replace(/"[^"]*"/g, '"…"').split('\n')[0]!;
  } else {
    logged.stack = error.stack;
  }
  if (cause !== undefined && depth < 3) logged.cause = serializeError(cause, depth + 1, fromQuery || isQueryError);
  return logged;
}

/** Requests as logged: method and path only. Query strings can hold emails, searches or tokens. */
function serializeRequest(request: { method: string; url: string; ip?: string; id?: string }) {
  const [path, query] = request.url.split('?');
  return { method: request.method, url: query === undefined ? path : `${path}?…`, remoteAddress: request.ip };
}

export function loggerOptions(level: string, options: { pretty?: boolean; stream?: { write(line: string): void } } = {}): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    // Fastify's types expect its own error shape; pino accepts any serializer function.
    serializers: { err: serializeError as never, error: serializeError as never, req: serializeRequest as never },
    ...(options.stream ? { stream: options.stream } : {}),
    ...(options.pretty ? { transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } } } : {}),
  };
}
