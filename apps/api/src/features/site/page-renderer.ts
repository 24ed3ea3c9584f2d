import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SERVER_RENDER_HEADER, VALID_UNTIL_HEADER } from '../../lib/server-render.js';
import type { PageTag } from './page-cache.js';

/** A public page rendered on the server: the markup inside #root and the data it was rendered with. */
export interface RenderedPage {
  html: string;
  queries: unknown;
  /** What the page read (see PageTag), and until when what it shows holds by the clock. */
  tags: PageTag[];
  validUntil: number;
}

/** Answers the renderer reads that nothing notifies (none today) are cached this long at most. */
const UNNOTIFIED_MS = 60_000;

/** What an API read tells a cached page to watch. */
function tagsOf(path: string): PageTag[] | null {
  const truck = /^\/api\/trucks\/([0-9a-f-]{36})(?:\/|$)/.exec(path);
  if (truck) return [`truck:${truck[1]!}`];
  if (path.startsWith('/api/trucks') || path.startsWith('/api/search')) return ['trucks'];
  if (path.startsWith('/api/events')) return ['events', 'trucks'];
  if (path.startsWith('/api/blogs')) return ['posts'];
  if (path.startsWith('/api/config')) return [];
  return null;
}

/** Renders the page at a path (with its query string), or null when the browser should render it. */
export type PageRenderer = (pathAndQuery: string) => Promise<RenderedPage | null>;

/** What `vite build --ssr` makes of apps/web/src/entry-server.tsx. */
interface WebServerEntry {
  renderPage(url: URL, transport: (url: string, init: RequestInit) => Promise<Response>): Promise<{ html: string; queries: unknown } | null>;
}

/**
 * Loads the web app's server renderer built next to `webDir` (dist-server/), or returns null when
 * there is none (an API-only checkout, tests with a stand-in web directory): pages are then rendered by
 * the browser alone. The screens' API requests are answered in-process, without a socket.
 */
export async function loadPageRenderer(app: FastifyInstance, webDir: string): Promise<PageRenderer | null> {
  const entryFile = join(webDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  // The origin only fills in the Request the router reads the path from; nothing is fetched from it.
  const origin = 'http://dishrated.local';
  return async (pathAndQuery) => {
    const tags = new Set<PageTag>();
    let validUntil = Infinity;
    const transport = async (url: string, init: RequestInit): Promise<Response> => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        // Marked, so the page's own reads are not counted as visits: the page route counts the visitor.
        headers: { ...(init.headers as Record<string, string>), [SERVER_RENDER_HEADER]: '1' },
        payload: typeof init.body === 'string' ? init.body : undefined,
      });
      const read = tagsOf(url.split('?')[0]!);
      for (const tag of read ?? []) tags.add(tag);
      const until = Number(answer.headers[VALID_UNTIL_HEADER] ?? Infinity);
      validUntil = Math.min(validUntil, until, read ? Infinity : Date.now() + UNNOTIFIED_MS);
      return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
      });
    };
    try {
      const page = await entry.renderPage(new URL(pathAndQuery, origin), transport);
      return page && { ...page, tags: [...tags], validUntil };
    } catch (error) {
      // The browser renders the page instead; the failure is logged for the next engineer.
      app.log.warn({ err: error, path: pathAndQuery.split('?')[0] }, 'Server rendering failed; the page is rendered by the browser');
      return null;
    }
  };
}
