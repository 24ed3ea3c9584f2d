/** The mail outbox: what the relay (plugins/mailer.ts) and the metrics read and write. */
export { insertOutbox, leaseNext, markGivenUp, markSent, outboxDepth, renewLease, scheduleRetry, type DueMail, type OutboxMessage } from './repository.js';
