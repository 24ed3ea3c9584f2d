import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_DESCRIPTION, PRODUCT_NAME, TAGLINE } from '@dishrated/shared';

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
  isEntry?: boolean;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
/** JSON inside <script> must not be able to close it: '<' is written as its escape. */
const scriptJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

/**
 * The built index.html with a page's own title, description, link-preview tags and structured
 * data in its head, so a crawler or a chat app showing a link sees the page without running it.
 */
export function createHtmlShell(webDir: string) {
  const path = join(webDir, 'index.html');
  const template = existsSync(path) ? readFileSync(path, 'utf8') : null;
  const manifestPath = join(webDir, '.vite', 'manifest.json');
  const manifest: Record<string, ManifestChunk> = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const preloadTags = new Map<string, string[]>();

  /**
   * modulepreload links for a screen's chunk and the chunks it imports, leaving out what the
   * entry already loads (index.html names those itself). Worked out once per module.
   */
  function preloadsFor(module: string): string[] {
    const known = preloadTags.get(module);
    if (known) return known;
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
    const loadedByEntry = new Set(entry?.imports ?? []);
    const files: string[] = [];
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || chunk.isEntry || seen.has(key) || loadedByEntry.has(key)) return;
      seen.add(key);
      files.push(chunk.file);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    visit(module);
    const tags = files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`);
    preloadTags.set(module, tags);
    return tags;
  }

  return {
    available: template !== null,
    render(meta: ShellMeta): string {
      if (!template) throw new Error('The web app is not built');
      const title = meta.title ? `${meta.title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: ${TAGLINE}`;
      const description = meta.description || DEFAULT_DESCRIPTION;
      const tags: string[] = [];
      if (meta.noIndex) tags.push('<meta name="robots" content="noindex" />');
      if (meta.url) tags.push(`<link rel="canonical" href="${escapeHtml(meta.url)}" />`);
      if (meta.preview) {
        const og: Array<[string, string | null | undefined]> = [
          ['og:site_name', PRODUCT_NAME],
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
      if (meta.module) tags.push(...preloadsFor(meta.module));
      if (meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`);
      return template
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta name="description" content="[^"]*"\s*\/?>/, `<meta name="description" content="${escapeHtml(description)}" />`)
        .replace('</head>', `${tags.map((tag) => `    ${tag}\n`).join('')}  </head>`);
    },
  };
}

export type HtmlShell = ReturnType<typeof createHtmlShell>;
