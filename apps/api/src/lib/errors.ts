import { ERROR_STATUS, type ErrorCode } from '@dishrated/shared';

/** An error whose message is safe to show to the client, with its code (which sets the status). */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = ERROR_STATUS[code];
  }
}

type NotFoundCode = Extract<ErrorCode, `${string}_NOT_FOUND`>;
/** Each not-found message, once. */
const NOT_FOUND_MESSAGES: Record<Exclude<NotFoundCode, 'ROUTE_NOT_FOUND'>, string> = {
  TRUCK_NOT_FOUND: 'The requested food truck could not be found.',
  MENU_ITEM_NOT_FOUND: 'Menu item not found',
  DISH_NOT_FOUND: 'The dish could not be found.',
  REVIEW_NOT_FOUND: 'The review could not be found.',
  EVENT_NOT_FOUND: 'Event not found',
  HISTORY_ENTRY_NOT_FOUND: 'Location history entry not found',
  APPLICATION_NOT_FOUND: 'Application not found',
  USER_NOT_FOUND: 'User not found',
  BLOG_NOT_FOUND: 'Blog post not found',
  STOP_NOT_FOUND: 'Stop not found',
  STOP_EXCEPTION_NOT_FOUND: 'Closed date not found',
  ORDER_NOT_FOUND: 'Order not found',
  CATERING_REQUEST_NOT_FOUND: 'Catering request not found',
  CATERING_QUOTE_NOT_FOUND: 'Quote not found',
  IMPORT_NOT_FOUND: 'Import not found',
  CLAIM_NOT_FOUND: 'Claim not found',
  SUGGESTION_NOT_FOUND: 'Suggestion not found',
};

export const badRequest = (message: string, field?: string) => new AppError(field ? 'VALIDATION_FAILED' : 'BAD_REQUEST', message, field);
export const unauthorized = (message = 'Please sign in to continue') => new AppError('UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have permission to do this', code: 'FORBIDDEN' | 'ACCOUNT_BANNED' = 'FORBIDDEN') =>
  new AppError(code, message);
/** A screen that words it differently (the owner's 'Truck not found') passes its own message. */
export const notFound = (code: keyof typeof NOT_FOUND_MESSAGES, message = NOT_FOUND_MESSAGES[code]) => new AppError(code, message);
export const tooManyRequests = (message: string) => new AppError('RATE_LIMITED', message);
export const conflict = (message: string, field?: string) => new AppError('CONFLICT', message, field);

/** PostgreSQL unique_violation, as raised by both drivers (drizzle wraps it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * PostgreSQL SQLSTATEs of a server going away or refusing for now: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up) and the connection_exception class.
 */
const UNAVAILABLE_CODES = /^(57P0[123]|08\d{3})$/;
/** What the drivers say when a connection is gone, cannot be made, or the database was closed. */
const UNAVAILABLE_MESSAGES = /Connection terminated|ECONNREFUSED|ECONNRESET|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end|PGlite is clos(ed|ing)/i;

/** The database cannot be reached just now (restarting, cut off): the request may work again shortly. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.test(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
