import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The mocked network of component tests: every request a screen makes must be answered by a
 * handler the test gives (an unexpected request fails the test).
 */
export const network = setupServer();

/** An answer in the API's envelope. */
export const ok = (data: JsonBodyType, message = 'OK', status = 200) => HttpResponse.json({ success: true, message, data }, { status });

/** A refusal in the API's envelope, with the field it is about when there is one. */
export const refused = (status: number, message: string, field?: string) =>
  HttpResponse.json({ success: false, message, code: 'VALIDATION_ERROR', data: field ? { field } : null }, { status });

/** `/api` plus a path, as the handlers match it. */
export const api = (path: string) => `${window.location.origin}/api${path}`;

export { http, HttpResponse };
