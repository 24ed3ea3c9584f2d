import { ADMIN, PRODUCT_NAME } from '@dishrated/shared';
import type { MailMessage } from '../mail/index.js';

interface Applicant {
  email: string;
  ownerName: string;
  businessName: string;
}

/** The words of every mail about an application, in one place. */
export const applicationMails = {
  received: (a: Applicant): MailMessage => ({
    to: a.email,
    subject: `We received your ${PRODUCT_NAME} application`,
    text:
      `Hi ${a.ownerName},\n\nThank you for applying to list ${a.businessName} on ${PRODUCT_NAME}. ` +
      `Our team will review your application and get back to you within ${ADMIN.reviewPromise}.\n\n${PRODUCT_NAME}\n`,
  }),

  /** A new account: the link sets its first password (nobody, admins included, ever knew one). */
  approvedNewAccount: (a: Applicant, setPasswordUrl: string): MailMessage => ({
    to: a.email,
    subject: `Welcome to ${PRODUCT_NAME}: set your password`,
    text:
      `Hi ${a.ownerName},\n\nGood news: your application for ${a.businessName} is approved and your owner account is ready.\n\n` +
      `Choose your password here (the link works once, within ${ADMIN.passwordSetupTtlMs / 3_600_000} hours):\n\n${setPasswordUrl}\n\n` +
      `Then add your truck, menu and schedule from your owner dashboard.\n\n${PRODUCT_NAME}\n`,
  }),

  approvedExistingAccount: (a: Applicant, loginUrl: string): MailMessage => ({
    to: a.email,
    subject: `Your ${PRODUCT_NAME} application is approved`,
    text:
      `Hi ${a.ownerName},\n\nGood news: your application for ${a.businessName} is approved. ` +
      `Your existing account is now an owner account: sign in with your usual password at ${loginUrl} ` +
      `and add your truck from your owner dashboard.\n\n${PRODUCT_NAME}\n`,
  }),

  rejected: (a: Applicant, reason: string): MailMessage => ({
    to: a.email,
    subject: `Your ${PRODUCT_NAME} application`,
    text:
      `Hi ${a.ownerName},\n\nThank you for your interest in listing ${a.businessName} on ${PRODUCT_NAME}. ` +
      `We are not able to approve your application at this time.\n\nReason: ${reason}\n\n` +
      `You are welcome to apply again once this is addressed.\n\n${PRODUCT_NAME}\n`,
  }),
};
