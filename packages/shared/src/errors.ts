/**
 * Every machine-readable error code the API answers with, and its HTTP status: the one place the
 * two are paired. Clients match these codes, never message text.
 */
export const ERROR_STATUS = {
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  BAD_URL: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  ACCOUNT_BANNED: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  TRUCK_NOT_FOUND: 404,
  MENU_ITEM_NOT_FOUND: 404,
  DISH_NOT_FOUND: 404,
  REVIEW_NOT_FOUND: 404,
  EVENT_NOT_FOUND: 404,
  HISTORY_ENTRY_NOT_FOUND: 404,
  APPLICATION_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  BLOG_NOT_FOUND: 404,
  STOP_NOT_FOUND: 404,
  STOP_EXCEPTION_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  CATERING_REQUEST_NOT_FOUND: 404,
  CATERING_QUOTE_NOT_FOUND: 404,
  IMPORT_NOT_FOUND: 404,
  CLAIM_NOT_FOUND: 404,
  SUGGESTION_NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  /** Ordering: the truck is closed or not taking orders. */
  NOT_TAKING_ORDERS: 409,
  /** Ordering: the chosen pickup slot has no room left. */
  SLOT_FULL: 409,
  /** Ordering: a dish in the order is sold out (or unavailable). */
  ITEM_SOLD_OUT: 409,
  /** Ordering: the customer already has the most open orders at this truck. */
  TOO_MANY_OPEN_ORDERS: 409,
  /** An order cannot move to the asked status from the one it is in. */
  ORDER_STATE_CONFLICT: 409,
  /** Catering: the truck asked for by name is out then, too far, or not taking work. */
  TRUCK_NOT_AVAILABLE: 409,
  /** Catering: the customer already has the most open requests. */
  TOO_MANY_OPEN_REQUESTS: 409,
  /** Listings: the truck has an owner already, or has no owner to take orders. */
  ALREADY_CLAIMED: 409,
  TRUCK_UNCLAIMED: 409,
  /** A decision already taken (a claim, a suggestion, an import confirmed). */
  ALREADY_DECIDED: 409,
  BODY_TOO_LARGE: 413,
  URL_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An upload that is not a readable photo (empty, corrupt, or another kind of file). */
  INVALID_IMAGE: 422,
  /** Ordering: the pickup time is not one of the truck's slots (past, beyond the day, or off the quarter hour). */
  SLOT_UNAVAILABLE: 422,
  /** Events: the truck stands farther from the event than trucks travel to one (EVENT_REACH_KM). */
  TRUCK_TOO_FAR: 422,
  /** The pickup code told at the counter is not the order's. */
  WRONG_PICKUP_CODE: 422,
  /** An Idempotency-Key already used for a different order. */
  IDEMPOTENCY_KEY_REUSED: 422,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL_ERROR: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The code for a status when nothing more specific is known (framework and plugin errors). */
export function codeForStatus(status: number): ErrorCode {
  const generic: Record<number, ErrorCode> = {
    400: 'BAD_REQUEST',
    401: 'UNAUTHORIZED',
    403: 'FORBIDDEN',
    404: 'NOT_FOUND',
    408: 'REQUEST_TIMEOUT',
    409: 'CONFLICT',
    413: 'BODY_TOO_LARGE',
    414: 'URL_TOO_LONG',
    415: 'UNSUPPORTED_MEDIA_TYPE',
    429: 'RATE_LIMITED',
    431: 'HEADERS_TOO_LARGE',
  };
  return generic[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
