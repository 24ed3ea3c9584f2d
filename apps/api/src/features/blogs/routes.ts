import {
  AdminBlogListQuerySchema,
  BlogBodySchema,
  BlogIdParamsSchema,
  BlogListQuerySchema,
  BlogListResultSchema,
  BlogPostSchema,
  BlogRefParamsSchema,
  envelopeSchema,
} from '@dishrated/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope.js';
import type { BlogService } from './service.js';
import { writesChange } from '../../lib/invalidates.js';

const BlogEnvelope = envelopeSchema(z.object({ blog: BlogPostSchema }));

/** Public reading: published posts only (admins also see drafts by id). */
export const blogRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (app, { service }) => {
  app.get('/', { schema: { querystring: BlogListQuerySchema, response: { 200: envelopeSchema(BlogListResultSchema) } } }, async (request) =>
    ok(await service.listPublished(request.query)),
  );

  app.get(
    '/:id',
    { onRequest: app.optionalAuth, schema: { params: BlogRefParamsSchema, description: 'A post by id or slug.', response: { 200: BlogEnvelope } } },
    async (request) => ok({ blog: await service.read(request.params.id, request.currentUser) }),
  );
};

/** Writing and moderating posts: admins only, every change audited. */
export const adminBlogRoutes: FastifyPluginAsyncZod<{ service: BlogService }> = async (app, { service }) => {
  writesChange(app, ['post']);
  const adminsOnly = { onRequest: app.requireRole('admin') };

  app.get('/', { ...adminsOnly, schema: { querystring: AdminBlogListQuerySchema, response: { 200: envelopeSchema(BlogListResultSchema) } } }, async (request) =>
    ok(await service.listForAdmin(request.query)),
  );

  app.get('/:id', { ...adminsOnly, schema: { params: BlogIdParamsSchema, response: { 200: BlogEnvelope } } }, async (request) =>
    ok({ blog: await service.forEditing(request.params.id) }),
  );

  app.post('/', { ...adminsOnly, schema: { body: BlogBodySchema, response: { 201: BlogEnvelope } } }, async (request, reply) => {
    const blog = await service.create(request.requireUser(), request.body);
    return reply.status(201).send(ok({ blog }, blog.status === 'published' ? 'Blog post published' : 'Blog post saved'));
  });

  app.put('/:id', { ...adminsOnly, schema: { params: BlogIdParamsSchema, body: BlogBodySchema, response: { 200: BlogEnvelope } } }, async (request) => {
    const blog = await service.update(request.requireUser(), request.params.id, request.body);
    return ok({ blog }, 'Blog post updated');
  });

  app.delete('/:id', { ...adminsOnly, schema: { params: BlogIdParamsSchema, response: { 200: envelopeSchema(z.null()) } } }, async (request) => {
    await service.remove(request.requireUser(), request.params.id);
    return ok(null, 'Blog post deleted');
  });
};
