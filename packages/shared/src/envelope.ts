import { z } from './zod-runtime.js';
import { ERROR_STATUS, type ErrorCode } from './errors.js';

/** Every API response: { success, message, data }. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), message: z.string(), data });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.enum(Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]]),
  data: z
    .object({ field: z.string().optional(), errors: z.array(z.object({ field: z.string(), message: z.string() })).optional() })
    .nullable(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;
