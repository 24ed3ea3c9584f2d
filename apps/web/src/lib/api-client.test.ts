import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, setApiTransport, setSessionRefusedHandler } from './api-client';

const failingBody = () => new ReadableStream({ start: (controller) => controller.error(new Error('the page navigated away')) });

afterEach(() => {
  setSessionRefusedHandler(null);
  setApiTransport((url, init) => fetch(url, init));
});

describe('the API client', () => {
  it('takes an answer whose body could not be read for a network failure, never a refused session', async () => {
    const refused = vi.fn();
    setSessionRefusedHandler(refused);
    setApiTransport(async () => new Response(failingBody(), { status: 200, headers: { 'content-type': 'application/json' } }));
    const error = await api.get('/auth/me').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
    expect(refused).not.toHaveBeenCalled();
  });

  it('reports a refused session to the handler', async () => {
    const refused = vi.fn();
    setSessionRefusedHandler(refused);
    setApiTransport(async () => Response.json({ success: false, message: 'Your session has expired', code: 'UNAUTHORIZED', data: null }, { status: 401 }));
    await expect(api.get('/auth/me')).rejects.toMatchObject({ status: 401 });
    expect(refused).toHaveBeenCalledOnce();
  });
});
