import type { TruckMessageBody } from '@dishrated/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MutationConfig } from '../../../lib/react-query';

/** A visitor's message to a truck's owner; the server relays it by mail. */
export const useSendTruckMessage = (truckId: string, config?: MutationConfig<unknown, TruckMessageBody>) =>
  useMutation({ ...config, mutationFn: (body: TruckMessageBody) => api.post('/trucks/{id}/messages', { path: { id: truckId }, body }) });
