import { CITY_PAGES, cityBySlug, indiaDate, isAppPath, pageMetaFor, PAGE_ALIASES, PAGE_META, POPULAR_DISHES, popularDish, isPrivatePath, ROBOTS_DISALLOW, SEARCH_LIMITS, type BlogPost, type FoodEvent, type Truck } from '@dishrated/shared';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import type { ShellMeta } from './html-shell.js';
import type { PageSender } from './page-sender.js';
import type { PreviewImages } from './preview-images.js';
import { absolute, blogJsonLd, dishJsonLd, eventJsonLd, truckJsonLd } from './json-ld.js';
import { pageModuleFor } from './page-modules.js';
import * as repo from './repository.js';

export interface SiteRouteOptions {
  db: Database;
  /** Renders (or takes from the cached pages) and sends a page's HTML. */
  sendPage: PageSender;
  publicUrl: string;
  /** Readers of the public records a page shows; each resolves to null when there is none to show. */
  truck(id: string): Promise<Truck | null>;
  event(id: string): Promise<FoodEvent | null>;
  post(ref: string): Promise<BlogPost | null>;
  /** Counts a visit to a truck's page for its owner's analytics. */
  onTruckViewed?(truckId: string, visitor: string): void;
  /** Link-preview cards made from a page's picture. */
  previews: PreviewImages;
}

/** Pictures link previews show as they are. */
const RASTER_PICTURE = /\.(jpe?g|png|webp)(\?.*)?$/i;

/** Pages with a picture of their own, and where it is. */
const PICTURED = {
  trucks: (found: Truck) => found.image ?? found.images[0]?.url ?? null,
  events: (found: FoodEvent) => found.image,
  posts: (found: BlogPost) => found.image,
};

/** A sitemap file holds at most 50,000 addresses; trucks go in files of this many. */
const TRUCKS_PER_SITEMAP = 40_000;
const DEFAULT_IMAGE = '/icons/social-card.png';
const NOT_FOUND: ShellMeta = { title: 'Page Not Found', description: 'This page does not exist on DishRated.', noIndex: true };

const xmlEscape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const clip = (text: string, max = 200) => (text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`);

/**
 * The pages as crawlers and link previews see them: each screen's HTML carries its own title and
 * description, and truck, event and post pages their preview tags and structured data; plus
 * /sitemap.xml (an index of sitemap files) and /robots.txt.
 */
const siteRoutes: FastifyPluginAsync<SiteRouteOptions> = async (app, { db, sendPage, publicUrl, truck, event, post, onTruckViewed, previews }) => {
  // Pages for browsers and crawlers, not API: kept out of the OpenAPI document.
  app.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, hide: true };
  });
  const notFound = (reply: FastifyReply) =>
    sendPage(reply.request, reply, async () => ({ meta: NOT_FOUND, status: 404 })).then(() => reply);
  const url = (path: string) => `${publicUrl}${path}`;
  /**
   * A page's preview picture: a raster picture on another site as it is, else the card made from
   * the page's own picture (`/previews/...`), versioned by that picture.
   */
  const card = (kind: keyof typeof PICTURED, id: string, picture: string | null) =>
    picture && /^https?:\/\//.test(picture) && RASTER_PICTURE.test(picture) ? picture : url(`/previews/${kind}/${id}.jpg?v=${previews.version(picture)}`);
  const xml = (reply: FastifyReply, body: string) =>
    reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`);

  // Forms that share a path shape with a truck's or an event's page: their screen, not a lookup
  // of a truck called "create" (which answered 404 while the browser then rendered the form).
  for (const form of ['/trucks/create', '/events/create']) {
    app.get(form, async (request, reply) => {
      await sendPage(request, reply, async () => appShellMeta(form, publicUrl));
      return reply;
    });
  }

  // Old addresses of a page (the original app's /aboutus): moved for good, so links and search
  // engines land on the one address each page has.
  for (const [alias, target] of Object.entries(PAGE_ALIASES)) {
    app.get(alias, async (request, reply) => {
      const query = request.url.indexOf('?');
      return reply.redirect(query < 0 ? target : `${target}${request.url.slice(query)}`, 301);
    });
  }

  // Searches are endless combinations of words and filters: shareable, never indexed; their
  // canonical address is the search words alone.
  app.get<{ Querystring: { q?: string } }>('/search', async (request, reply) => {
    const q = typeof request.query.q === 'string' ? request.query.q.trim().slice(0, SEARCH_LIMITS.queryMax) : '';
    await sendPage(request, reply, async () => ({
      status: 200,
      meta: {
        title: q ? `“${q}”: dishes` : PAGE_META['/search'].title,
        description: q ? `Food trucks serving ${q}, with prices, veg marks and who is open now.` : PAGE_META['/search'].description,
        url: url(q ? `/search?${new URLSearchParams({ q })}` : '/search'),
        noIndex: true,
        module: pageModuleFor('/search'),
      },
    }));
    return reply;
  });

  // A popular dish's own page: indexable, in the sitemap; other slugs have no page.
  app.get<{ Params: { slug: string } }>('/dishes/:slug', async (request, reply) => {
    await sendPage(request, reply, async () => {
      const dish = popularDish(request.params.slug);
      if (!dish) return { meta: NOT_FOUND, status: 404 };
      const description = `Where to eat ${dish.name} from food trucks near you: prices in rupees, veg marks, ratings and who is open now.`;
      return {
        status: 200,
        meta: {
          title: `${dish.name} near you`,
          description,
          url: url(`/dishes/${dish.slug}`),
          preview: sitePreview(publicUrl),
          jsonLd: dishJsonLd(dish, url(`/dishes/${dish.slug}`), description),
          module: pageModuleFor(`/dishes/${dish.slug}`),
        },
      };
    });
    return reply;
  });

  // A city's trucks, a page at a time: how visitors without a location, and crawlers, reach every truck.
  app.get<{ Params: { city: string } }>('/trucks/in/:city', async (request, reply) => {
    await sendPage(request, reply, async () => {
      const city = cityBySlug(request.params.city);
      if (!city) return { meta: NOT_FOUND, status: 404 };
      return {
        status: 200,
        meta: {
          title: `Food trucks in ${city.name}`,
          description: `Food trucks in ${city.name}, ${city.state}: menus with prices in rupees, today's stops, ratings and who is open now.`,
          url: url(`/trucks/in/${city.slug}`),
          preview: sitePreview(publicUrl),
          module: pageModuleFor(`/trucks/in/${city.slug}`),
        },
      };
    });
    return reply;
  });

  app.get<{ Params: { id: string } }>('/trucks/:id', async (request, reply) => {
    const shown = await sendPage(request, reply, async () => {
      const found = await truck(request.params.id);
      if (!found) return { meta: NOT_FOUND, status: 404 };
      const pageUrl = url(`/trucks/${found.id}`);
      const picture = card('trucks', found.id, PICTURED.trucks(found));
      const rating = found.reviewCount > 0 ? ` Rated ${found.rating.toFixed(1)} from ${found.reviewCount} review${found.reviewCount === 1 ? '' : 's'}.` : '';
      return {
        status: 200,
        truckId: found.id,
        meta: {
          title: found.name,
          description: clip(`${found.cuisine} food truck${found.location.address ? ` at ${found.location.address}` : ''}.${rating} ${found.description}`),
          url: pageUrl,
          preview: { type: 'restaurant.restaurant', image: picture, imageAlt: found.name },
          jsonLd: truckJsonLd(found, pageUrl, picture),
          module: pageModuleFor(`/trucks/${found.id}`),
        },
      };
    });
    // Every visit counts, a cached page's too.
    if (shown.truckId) onTruckViewed?.(shown.truckId, request.ip);
    return reply;
  });

  // Ordering ahead from a truck: its menu and pickup times, server-rendered so a phone shows them
  // before the app's code arrives. Not for search engines: the truck's own page is the one to find.
  app.get<{ Params: { id: string } }>('/trucks/:id/order', async (request, reply) => {
    await sendPage(request, reply, async () => {
      const found = await truck(request.params.id);
      if (!found) return { meta: NOT_FOUND, status: 404 };
      return {
        status: 200,
        meta: {
          title: `Order from ${found.name}`,
          description: clip(`Order ahead from ${found.name} and pick up at the truck without queueing. You pay at the truck.`),
          url: url(`/trucks/${found.id}/order`),
          noIndex: true,
          module: pageModuleFor(`/trucks/${found.id}/order`),
        },
      };
    });
    return reply;
  });

  app.get<{ Params: { id: string } }>('/events/:id', async (request, reply) => {
    await sendPage(request, reply, async () => {
      const found = await event(request.params.id);
      if (!found) return { meta: NOT_FOUND, status: 404 };
      const pageUrl = url(`/events/${found.id}`);
      const picture = card('events', found.id, PICTURED.events(found));
      const when = indiaDate(found.date, 'date');
      return {
        status: 200,
        meta: {
          title: found.title,
          description: clip(`${when}${found.location.address ? `, ${found.location.address}` : ''}. ${found.description}`),
          url: pageUrl,
          preview: { type: 'event', image: picture, imageAlt: found.title },
          jsonLd: eventJsonLd(found, pageUrl, picture),
          module: pageModuleFor(`/events/${found.id}`),
        },
      };
    });
    return reply;
  });

  app.get<{ Params: { id: string } }>('/blog/:id', async (request, reply) => {
    await sendPage(request, reply, async () => {
      const found = await post(request.params.id);
      if (!found) return { meta: NOT_FOUND, status: 404 };
      const pageUrl = url(`/blog/${found.slug}`);
      const picture = card('posts', found.id, PICTURED.posts(found));
      return {
        status: 200,
        meta: {
          title: found.title,
          description: clip(found.excerpt),
          url: pageUrl,
          preview: { type: 'article', image: picture, imageAlt: found.title },
          jsonLd: blogJsonLd(found, pageUrl, picture, publicUrl),
          module: pageModuleFor(`/blog/${found.slug}`),
        },
      };
    });
    return reply;
  });

  // Link previews show raster pictures only: each page's card, made from its picture.
  const pictureOf: Record<keyof typeof PICTURED, (id: string) => Promise<string | null | undefined>> = {
    trucks: async (id) => {
      const found = await truck(id);
      return found ? PICTURED.trucks(found) : undefined;
    },
    events: async (id) => {
      const found = await event(id);
      return found ? PICTURED.events(found) : undefined;
    },
    posts: async (id) => {
      const found = await post(id);
      return found ? PICTURED.posts(found) : undefined;
    },
  };
  app.get<{ Params: { kind: string; file: string } }>('/previews/:kind/:file', async (request, reply) => {
    const { kind, file } = request.params;
    const id = /^([\w-]{1,80})\.jpg$/.exec(file)?.[1];
    const picture = id && Object.hasOwn(pictureOf, kind) ? await pictureOf[kind as keyof typeof PICTURED](id) : undefined;
    if (picture === undefined) return reply.status(404).send({ success: false, message: 'No such picture', code: 'ROUTE_NOT_FOUND', data: null });
    return reply.header('cache-control', 'public, max-age=86400').type('image/jpeg').send(await previews.jpeg(picture));
  });

  app.get('/robots.txt', async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('text/plain; charset=utf-8')
      .send(['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOW.map((rule) => `Disallow: ${rule}`), '', `Sitemap: ${url('/sitemap.xml')}`, ''].join('\n')),
  );

  app.get('/sitemap.xml', async (_request, reply) => {
    const truckFiles = Math.max(1, Math.ceil((await repo.truckCount(db)) / TRUCKS_PER_SITEMAP));
    const files = ['/sitemaps/pages.xml', ...Array.from({ length: truckFiles }, (_, i) => `/sitemaps/trucks-${i + 1}.xml`)];
    return xml(reply, `<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files.map((file) => `  <sitemap><loc>${xmlEscape(url(file))}</loc></sitemap>`).join('\n')}\n</sitemapindex>\n`);
  });

  const urlset = (entries: repo.SitemapEntry[]) =>
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
      .map((e) => `  <url><loc>${xmlEscape(url(e.path))}</loc>${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>` : ''}</url>`)
      .join('\n')}\n</urlset>\n`;

  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const { file } = request.params;
    if (file === 'pages.xml') {
      const fixed = Object.keys(PAGE_META)
        .filter((path) => !isPrivatePath(path) && !['/login', '/register', '/forgot-password', '/coming-soon', '/search'].includes(path))
        .map((path) => ({ path, lastModified: null }))
        .concat(POPULAR_DISHES.map((dish) => ({ path: `/dishes/${dish.slug}`, lastModified: null })))
        .concat(CITY_PAGES.map((city) => ({ path: `/trucks/in/${city.slug}`, lastModified: null })));
      return xml(reply, urlset([...fixed, ...(await repo.publicEventEntries(db)), ...(await repo.publishedPostEntries(db))]));
    }
    const chunk = /^trucks-(\d{1,6})\.xml$/.exec(file);
    if (!chunk || Number(chunk[1]) < 1) return notFound(reply);
    return xml(reply, urlset(await repo.truckEntries(db, (Number(chunk[1]) - 1) * TRUCKS_PER_SITEMAP, TRUCKS_PER_SITEMAP)));
  });
};

/** The card a link to a page without a picture of its own shows: DishRated's (1200×630 PNG). */
const sitePreview = (publicUrl: string): NonNullable<ShellMeta['preview']> => ({ type: 'website', image: absolute(publicUrl, DEFAULT_IMAGE), imageAlt: 'DishRated: Track. Taste. Thrive.' });

/**
 * The HTML for any other path of the web app: its own title and description (public pages with
 * their address and card), or 404 for paths it has no screen for.
 */
export function appShellMeta(path: string, publicUrl: string): { meta: ShellMeta; status: number } {
  const fixed = pageMetaFor(path);
  if (fixed && isPrivatePath(path)) return { meta: { ...fixed, noIndex: true, module: pageModuleFor(path) }, status: 200 };
  if (fixed) return { meta: { ...fixed, url: `${publicUrl}${PAGE_ALIASES[path] ?? path}`, preview: sitePreview(publicUrl), module: pageModuleFor(path) }, status: 200 };
  if (isAppPath(path)) return { meta: { title: null, description: '', noIndex: true }, status: 200 };
  return { meta: NOT_FOUND, status: 404 };
}

export default siteRoutes;
