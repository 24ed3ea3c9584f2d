import { fileURLToPath } from 'node:url';

// This file sits directly in src/ and is bundled into dist/server.js: both are one level below
// apps/api, so the same relative URLs work from source (tests, tsx) and from the build.
export const MIGRATIONS_DIR = fileURLToPath(new URL('../drizzle/', import.meta.url));
export const WEB_DIST_DIR = fileURLToPath(new URL('../../web/dist/', import.meta.url));
