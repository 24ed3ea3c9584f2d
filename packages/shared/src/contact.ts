import { z } from './zod-runtime.js';
import { EmailSchema, NameSchema, text } from './fields.js';
import { pagingQuery } from './query.js';
import { PaginationSchema } from './trucks/schemas.js';

export const CONTACT_LIMITS = { subjectMin: 3, subjectMax: 150, messageMin: 10, messageMax: 5000 } as const;

const MessageSchema = text('Message')
  .trim()
  .min(CONTACT_LIMITS.messageMin, `Message must be at least ${CONTACT_LIMITS.messageMin} characters long`)
  .max(CONTACT_LIMITS.messageMax, `Message must be at most ${CONTACT_LIMITS.messageMax} characters long`);

export const ContactBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  subject: text('Subject')
    .trim()
    .min(CONTACT_LIMITS.subjectMin, `Subject must be at least ${CONTACT_LIMITS.subjectMin} characters long`)
    .max(CONTACT_LIMITS.subjectMax, `Subject must be at most ${CONTACT_LIMITS.subjectMax} characters long`),
  message: MessageSchema,
});
export type ContactBody = z.input<typeof ContactBodySchema>;

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;
export const ContactMessageListQuerySchema = z.object(pagingQuery({ defaultLimit: 20, maxLimit: 100 }));
export const ContactMessageListResultSchema = z.object({ messages: z.array(ContactMessageSchema), pagination: PaginationSchema });

/** A visitor's message to a truck's owner, relayed by mail: the owner's address is never shown. */
export const TruckMessageBodySchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  message: MessageSchema,
});
export type TruckMessageBody = z.input<typeof TruckMessageBodySchema>;
