import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BlogRefParamsSchema, IdSchema, isServerRenderedPath, LOCALE_BASE, LOCALE_COOKIE, LOCALES, localizedPath, splitLocalePath } from '@dishrated/shared';
import fastifyStatic from '@fastify/static';
import { feature } from '../../app-context.js';
import { AppError } from '../../lib/errors.js';
import { WEB_DIST_DIR } from '../../paths.js';
import { createBlogService } from '../blogs/index.js';
import { createEventService } from '../events/index.js';
import { createHtmlShell } from './html-shell.js';
import { createPageCache } from './page-cache.js';
import { loadPageRenderer } from './page-renderer.js';
import { createPageSender } from './page-sender.js';
import { createPreviewImages } from './preview-images.js';
import siteRoutes, { appShellMeta } from './routes.js';

/** The language switch's cookie saying Hindi. */
const CHOSE_HINDI = new RegExp(`(^|;\\s*)${LOCALE_COOKIE}=hi(;|$)`);

/** Only 404s mean "nothing to show"; anything else is a real failure and answers 500. */
async function orNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * The web app: its built files, and its public screens server-rendered, cached for the next
 * visitor until what they show changes (the change feed says when), with the screen's own title
 * and description; every other path gets the app's shell, or a 404.
 */
export const siteFeature = feature('site', async (app, ctx) => {
  const webDir = ctx.deps.webDir ?? WEB_DIST_DIR;
  const hasWeb = existsSync(join(webDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      // The .br and .gz siblings written by the build, chosen by the request's Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, path) => {
        // Vite fingerprints everything under assets/, so those never change.
        if (path.startsWith(join(webDir, 'assets'))) reply.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }

  const cache = createPageCache({ maxBytes: ctx.config.pageCacheMb * 1024 * 1024 });
  ctx.feed.subscribe((change) => {
    if (change.kind === 'truck') cache.forgetTrucks(change.ids);
    else if (change.kind === 'event') cache.forget('events');
    else if (change.kind === 'post') cache.forget('posts');
    else if (change.kind === 'reset') cache.clear();
  });
  const renderPage = hasWeb ? await loadPageRenderer(app, webDir) : null;
  /** A public screen rendered on the server when it can be; null leaves it to the browser. */
  const rendered = async (url: string) => (renderPage && isServerRenderedPath(splitLocalePath(url.split('?')[0]!).path) ? renderPage(url) : null);
  const sendPage = createPageSender({
    shell: createHtmlShell(webDir),
    rendered,
    cache,
    canCache: () => ctx.feed.status.state === 'live',
    settled: () => ctx.feed.settled(),
    rendersPerClient: ctx.config.pageRendersPerClient,
  });

  if (hasWeb) {
    const events = createEventService(ctx.db);
    const blogs = createBlogService(ctx.db);
    // A visitor who chose Hindi (the language switch's cookie) is taken to a page's Hindi address.
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || !CHOSE_HINDI.test(request.headers.cookie ?? '')) return;
      const path = request.url.split('?')[0]!;
      if (splitLocalePath(path).locale !== 'en' || path.startsWith('/api') || /\.[a-z0-9]+$/i.test(path) || /^\/(sitemaps?|previews|robots)/.test(path)) return;
      return reply.redirect(`${localizedPath(path, 'hi')}${request.url.slice(path.length)}`, 302);
    });
    const siteOptions = {
      db: ctx.db,
      sendPage,
      publicUrl: ctx.config.publicUrl,
      truck: async (id: string) => {
        if (!IdSchema.safeParse(id).success) return null;
        await app.trucks.settled();
        return orNull(async () => app.trucks.service.detail(id));
      },
      onTruckViewed: app.truckStats.view,
      previews: createPreviewImages(app),
      event: async (id: string) => (IdSchema.safeParse(id).success ? orNull(() => events.detail(id, null)) : null),
      post: async (ref: string) => (BlogRefParamsSchema.safeParse({ id: ref }).success ? blogs.publishedPost(ref) : null),
    };
    // The same pages in each language, Hindi's under /hi.
    for (const locale of LOCALES) await app.register(siteRoutes, { ...siteOptions, locale, prefix: LOCALE_BASE[locale] });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0]!;
    // A missing file (an old asset after a deploy, a typo) is a 404, not the app's HTML: a
    // browser would refuse HTML as a script or stylesheet with a confusing MIME error.
    const isFile = /\.[a-z0-9]+$/i.test(path);
    if (path === '/api' || path.startsWith('/api/') || !hasWeb || request.method !== 'GET' || isFile) {
      return reply.status(404).send({ success: false, message: `Route ${request.method} ${path} not found`, code: 'ROUTE_NOT_FOUND', data: null });
    }
    // Client-side routes (/find-trucks, /about, ...) all load the single-page app, with the
    // screen's own title and description; a path the app has no screen for is a 404.
    const page = splitLocalePath(path);
    await sendPage(request, reply, async () => appShellMeta(page.path, ctx.config.publicUrl, page.locale));
    return reply;
  });
});
