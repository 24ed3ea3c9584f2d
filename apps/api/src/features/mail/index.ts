/** The mail outbox: what the relay (plugins/mailer.ts) and the metrics read and write. */
export { insertOutbox, leaseDue, markGivenUp, markSent, outboxDepth, scheduleRetry, type DueMail, type OutboxMessage } from './repository.js';
