import { randomUUID } from 'node:crypto';
import type { Locale } from '@dishrated/shared';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Database, Executor } from '../../db/client.js';
import { insertOutbox, leaseNext, markGivenUp, markSent, renewLease, scheduleRetry, type DueMail, type OutboxMessage } from './repository.js';

export type MailMessage = OutboxMessage;

/** A mail's subject and text in each language. */
export type MailWords = Record<Locale, { subject: string; text: string }>;

/** The mail to `recipient`, in the language saved on their account (or application). */
export const mailIn = (recipient: { email: string; language: Locale }, words: MailWords): MailMessage => ({ to: recipient.email, ...words[recipient.language] });

/** What sends one message (nodemailer's SMTP transport; tests pass their own). */
export interface MailTransport {
  sendMail(message: MailMessage & { from: string; messageId: string }): Promise<unknown>;
}

export interface RelayOptions {
  /** Attempts before a message is given up (then admins see it). */
  maxAttempts?: number;
  /** The wait after the first failure; it doubles with each further one, up to an hour. */
  backoffMs?: number;
  /** How long one instance holds a message before another may take it over; renewed while it is being sent. */
  leaseMs?: number;
  /** How often the outbox is looked at for due messages (besides right after each new one). */
  pollMs?: number;
}

const RELAY_DEFAULTS = { maxAttempts: 8, backoffMs: 30_000, leaseMs: 60_000, pollMs: 15_000 } satisfies Required<RelayOptions>;
const MAX_BACKOFF_MS = 60 * 60 * 1000;
/**
 * SMTP steps after which a failed send cannot have delivered the message (nodemailer names the
 * step that failed); a failure at any later step (DATA, or a timeout waiting for its answer) may
 * have delivered it.
 */
const BEFORE_DATA = new Set(['CONN', 'EHLO', 'HELO', 'LHLO', 'STARTTLS', 'AUTH PLAIN', 'AUTH LOGIN', 'AUTH XOAUTH2', 'AUTH CRAM-MD5', 'MAIL FROM', 'RCPT TO']);

/**
 * Mail goes through the mail_outbox table: a message is written there inside the transaction of
 * the change that causes it (a rolled-back action leaves no mail behind), and a relay sends it
 * once that has committed. The relay leases one due message at a time with FOR UPDATE SKIP
 * LOCKED and renews the lease while the mail server takes its time, so a fleet of instances sends
 * each message once; every attempt carries the message's own Message-ID, and a retry after an
 * attempt that may have delivered it is logged. A failure is retried with a doubling wait; after
 * the last attempt the message is given up and shown to admins. The outbox survives restarts: whatever is
 * due is sent by whichever instance looks next. Without SMTP_URL nothing is sent and the outbox is
 * the developer's mailbox. The log says a message was queued; its text (which can hold a live
 * password-reset link) is logged only outside production.
 */
export class Mailer {
  private readonly transport: MailTransport | null;
  private readonly relay: Required<RelayOptions>;
  private timer: NodeJS.Timeout | null = null;
  private pass: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly db: Database,
    smtp: string | MailTransport | undefined,
    private readonly from: string,
    private readonly options: { logMessageText: boolean; relay?: RelayOptions },
  ) {
    this.transport = typeof smtp === 'string' ? nodemailer.createTransport(smtp) : (smtp ?? null);
    this.relay = { ...RELAY_DEFAULTS, ...options.relay };
  }

  async enqueue(db: Executor, message: MailMessage): Promise<string> {
    const domain = /@([\w.-]+)>?\s*$/.exec(this.from)?.[1] ?? 'dishrated.app';
    const id = await insertOutbox(db, { ...message, messageId: `<${randomUUID()}@${domain}>` });
    if (this.options.logMessageText) {
      this.logger.info({ mail: { id, to: message.to, subject: message.subject } }, `mail queued:\n${message.text}`);
    } else {
      this.logger.info({ mail: { id, subject: message.subject } }, 'mail queued in the outbox');
    }
    return id;
  }

  /** Starts relaying: due messages now, then every poll interval. Nothing to do without SMTP. */
  start() {
    if (!this.transport || this.timer) return;
    this.timer = setInterval(() => this.relayNow(), this.relay.pollMs);
    this.timer.unref();
    this.relayNow();
  }

  /** Looks at the outbox now (after a transaction that queued mail has committed). */
  relayNow() {
    if (!this.transport || this.stopped) return;
    if (this.pass) {
      this.again = true;
      return;
    }
    this.pass = this.relayDue()
      .catch((error: unknown) => this.logger.error({ err: error }, 'mail relay failed'))
      .finally(() => {
        this.pass = null;
        if (this.again) {
          this.again = false;
          this.relayNow();
        }
      });
  }

  /** Resolves when no pass is running (tests, and shutdown, wait for it). */
  async idle() {
    while (this.pass) await this.pass;
  }

  async stop() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.idle();
  }

  private async relayDue() {
    while (!this.stopped) {
      const mail = await leaseNext(this.db, this.relay.leaseMs);
      if (!mail) return;
      await this.send(mail);
    }
  }

  private async send(mail: DueMail) {
    if (mail.earlierAttemptUnfinished) {
      this.logger.warn({ mail: { id: mail.id, attempts: mail.attempts, messageId: mail.messageId } }, 'mail sent again after an attempt that never finished and may have gone out (same Message-ID)');
    }
    // Held while the mail server takes its time: another instance must not take it over meanwhile.
    const renew = setInterval(() => void renewLease(this.db, mail.id, this.relay.leaseMs).catch(() => undefined), Math.max(10, this.relay.leaseMs / 3));
    renew.unref();
    try {
      await this.transport!.sendMail({ from: this.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId });
      clearInterval(renew);
      await markSent(this.db, mail.id);
    } catch (error) {
      clearInterval(renew);
      const message = String(error).slice(0, 500);
      const step = (error as { command?: string }).command;
      if (!step || !BEFORE_DATA.has(step)) {
        this.logger.warn({ mail: { id: mail.id, attempts: mail.attempts, messageId: mail.messageId, step: step ?? 'unknown' } }, 'mail failed after it may have gone out; a retry carries the same Message-ID');
      }
      if (mail.attempts >= this.relay.maxAttempts) {
        this.logger.error({ mail: { id: mail.id, attempts: mail.attempts } }, 'mail given up after its last attempt');
        await markGivenUp(this.db, mail.id, message);
      } else {
        const waitMs = Math.min(this.relay.backoffMs * 2 ** (mail.attempts - 1), MAX_BACKOFF_MS);
        this.logger.warn({ mail: { id: mail.id, attempts: mail.attempts }, err: error }, 'mail delivery failed; will retry');
        await scheduleRetry(this.db, mail.id, waitMs, message);
      }
    }
  }
}
