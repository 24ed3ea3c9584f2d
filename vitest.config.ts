import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const apiProject = (name: string, db: 'pglite' | 'postgres') => ({
  test: {
    name,
    include: ['apps/api/test/**/*.test.ts'],
    env: { TEST_DB: db },
    globalSetup: ['apps/api/test/global-setup.ts'],
    // A worker imports the app once for all its files, not once per file: importing it took more
    // of the suite's time than the tests. Files share no state but what they make (each opens its
    // own database and app), so nothing carries over from one to the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    // Playwright's e2e/*.spec.ts are not Vitest files.
    exclude: ['**/node_modules/**', 'e2e/**'],
    // Vitest leaves a core free by default: on the two cores of this machine and CI that meant
    // one worker, and a suite twice as long. Test files share nothing but PostgreSQL, where each
    // makes databases of its own.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', include: ['packages/shared/test/**/*.test.ts'] } },
      // The repository's own rules: lint enforces the architecture.
      { test: { name: 'architecture', include: ['tests/**/*.test.ts'], testTimeout: 60_000 } },
      // The web app's pure logic (no DOM): paths, rules, formatting.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/*.test.ts'] } },
      // The web app's screens and forms in a DOM (jsdom) with Testing Library, the network mocked
      // (MSW): what a user sees while loading, when empty, on errors, and what a form sends.
      {
        plugins: [react()],
        test: {
          name: 'web-screens',
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          environmentOptions: { jsdom: { url: 'http://localhost:5173/' } },
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      apiProject('api-pglite', 'pglite'),
      // The same API suite against a real PostgreSQL server when one is configured (CI sets it).
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-postgres', 'postgres')] : []),
    ],
  },
});
