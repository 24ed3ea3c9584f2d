import type { PhotoPurpose } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import type { MutationConfig } from './react-query';

/**
 * Uploads a photo; it joins what names it when that is saved. Owners and admins upload truck,
 * dish, event and post photos; anyone signed in (`by: 'visitor'`) a photo for a claim or a
 * suggestion.
 */
export function uploadPhoto(file: File, purpose: PhotoPurpose = 'any', by: 'owner' | 'visitor' = 'owner') {
  const form = new FormData();
  form.append('file', file);
  return by === 'visitor' ? api.post('/uploads', { form }).then((r) => r.data) : api.post('/owner/uploads', { form, query: { for: purpose } }).then((r) => r.data);
}

export const usePhotoUpload = (purpose: PhotoPurpose, config?: MutationConfig<Awaited<ReturnType<typeof uploadPhoto>>, File>, by: 'owner' | 'visitor' = 'owner') =>
  useMutation({ ...config, mutationFn: (file: File) => uploadPhoto(file, purpose, by) });
