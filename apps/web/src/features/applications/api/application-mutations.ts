import type { OwnerApplication, OwnerApplicationBody } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** The public owner application (nothing cached depends on it). */
export const useSubmitApplication = (config?: MutationConfig<OwnerApplication, OwnerApplicationBody>) =>
  useMutation({
    ...config,
    mutationFn: (body: OwnerApplicationBody) => api.post('/admin/applications', { body }).then((r) => r.data.application),
  });
