import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

/** The size link previews (Open Graph, X, WhatsApp, Slack) show a large card at. */
export const PREVIEW_SIZE = { width: 1200, height: 630 } as const;

/** Rendered cards kept in memory: trucks share their cuisine's picture, so a few cover many pages. */
const CACHED_BYTES = 16 * 1024 * 1024;

/** DishRated's own colours, for a page whose picture cannot be read. */
const BRAND_BACKGROUND = { r: 234, g: 88, b: 12 };

/**
 * Link-preview pictures as previews show them: a 1200×630 JPEG made from the page's own picture
 * (a photo or an SVG drawing), cropped to fill the frame. Previews do not show SVG, and the page
 * pictures are SVG drawings or WebP photos of other shapes. Pictures on our own origin are read
 * through the app's own routes (static files, stored photos); another origin's are not fetched,
 * and such a page, like one without a picture, gets the brand's colour card.
 */
export function createPreviewImages(app: FastifyInstance) {
  const rendered = new LRUCache<string, Buffer>({ maxSize: CACHED_BYTES, sizeCalculation: (jpeg) => jpeg.length });

  async function source(picture: string | null): Promise<Buffer | null> {
    if (!picture?.startsWith('/') || picture.startsWith('//')) return null;
    const res = await app.inject({ method: 'GET', url: picture });
    return res.statusCode === 200 && /^image\//.test(String(res.headers['content-type'])) ? res.rawPayload : null;
  }

  async function render(picture: string | null): Promise<Buffer> {
    const input = await source(picture);
    const frame = { ...PREVIEW_SIZE, fit: 'cover' as const };
    if (input) {
      try {
        // SVG drawings are rasterised at twice their size, so the crop stays sharp.
        return await sharp(input, { density: 144 }).resize(frame).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
      } catch {
        // An unreadable picture gets the brand card below.
      }
    }
    return sharp({ create: { ...PREVIEW_SIZE, channels: 3, background: BRAND_BACKGROUND } }).jpeg({ quality: 82 }).toBuffer();
  }

  return {
    /** The card for a page's picture (a path on this origin, another origin's URL, or none). */
    async jpeg(picture: string | null): Promise<Buffer> {
      const key = picture ?? '';
      const cached = rendered.get(key);
      if (cached) return cached;
      const jpeg = await render(picture);
      rendered.set(key, jpeg);
      return jpeg;
    },
    /** A version for the card's address, so previews fetch a new card when the picture changes. */
    version: (picture: string | null) => createHash('sha1').update(picture ?? '').digest('base64url').slice(0, 10),
  };
}

export type PreviewImages = ReturnType<typeof createPreviewImages>;
