import type { PhotoPurpose, UploadResult } from '@dishrated/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import { storePhoto } from './photo.js';
import * as repo from './repository.js';
import type { PhotoStorage } from './storage.js';

const HOUR_MS = 60 * 60 * 1000;
/** A photo uploaded but never saved into anything is deleted after this (an owner may take a while to save). */
const UNUSED_PHOTO_AGE_MS = 24 * HOUR_MS;
/** Unused uploads removed per sweep; the next sweep takes the rest. */
const SWEEP_BATCH = 200;

export interface UploadServiceDeps {
  db: Database;
  storage: PhotoStorage;
  /** Photos one account may upload in any hour. */
  perHour: number;
  now?: () => Date;
}

export function createUploadService({ db, storage, perHour, now = () => new Date() }: UploadServiceDeps) {
  return {
    /**
     * Takes a place in the hourly quota (counted and taken under a lock on the uploader, so
     * uploads sent at once cannot pass the limit together), then checks, re-encodes and stores
     * the photo in that place; a photo refused or failing gives its place back.
     */
    async upload(uploaderId: string, read: () => Promise<Buffer>, purpose: PhotoPurpose = 'any'): Promise<UploadResult> {
      const since = new Date(now().getTime() - HOUR_MS);
      const place = await db.transaction(async (tx) => {
        await repo.lockUploader(tx, uploaderId);
        if ((await repo.uploadsSince(tx, uploaderId, since)) >= perHour) {
          const oldest = await repo.oldestUploadSince(tx, uploaderId, since);
          const minutes = oldest ? Math.max(1, Math.ceil((oldest.getTime() + HOUR_MS - now().getTime()) / 60_000)) : 60;
          throw new AppError('RATE_LIMITED', `You can upload ${perHour} photos an hour. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`);
        }
        return repo.reserveUpload(tx, uploaderId);
      });
      try {
        const { keys, ...photo } = await storePhoto(storage, await read(), purpose);
        await repo.completeUpload(db, place, { url: photo.url, thumbnailUrl: photo.thumbnailUrl, keys });
        return photo;
      } catch (error) {
        await repo.deleteUpload(db, place);
        throw error;
      }
    },

    /** Deletes photos uploaded over a day ago that nothing shows; returns how many. */
    async removeUnused(): Promise<number> {
      const unused = await repo.unusedUploads(db, new Date(now().getTime() - UNUSED_PHOTO_AGE_MS), SWEEP_BATCH);
      for (const upload of unused) {
        for (const key of upload.keys) await storage.remove(key);
        await repo.deleteUpload(db, upload.id);
      }
      return unused.length;
    },
  };
}

export type UploadService = ReturnType<typeof createUploadService>;
