import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { setApiTransport } from '../src/lib/api-client';
import { network } from './network';

// The app asks for '/api/...' as a browser would; here relative addresses are made absolute
// against the test page's origin, where the mocked network answers.
setApiTransport((url, init) => fetch(new URL(url, window.location.origin), init));

beforeAll(() => network.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  cleanup();
  network.resetHandlers();
  localStorage.clear();
});
afterAll(() => network.close());
