import multipart from '@fastify/multipart';
import { UPLOAD_LIMITS, UploadQuerySchema, UploadResultSchema, envelopeSchema } from '@dishrated/shared';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import { AppError, badRequest } from '../../lib/errors.js';
import type { UploadService } from './service.js';
import { PHOTO_CACHE_CONTROL } from './storage.js';
import { writesChange } from '../../lib/invalidates.js';

const TOO_LARGE = `Photos must be at most ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB`;

/** The one file part of a multipart request, as bytes; what is wrong with the request otherwise, in words. */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the photo as multipart/form-data in the field "file"');
  try {
    const file = await request.file();
    if (!file) throw badRequest('Choose a photo to upload', 'file');
    if (file.fieldname !== 'file') throw badRequest('Send the photo in the field "file"', 'file');
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('BODY_TOO_LARGE', TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Send one photo at a time', 'file');
    throw badRequest('The upload could not be read. Please try again.');
  }
}

/**
 * Photo upload: one file per request, field `file`. Owners and admins upload truck, menu, event
 * and post photos at /owner/uploads; anyone signed in uploads the photos of their review at
 * /uploads. Both check, re-encode and strip the photo alike, under one hourly quota per user.
 */
const uploadRoutes: FastifyPluginAsyncZod<{ service: UploadService }> = async (app, { service }) => {
  // A photo shows once a truck, dish, event or post names it, by that write.
  writesChange(app, []);
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.maxBytes, files: 1, fields: 0, parts: 1, fieldSize: 0 } });

  const photoUpload = (onRequest: typeof app.authenticate, who: string) => ({
    onRequest,
    config: { answers: { 413: 'The photo is over the size limit, or has too many pixels', 415: 'Not a JPEG, PNG or WebP photo, or not sent as multipart/form-data', 422: 'Empty, smaller than its use needs, or could not be read as a photo', 429: 'Over the hourly upload quota' } },
    schema: {
      consumes: ['multipart/form-data'],
      querystring: UploadQuerySchema,
      description: `${who}: a JPEG, PNG or WebP photo up to ${UPLOAD_LIMITS.maxBytes / (1024 * 1024)} MB in the form field \`file\`; stored as ${UPLOAD_LIMITS.largeWidth} px and ${UPLOAD_LIMITS.thumbWidth} px WebP. A photo nothing uses a day after upload is deleted.`,
      response: { 201: envelopeSchema(UploadResultSchema) },
    },
  });
  // The query arrives checked and defaulted by the route's schema (UploadQuerySchema).
  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    const { for: purpose } = request.query as z.infer<typeof UploadQuerySchema>;
    return reply.status(201).send(ok(await service.upload(request.requireUser().id, () => readPhoto(request), purpose), 'Photo uploaded'));
  };

  app.post('/owner/uploads', photoUpload(app.requireRole('owner', 'admin'), 'Owners and admins (truck, menu, event and post photos)'), upload);
  app.post('/uploads', photoUpload(app.authenticate, 'Anyone signed in (review photos, and the photos of claims and suggestions)'), upload);
};

export default uploadRoutes;

/** Photos kept in the database, at /uploads/ as the other stores serve them. */
export const databasePhotoRoutes: FastifyPluginAsync<{ read(key: string): Promise<{ contentType: string; data: Buffer } | null> }> = async (app, { read }) => {
  app.get<{ Params: { '*': string } }>('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    const photo = /^photos\/[\w-]{1,80}\.webp$/.test(key) ? await read(key) : null;
    if (!photo) throw new AppError('NOT_FOUND', 'Photo not found');
    return reply.header('cache-control', PHOTO_CACHE_CONTROL).type(photo.contentType).send(photo.data);
  });
};
