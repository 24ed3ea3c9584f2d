import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Executor } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import { eq } from 'drizzle-orm';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/**
 * Every message is written to the mail_outbox table; with SMTP_URL it is also sent. The log says
 * a message was queued; its text (which can hold a live password-reset link) is logged only
 * outside production, where it is the developer's mailbox. The outbox row is written inside the caller's transaction, so a rolled-back action
 * never leaves a mail behind; SMTP delivery happens after, and failures are recorded, not thrown.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly logger: FastifyBaseLogger,
    smtpUrl: string | undefined,
    private readonly from: string,
    private readonly options: { logMessageText: boolean },
  ) {
    this.transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  }

  async enqueue(db: Executor, message: MailMessage): Promise<string> {
    const [row] = await db.insert(mailOutbox).values(message).returning({ id: mailOutbox.id });
    if (this.options.logMessageText) {
      this.logger.info({ mail: { id: row!.id, to: message.to, subject: message.subject } }, `mail queued:\n${message.text}`);
    } else {
      this.logger.info({ mail: { id: row!.id, subject: message.subject } }, 'mail queued in the outbox');
    }
    return row!.id;
  }

  /** Delivers a queued message by SMTP when configured; call after the transaction commits. */
  async deliver(db: Executor, id: string, message: MailMessage): Promise<void> {
    if (!this.transport) return;
    try {
      await this.transport.sendMail({ from: this.from, ...message });
      await db.update(mailOutbox).set({ sentAt: new Date() }).where(eq(mailOutbox.id, id));
    } catch (error) {
      this.logger.warn({ err: error }, 'SMTP delivery failed; message kept in outbox');
      await db.update(mailOutbox).set({ error: String(error) }).where(eq(mailOutbox.id, id));
    }
  }
}
