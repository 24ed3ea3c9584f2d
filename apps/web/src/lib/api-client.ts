import type { Envelope, ErrorCode } from '@dishrated/shared';
import type { paths } from './api-types.gen';

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

/**
 * How requests reach the API: the browser's fetch, or, when the server renders a page, a call
 * straight into its own routes (there is no network address to fetch a relative path from).
 */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;
let transport: ApiTransport = (url, init) => fetch(url, init);
export function setApiTransport(next: ApiTransport) {
  transport = next;
}

/** The language the API words its messages in: the page's (set once by the browser's entry). */
let language = 'en';
export function setApiLanguage(locale: string) {
  language = locale;
}

// The API's paths and answers as its OpenAPI document declares them (`npm run api-types`
// generates the types from the routes' own schemas), so a changed answer breaks this typecheck.
type Routes = { [P in keyof paths as P extends `/api${infer Rest}` ? Rest : never]: paths[P] };
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The paths that answer a method. */
export type ApiPath<M extends Method> = { [P in keyof Routes]: Routes[P][M] extends { responses: object } ? P : never }[keyof Routes];
type Operation<M extends Method, P extends ApiPath<M>> = Routes[P][M];
type JsonOf<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;
type Success<R> = R extends { 200: infer A } ? A : R extends { 201: infer A } ? A : never;
/** What a path answers in the envelope's `data` on success. */
export type ApiData<M extends Method, P extends ApiPath<M>> = Operation<M, P> extends { responses: infer R } ? (JsonOf<Success<R>> extends { data: infer D } ? D : null) : never;
/** A query's flags travel as "true"/"false" text; callers pass booleans (false is left out). */
type QueryInput<Q> = { [K in keyof Q]: Q[K] | ('true' extends Q[K] ? boolean : never) };
/** A path's query parameters. */
export type ApiQuery<M extends Method, P extends ApiPath<M>> = Operation<M, P> extends { parameters: { query?: infer Q } } ? QueryInput<NonNullable<Q>> : never;
type Body<O> = O extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

interface RequestOptions<Path, Query, RequestBody> {
  /** Values for the path's `{name}` parts; each is URL-encoded. */
  path?: Path;
  /** Query parameters; absent, empty and 'all' (no filter) values are left out. */
  query?: Query;
  body?: RequestBody;
  /** A file upload: sent as multipart form data instead of a JSON body. */
  form?: FormData;
  headers?: Record<string, string>;
}
type Options<M extends Method, P extends ApiPath<M>> = RequestOptions<
  Operation<M, P> extends { parameters: { path: infer X } } ? X : never,
  ApiQuery<M, P>,
  Body<Operation<M, P>>
>;
/** The options argument is required when the path has `{name}` parts. */
type OptionsArgs<M extends Method, P extends ApiPath<M>> = P extends `${string}{${string}` ? [options: Options<M, P>] : [options?: Options<M, P>];

/** List filters as a query string: absent, empty and 'all' (no filter) values are left out. */
export function queryString(params: object): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '' || value === false || value === 'all' || (Array.isArray(value) && value.length === 0)) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function fillPath(path: string, values: object | undefined): string {
  const named = (values ?? {}) as Record<string, string | number>;
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(named[name] ?? '')));
}

/**
 * The one API client: sends JSON, unwraps { success, message, data } and turns failures into
 * messages: the server's message, else status and text, else 'Network error occurred'. The
 * session rides in an HttpOnly cookie the browser sends by itself; no script here ever sees it.
 */
async function apiRequest(method: Method, path: string, options: RequestOptions<object, object, unknown> = {}): Promise<{ data: unknown; message: string }> {
  const { body, form, query } = options;
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': language, ...options.headers };
  // A file upload (FormData) sets its own multipart content type, boundary included.
  const jsonBody = form ? undefined : method === 'get' || method === 'delete' ? body : (body ?? {});
  if (jsonBody !== undefined) headers['content-type'] = 'application/json';
  const url = `/api${fillPath(path, options.path)}${query ? queryString(query) : ''}`;
  let response: Response;
  try {
    response = await transport(url, { method: method.toUpperCase(), headers, body: form ?? (jsonBody === undefined ? undefined : JSON.stringify(jsonBody)) });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  let envelope: Partial<Envelope<unknown>> & { data?: unknown } = {};
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
  return { data: envelope.data, message: envelope.message ?? '' };
}

/** One method's calls: the path picks the options it takes and the answer it gives. */
const typed =
  <M extends Method>(method: M) =>
  <P extends ApiPath<M>>(path: P, ...[options]: OptionsArgs<M, P>) =>
    apiRequest(method, path, options as RequestOptions<object, object, unknown>) as Promise<{ data: ApiData<M, P>; message: string }>;

export const api = { get: typed('get'), post: typed('post'), put: typed('put'), patch: typed('patch'), delete: typed('delete') };

/** The message to show for a failure, with a screen-specific fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
