import type { PhotoPurpose } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from './api-client';
import type { MutationConfig } from './react-query';

/** Uploads a photo for owners and admins (truck, dish, event and post photos); it joins what names it when that is saved. */
export function uploadPhoto(file: File, purpose: PhotoPurpose = 'any') {
  const form = new FormData();
  form.append('file', file);
  return api.post('/owner/uploads', { form, query: { for: purpose } }).then((r) => r.data);
}

export const usePhotoUpload = (purpose: PhotoPurpose, config?: MutationConfig<Awaited<ReturnType<typeof uploadPhoto>>, File>) =>
  useMutation({ ...config, mutationFn: (file: File) => uploadPhoto(file, purpose) });
