import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import { apiRoutes, every, feature } from '../../app-context.js';
import uploadRoutes, { databasePhotoRoutes } from './routes.js';
import { createUploadService } from './service.js';
import { databasePhotoStorage, localPhotoStorage, PHOTO_CACHE_CONTROL, s3PhotoStorage } from './storage.js';

export type { PhotoStorage } from './storage.js';

/** How often photos nobody uses are looked for (see the upload service). */
const PHOTO_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Photos: checked, re-encoded and kept where every instance can serve them (S3 when configured,
 * else the shared database; only the embedded database, one server by construction, keeps them
 * in DATA_DIR), served from /uploads/, and swept when nothing uses them.
 */
export const uploadsFeature = feature('uploads', async (app, ctx) => {
  const { config } = ctx;
  const databasePhotos = !ctx.deps.photoStorage && !config.s3 && config.databaseUrl ? databasePhotoStorage(ctx.db) : null;
  const storage = ctx.deps.photoStorage ?? databasePhotos ?? (config.s3 ? s3PhotoStorage(config.s3) : localPhotoStorage(config.uploadsDir));
  const service = createUploadService({ db: ctx.db, storage, perHour: config.uploadsPerHour });
  every(app, ctx, 'unused photo sweep', PHOTO_SWEEP_INTERVAL_MS, () => service.removeUnused());
  await apiRoutes(app, 'Uploads', '', (scope) => scope.register(uploadRoutes, { service }));

  if (databasePhotos) await app.register(databasePhotoRoutes, { read: databasePhotos.read });
  else if (!config.s3 && !ctx.deps.photoStorage) {
    // Made here, not at the first upload: the static plugin warns at every start of a new install
    // about a folder that does not exist yet.
    mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/uploads/',
      // The web app's files decorate the reply; these need no decoration to be served.
      decorateReply: false,
      wildcard: true,
      setHeaders: (reply) => reply.header('cache-control', PHOTO_CACHE_CONTROL),
    });
  }
});
