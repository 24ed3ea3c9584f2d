import { randomUUID } from 'node:crypto';
import { PHOTO_MINIMUMS, UPLOAD_LIMITS, type PhotoPurpose, type UploadResult } from '@dishrated/shared';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../../lib/errors.js';
import type { PhotoStorage } from './storage.js';

/** Formats accepted, as the decoder names them after reading the bytes (the file name is ignored). */
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** A decompression bomb (a tiny file that decodes to gigapixels) is refused before decoding. */
const MAX_INPUT_PIXELS = 50_000_000;

export const NOT_A_PHOTO = 'Only JPEG, PNG or WebP photos can be uploaded';
export const UNREADABLE_PHOTO = 'This file could not be read as a photo. It may be damaged: try another one.';
export const EMPTY_PHOTO = 'The file is empty. Choose a photo to upload.';

export const tooManyPixels = (width: number, height: number) =>
  `This photo is too large: ${width} × ${height} pixels. Photos may have at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels; resize it and try again.`;

export const tooSmall = (width: number, height: number, purpose: PhotoPurpose) =>
  `This photo is ${width} × ${height} pixels; ${purpose === 'any' ? 'photos' : `${purpose} photos`} need at least ${PHOTO_MINIMUMS[purpose].width} × ${PHOTO_MINIMUMS[purpose].height} to look sharp. Choose a larger one.`;

/** The format and size from the file's header (nothing is decoded yet). */
async function readFormat(data: Buffer) {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PHOTO);
  }
  if (meta.format && ACCEPTED_FORMATS.has(meta.format) && (meta.width ?? 0) * (meta.height ?? 0) > MAX_INPUT_PIXELS) {
    throw new AppError('BODY_TOO_LARGE', tooManyPixels(meta.width!, meta.height!));
  }
  return meta;
}

/** One size of the photo: upright (EXIF orientation applied), metadata such as GPS stripped, WebP. */
function resized(data: Buffer, width: number) {
  return sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
    .rotate()
    .resize({ width, height: width, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 80 })
    .toBuffer({ resolveWithObject: true });
}

/**
 * Checks that the bytes are a JPEG, PNG or WebP photo, re-encodes it at two sizes (the page
 * and the thumbnail) and stores both. Re-encoding means nothing from the original file but its
 * pixels is ever served. On any failure nothing stays stored.
 */
export async function storePhoto(storage: PhotoStorage, data: Buffer, purpose: PhotoPurpose = 'any'): Promise<UploadResult & { keys: string[] }> {
  if (data.length === 0) throw new AppError('INVALID_IMAGE', EMPTY_PHOTO);
  const meta = await readFormat(data);
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', NOT_A_PHOTO);
  // As shown: EXIF orientations 5 to 8 turn the photo a quarter, swapping its sides.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height ?? 0, meta.width ?? 0] : [meta.width ?? 0, meta.height ?? 0];
  const least = PHOTO_MINIMUMS[purpose];
  if (Math.max(width, height) < Math.max(least.width, least.height) || Math.min(width, height) < Math.min(least.width, least.height)) {
    throw new AppError('INVALID_IMAGE', tooSmall(width, height, purpose));
  }

  let large: Awaited<ReturnType<typeof resized>>;
  let thumb: Awaited<ReturnType<typeof resized>>;
  try {
    [large, thumb] = await Promise.all([resized(data, UPLOAD_LIMITS.largeWidth), resized(data, UPLOAD_LIMITS.thumbWidth)]);
  } catch {
    throw new AppError('INVALID_IMAGE', UNREADABLE_PHOTO);
  }

  const id = randomUUID();
  const keys = { large: `photos/${id}-${UPLOAD_LIMITS.largeWidth}.webp`, thumb: `photos/${id}-${UPLOAD_LIMITS.thumbWidth}.webp` };
  const stored: string[] = [];
  try {
    const url = await storage.put(keys.large, large.data, 'image/webp');
    stored.push(keys.large);
    const thumbnailUrl = await storage.put(keys.thumb, thumb.data, 'image/webp');
    stored.push(keys.thumb);
    return { url, thumbnailUrl, width: large.info.width, height: large.info.height, keys: stored };
  } catch (error) {
    await Promise.allSettled(stored.map((key) => storage.remove(key)));
    throw error;
  }
}
