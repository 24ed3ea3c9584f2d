import type { Envelope, ErrorCode } from '@dishrated/shared';

/** An API failure carrying the server's message (or a fallback) and the HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
    /** The API's machine-readable code (TRUCK_NOT_FOUND, RATE_LIMITED, ...); match this, never the message. */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR = 'Network error occurred';

/**
 * Called when the server refuses the session on any request (expired, signed out elsewhere,
 * banned), so the app signs out at once instead of on the next page load. The handler ignores
 * refusals while nobody is signed in.
 */
let onSessionRefused: ((error: ApiError) => void) | null = null;
export function setSessionRefusedHandler(handler: ((error: ApiError) => void) | null) {
  onSessionRefused = handler;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How requests reach the API: the browser's fetch, or, when the server renders a page, a call
 * straight into its own routes (there is no network address to fetch a relative path from).
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/**
 * The one API client: sends JSON, unwraps { success, message, data } and turns failures into
 * messages: the server's message, else status and text, else 'Network error occurred'. The
 * session rides in an HttpOnly cookie the browser sends by itself; no script here ever sees it.
 */
export async function apiRequest<T>(method: Method, path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<{ data: T; message: string }> {
  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  // A file upload (FormData) sets its own multipart content type, boundary included.
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await transport(`/api${path}`, { method, headers, body: body === undefined ? undefined : isForm ? body : JSON.stringify(body) });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  let envelope: Partial<Envelope<T>> & { data?: { field?: string } | T } = {};
  try {
    envelope = await response.json();
  } catch {
    // A successful answer whose body could not be read (the page navigated away mid-read, the
    // connection dropped) is a network failure, never an answer: it must not pass for a refusal.
    if (response.ok) throw new ApiError(NETWORK_ERROR, 0);
    // A proxy's HTML error page or an empty body: fall back to the status text below.
  }
  if (!response.ok || envelope.success === false) {
    const message = envelope.message || `${response.status} ${response.statusText}`.trim() || NETWORK_ERROR;
    const field = (envelope.data as { field?: string } | null | undefined)?.field;
    const error = new ApiError(message, response.status, field, (envelope as { code?: ErrorCode }).code);
    // Signing in and redeeming a reset link answer 401 for a wrong password or link, not the session.
    const judgesCredentials = path.startsWith('/auth/login') || path.startsWith('/auth/reset-password');
    if (!judgesCredentials && (error.status === 401 || error.code === 'ACCOUNT_BANNED')) onSessionRefused?.(error);
    throw error;
  }
  return { data: envelope.data as T, message: envelope.message ?? '' };
}

export const api = {
  get: <T>(path: string) => apiRequest<T>('GET', path),
  post: <T>(path: string, body?: unknown, headers?: Record<string, string>) => apiRequest<T>('POST', path, body ?? {}, headers),
  put: <T>(path: string, body?: unknown) => apiRequest<T>('PUT', path, body ?? {}),
  patch: <T>(path: string, body?: unknown) => apiRequest<T>('PATCH', path, body ?? {}),
  delete: <T>(path: string) => apiRequest<T>('DELETE', path),
  upload: <T>(path: string, form: FormData) => apiRequest<T>('POST', path, form),
};

/** List filters as a query string: empty values and 'all' (no filter) are left out. */
export function filterQuery(params: object): string {
  return new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== '' && v !== 'all')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
}

/** The message to show for a failure, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
