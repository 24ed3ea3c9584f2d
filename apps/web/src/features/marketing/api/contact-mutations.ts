import type { ContactBody } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

export const useSendContactMessage = (config?: MutationConfig<unknown, ContactBody>) =>
  useMutation({ ...config, mutationFn: (body: ContactBody) => api.post('/contact', { body }) });
