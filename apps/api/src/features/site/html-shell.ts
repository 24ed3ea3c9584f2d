import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DESCRIPTION, INTL_LOCALE, LOCALES, localizedPath, pageMetaFor, pageTitle, PRODUCT_NAME, splitLocalePath, type Locale } from '@dishrated/shared';
import { hydratesOnInteraction } from './page-modules.js';
import type { RenderedPage } from './page-renderer.js';

export interface ShellMeta {
  /** The tab title before ' | DishRated'; null for the home page's own. */
  title: string | null;
  description: string;
  /** Absolute URL of the page, for the canonical link and og:url. */
  url?: string;
  /** Link previews (Open Graph and Twitter cards). */
  preview?: { type: 'website' | 'article' | 'restaurant.restaurant' | 'event'; image: string | null; imageAlt?: string };
  /** Structured data for search engines (schema.org). */
  jsonLd?: object;
  noIndex?: boolean;
  /** The web app's source module of the screen (see page-modules.ts): its code is preloaded. */
  module?: string | null;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The id of the script element holding a server-rendered page's data (read by the web app's main.tsx). */
const SERVER_QUERIES_ID = 'dishrated-queries';
/** The id of the list of a server-rendered page's code chunks (read by the web app's hydration-bootstrap.ts). */
const APP_CODE_ID = 'dishrated-code';

/** index.html without its main script and preloads: a server-rendered page loads them after painting. */
const withoutAppScripts = (html: string) => html.replace(/[ \t]*<(script type="module"[^>]*><\/script|link rel="modulepreload"[^>]*)>\n?/g, '');

/**
 * The app's stylesheet written into the page instead of linked: the first paint then waits for
 * nothing but the HTML (about 10 KB compressed, and the HTML is compressed with it).
 */
function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g, (tag, href: string) => {
    const file = join(webDir, href);
    return existsSync(file) ? `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>` : tag;
  });
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script> must not be able to close it: '<' is written as its escape. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/** The places in index.html a page fills in, found once when the shell is made. */
const SLOTS = {
  lang: /<html lang="[^"]*">/,
  title: /<title>[^<]*<\/title>/,
  description: /<meta name="description" content="[^"]*"\s*\/?>/,
  head: /<\/head>/,
  root: /<div id="root"><\/div>/,
} as const;
type Slot = keyof typeof SLOTS;

/**
 * The template cut at its slots, in the order they appear, each piece as UTF-8 made once: a page
 * is then its pieces and the slots' fillings, encoded, copied into one buffer. Joined as text, a
 * page (mostly the inline stylesheet) was copied again as a whole, widened to two bytes a
 * character when one character of it was not Latin-1 (a rupee sign), then encoded to be sent.
 * A slot the template lacks is not filled.
 */
function cutAtSlots(template: string): (fill: Record<Slot, string>) => Buffer {
  const found = (Object.keys(SLOTS) as Slot[])
    .map((slot) => ({ slot, match: SLOTS[slot].exec(template) }))
    .filter((cut): cut is { slot: Slot; match: RegExpExecArray } => cut.match !== null)
    .sort((a, b) => a.match.index - b.match.index);
  const pieces: string[] = [];
  let from = 0;
  for (const { match } of found) {
    pieces.push(template.slice(from, match.index));
    from = match.index + match[0].length;
  }
  pieces.push(template.slice(from));
  const encoded = pieces.map((piece) => Buffer.from(piece));
  return (fill) => Buffer.concat(encoded.flatMap((piece, i) => (i < found.length ? [piece, Buffer.from(fill[found[i]!.slot])] : [piece])));
}

/**
 * The built index.html with a page's own title, description, link-preview tags and structured
 * data in its head, so a crawler or a chat app showing a link sees the page without running it.
 */
export function createHtmlShell(webDir: string) {
  const path = join(webDir, 'index.html');
  const template = existsSync(path) ? inlineStylesheets(readFileSync(path, 'utf8'), webDir) : null;
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const chunkLists = new Map<string, string[]>();

  /** A chunk's file and those of the chunks it imports, each once, leaving out `skip`'s. */
  function chunkFiles(key: string, skip: ReadonlySet<string> = new Set()): string[] {
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (name: string) => {
      const chunk = manifest[name];
      if (!chunk || seen.has(name) || skip.has(name)) return;
      seen.add(name);
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(key);
    return files;
  }

  /** Works a chunk list out once per key. */
  const once = (key: string, list: () => string[]) => {
    let files = chunkLists.get(key);
    if (!files) chunkLists.set(key, (files = list()));
    return files;
  };
  const loadedByEntry = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  /** The chunks of a screen's module that index.html does not already load: the page's HTML asks for them next to the main script. */
  const screenChunks = (module: string) => once(module, () => chunkFiles(module, loadedByEntry));
  /** Everything a server-rendered page's app needs (main.tsx and its chunks, then the screen's), in order. */
  const appChunks = (module: string | null | undefined) =>
    once(`app:${module ?? ''}`, () => [...new Set([...chunkFiles('src/main.tsx'), ...(module ? chunkFiles(module) : [])])]);

  const bootstrapScript = manifest['src/hydration-bootstrap.ts']?.file;
  const plainPage = template ? cutAtSlots(template) : null;
  const renderedPage = template ? cutAtSlots(withoutAppScripts(template)) : null;

  return {
    available: template !== null,
    /** The page's HTML as UTF-8; with `page`, its rendered markup and data too (the browser hydrates both). */
    render(meta: ShellMeta, page?: RenderedPage | null, locale: Locale = 'en'): Buffer {
      if (!plainPage || !renderedPage) throw new Error('The web app is not built');
      const title = pageTitle(meta.title, locale);
      const description = meta.description || (pageMetaFor('/', locale)?.description ?? DEFAULT_DESCRIPTION);
      const tags: string[] = [];
      if (meta.noIndex) tags.push('<meta name="robots" content="noindex" />');
      if (meta.url) {
        tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
        // The same page in each language, and English for everyone else.
        for (const [language, href] of Object.entries(alternatesOf(meta.url))) tags.push(`<link rel="alternate" hreflang="${language}" href="${escapeHtml(href)}" />`);
      }
      if (meta.preview) {
        const og: Array<[string, string | null | undefined]> = [
          ['og:site_name', PRODUCT_NAME],
          ['og:locale', INTL_LOCALE[locale].replace('-', '_')],
          ['og:type', meta.preview.type],
          ['og:title', meta.title ?? title],
          ['og:description', description],
          ['og:url', meta.url],
          ['og:image', meta.preview.image],
          ['og:image:alt', meta.preview.image ? (meta.preview.imageAlt ?? meta.title ?? PRODUCT_NAME) : null],
        ];
        for (const [property, content] of og) if (content) tags.push(`<meta property="${property}" content="${escapeHtml(content)}" />`);
        const twitter: Array<[string, string | null | undefined]> = [
          ['twitter:card', meta.preview.image ? 'summary_large_image' : 'summary'],
          ['twitter:title', meta.title ?? title],
          ['twitter:description', description],
          ['twitter:image', meta.preview.image],
        ];
        for (const [name, content] of twitter) if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
      }
      // A server-rendered page loads its code after it has painted (hydration-bootstrap.ts, with the list below); a page
      // the browser renders asks for its screen's code next to the main script.
      const rendered = page && bootstrapScript;
      if (meta.module && !rendered) tags.push(...screenChunks(meta.module).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`));
      if (rendered) {
        tags.push(`<script type="module" src="/${escapeHtml(bootstrapScript)}"></script>`);
        tags.push(`<script type="application/json" id="${APP_CODE_ID}">${scriptJson(appChunks(meta.module).map((file) => `/${file}`))}</script>`);
      }
      if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
      // A server-rendered page works as plain HTML until the app hydrates it (and for good without JavaScript,
      // or if its code fails to load): links navigate, text is read and found. data-server-rendered marks
      // that time; the app removes it once the page is its own. data-hydrate says when the app's code loads.
      const hydrate = rendered && hydratesOnInteraction(meta.module) ? ' data-hydrate="on-interaction"' : '';
      const body = page
        ? `<div id="root" data-server-rendered${hydrate}>${page.html}</div>\n    <script type="application/json" id="${SERVER_QUERIES_ID}">${scriptJson(page.queries as object)}</script>`
        : '<div id="root"></div>';
      return (rendered ? renderedPage : plainPage)({
        lang: `<html lang="${locale}">`,
        title: `<title>${escapeHtml(title)}</title>`,
        description: `<meta name="description" content="${escapeHtml(description)}" />`,
        head: `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`,
        root: body,
      });
    },
  };
}

export type HtmlShell = ReturnType<typeof createHtmlShell>;

/** A page's address in each language (`hreflang`), and `x-default` (English) for any other. */
export function alternatesOf(pageUrl: string): Record<Locale | 'x-default', string> {
  const url = new URL(pageUrl);
  const { path } = splitLocalePath(url.pathname);
  const at = (locale: Locale) => `${url.origin}${localizedPath(path, locale)}${url.search}`;
  const each = Object.fromEntries(LOCALES.map((locale) => [locale, at(locale)])) as Record<Locale, string>;
  return { ...each, 'x-default': at('en') };
}
