import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { SERVER_RENDER_HEADER } from '../../lib/server-render.js';

/** A public page drawn on the server: the markup inside #root and the data it was drawn with. */
export interface RenderedPage {
  html: string;
  queries: unknown;
}

/** Draws the page at a path (with its query string), or null when the browser should draw it. */
export type PageRenderer = (pathAndQuery: string) => Promise<RenderedPage | null>;

/** What `vite build --ssr` makes of apps/web/src/entry-server.tsx. */
interface WebServerEntry {
  renderPage(url: URL, transport: (url: string, init: RequestInit) => Promise<Response>): Promise<RenderedPage | null>;
}

/**
 * Loads the web app's server renderer built next to `webDir` (dist-server/), or returns null when
 * there is none (an API-only checkout, tests with a stand-in web directory): pages are then drawn by
 * the browser alone. The screens' API requests are answered in-process, without a socket.
 */
export async function loadPageRenderer(app: FastifyInstance, webDir: string): Promise<PageRenderer | null> {
  const entryFile = join(webDir, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      // Marked, so the page's own reads are not counted as visits: the page route counts the visitor.
      headers: { ...(init.headers as Record<string, string>), [SERVER_RENDER_HEADER]: '1' },
      payload: typeof init.body === 'string' ? init.body : undefined,
    });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
  // The origin only fills in the Request the router reads the path from; nothing is fetched from it.
  const origin = 'http://dishrated.local';
  return async (pathAndQuery) => {
    try {
      return await entry.renderPage(new URL(pathAndQuery, origin), transport);
    } catch (error) {
      // The browser draws the page instead; the failure is logged for the next engineer.
      app.log.warn({ err: error, path: pathAndQuery.split('?')[0] }, 'Server rendering failed; the page is drawn by the browser');
      return null;
    }
  };
}
