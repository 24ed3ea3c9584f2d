import { apiRoutes, feature } from '../../app-context.js';
import mailRoutes from './routes.js';

// The mail outbox and its relay: every feature queues mail through the Mailer; the metrics read
// the outbox's depth.
export { Mailer, mailIn, type MailMessage, type MailWords, type MailTransport, type RelayOptions } from './mailer.js';
export { outboxDepth } from './repository.js';

/** What admins see of the outbox: mail given up after its last attempt. */
export const mailFeature = feature('mail', async (app, ctx) => {
  await apiRoutes(app, 'Admin', '', (scope) => scope.register(mailRoutes, { db: ctx.db }));
});
