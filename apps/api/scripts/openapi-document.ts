// Writes the API's OpenAPI document to the file named on the command line, for `npm run lint`
// (which checks it with Redocly's recommended rules). The document is the one /api/openapi.json
// serves, built from the routes' own schemas on an empty in-memory database.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';

const target = process.argv[2];
if (!target) throw new Error('Usage: tsx apps/api/scripts/openapi-document.ts <file>');

const config: AppConfig = {
  env: 'production', port: 0, host: '127.0.0.1', dataDir: '/nonexistent', jwtSecret: 'document-only-'.repeat(4), tileUrl: '', mailFrom: 'DishRated <no-reply@dishrated.local>',
  supportEmail: 'support@dishrated.app', publicUrl: 'http://localhost:3000', authRateLimit: 10, trustProxy: false, logLevel: 'silent', seedDemo: false, demoMode: false,
  liveStreamsPerClient: 32, uploadsPerHour: 60, uploadsDir: '/nonexistent/uploads', staleAfterMinutes: 120, pageCacheMb: 0, pageRendersPerClient: 30, shutdownTimeoutMs: 10_000, shutdownDrainMs: 0, metricsToken: 'documented-metrics-token',
};
const database = await openDatabase({});
await database.migrate();
const app = await buildApp({ config, db: database.db, webDir: '/nonexistent', photoStorage: { put: async () => '', remove: async () => {} } });
await app.ready();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(app.swagger(), null, 2));
await app.close();
await database.close();
