import { randomBytes } from 'node:crypto';
import { ADMIN, type ApplicationListQuery, type Locale, type OwnerApplication, type OwnerApplicationBody, type RejectApplicationBody } from '@dishrated/shared';
import type { Database, Tx } from '../../db/client.js';
import { pageInfo } from '../../lib/pagination.js';
import { conflict, isUniqueViolation, notFound } from '../../lib/errors.js';
import type { Mailer, MailMessage } from '../mail/index.js';
import { recordAdminAction } from '../audit/index.js';
import { createPasswordLinkToken, findUserByEmail, hashPassword, insertUser, passwordLinkUrl, updateUser, type UserRow } from '../auth/index.js';
import { applicationMails } from './mails.js';
import * as repo from './repository.js';

const ALREADY_PENDING = 'An application for this email is already waiting for review. We will get back to you soon.';
const ALREADY_DECIDED = 'This application has already been reviewed';

export function createApplicationService(db: Database, mailer: Mailer, publicUrl: string, clock: () => Date = () => new Date()) {

  /** Locks a pending application for a decision: missing is 404, decided is 409. */
  async function lockPending(tx: Tx, id: string) {
    const application = await repo.lockApplication(tx, id);
    if (!application) throw notFound('APPLICATION_NOT_FOUND');
    if (application.status !== 'pending') throw conflict(ALREADY_DECIDED);
    return application;
  }

  return {
    /** Public: anyone may apply, once at a time per email; the applicant is mailed a receipt. */
    async submit(body: OwnerApplicationBody & { email: string }, language: Locale = 'en'): Promise<OwnerApplication> {
      try {
        const { row } = await db.transaction(async (tx) => {
          const row = await repo.insertApplication(tx, {
            businessName: body.businessName,
            ownerName: body.ownerName,
            email: body.email,
            phone: body.phone,
            cuisineType: body.cuisineType,
            description: body.description ?? null,
            language,
          });
          await mailer.enqueue(tx, applicationMails.received(row));
          return { row };
        });
        mailer.relayNow();
        return (await repo.findApplicationDto(db, row.id))!;
      } catch (error) {
        // The partial unique index keeps one pending application per email, races included.
        if (isUniqueViolation(error)) throw conflict(ALREADY_PENDING, 'email');
        throw error;
      }
    },

    async list(query: ApplicationListQuery) {
      const { applications, total } = await repo.listApplications(db, query);
      return { applications, pagination: pageInfo(query.page, query.limit, total) };
    },

    /**
     * Approves and makes the applicant an owner in one transaction. A new account gets an
     * unguessable password nobody knows and a single-use link to choose their own; an existing
     * customer is upgraded and keeps their password. No password is ever returned, logged or mailed.
     */
    async approve(admin: UserRow, id: string, notes: string | null | undefined): Promise<OwnerApplication> {
      const unknownPasswordHash = await hashPassword(randomBytes(32).toString('base64url'));
      await db.transaction(async (tx) => {
        const application = await lockPending(tx, id);
        const existing = await findUserByEmail(tx, application.email);
        let message: MailMessage;
        if (!existing) {
          const user = await insertUser(tx, {
            name: application.ownerName,
            email: application.email,
            phone: application.phone,
            passwordHash: unknownPasswordHash,
            role: 'owner',
            language: application.language,
          });
          const token = await createPasswordLinkToken(tx, user.id, new Date(clock().getTime() + ADMIN.passwordSetupTtlMs));
          message = applicationMails.approvedNewAccount(application, passwordLinkUrl(publicUrl, token, { welcome: true }));
        } else {
          if (!existing.isActive) throw conflict('The account with this email is banned. Unban it before approving the application.');
          // An admin stays an admin; a customer becomes an owner.
          if (existing.role === 'user') await updateUser(tx, existing.id, { role: 'owner' });
          message = applicationMails.approvedExistingAccount(application, `${publicUrl}/login`);
        }
        await repo.updateApplication(tx, id, { status: 'approved', reviewedAt: clock(), reviewedBy: admin.id, notes: notes ?? null, rejectionReason: null });
        await recordAdminAction(tx, admin, { action: 'application.approve', targetType: 'application', targetId: id, targetLabel: application.businessName, reason: notes });
        await mailer.enqueue(tx, message);
      });
      mailer.relayNow();
      return (await repo.findApplicationDto(db, id))!;
    },

    async reject(admin: UserRow, id: string, { rejectionReason, notes }: RejectApplicationBody): Promise<OwnerApplication> {
      await db.transaction(async (tx) => {
        const application = await lockPending(tx, id);
        await repo.updateApplication(tx, id, { status: 'rejected', reviewedAt: clock(), reviewedBy: admin.id, rejectionReason, notes: notes ?? null });
        await recordAdminAction(tx, admin, { action: 'application.reject', targetType: 'application', targetId: id, targetLabel: application.businessName, reason: rejectionReason });
        await mailer.enqueue(tx, applicationMails.rejected(application, rejectionReason));
      });
      mailer.relayNow();
      return (await repo.findApplicationDto(db, id))!;
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
