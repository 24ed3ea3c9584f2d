import { ADMIN, PRODUCT_NAME, type Locale } from '@dishrated/shared';
import { mailIn, type MailMessage } from '../mail/index.js';

interface Applicant {
  email: string;
  ownerName: string;
  businessName: string;
  /** The page's language when they applied: their mails are written in it. */
  language: Locale;
}


const HOURS = ADMIN.passwordSetupTtlMs / 3_600_000;

/** The words of every mail about an application, in one place, in both languages. */
export const applicationMails = {
  received: (a: Applicant): MailMessage =>
    mailIn(a, {
      en: {
        subject: `We received your ${PRODUCT_NAME} application`,
        text:
          `Hi ${a.ownerName},\n\nThank you for applying to list ${a.businessName} on ${PRODUCT_NAME}. ` +
          `Our team will review your application and get back to you within ${ADMIN.reviewPromise}.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `आपका ${PRODUCT_NAME} आवेदन हमें मिल गया`,
        text:
          `नमस्ते ${a.ownerName},\n\n${PRODUCT_NAME} पर ${a.businessName} जोड़ने के आवेदन के लिए शुक्रिया। ` +
          `हमारी टीम आपका आवेदन देखकर ${ADMIN.reviewPromiseDays} कामकाजी दिनों में जवाब देगी।\n\n${PRODUCT_NAME}\n`,
      },
    }),

  /** A new account: the link sets its first password (nobody, admins included, ever knew one). */
  approvedNewAccount: (a: Applicant, setPasswordUrl: string): MailMessage =>
    mailIn(a, {
      en: {
        subject: `Welcome to ${PRODUCT_NAME}: set your password`,
        text:
          `Hi ${a.ownerName},\n\nGood news: your application for ${a.businessName} is approved and your owner account is ready.\n\n` +
          `Choose your password here (the link works once, within ${HOURS} hours):\n\n${setPasswordUrl}\n\n` +
          `Then add your truck, menu and schedule from your owner dashboard.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `${PRODUCT_NAME} में आपका स्वागत है: अपना पासवर्ड बनाएँ`,
        text:
          `नमस्ते ${a.ownerName},\n\nख़ुशख़बरी: ${a.businessName} का आपका आवेदन मंज़ूर हो गया है और आपका मालिक खाता तैयार है।\n\n` +
          `अपना पासवर्ड यहाँ चुनें (लिंक एक बार, ${HOURS} घंटों के अंदर चलेगा):\n\n${setPasswordUrl}\n\n` +
          `फिर अपने मालिक डैशबोर्ड से अपना ट्रक, मेन्यू और समय-सारणी जोड़ें।\n\n${PRODUCT_NAME}\n`,
      },
    }),

  approvedExistingAccount: (a: Applicant, loginUrl: string): MailMessage =>
    mailIn(a, {
      en: {
        subject: `Your ${PRODUCT_NAME} application is approved`,
        text:
          `Hi ${a.ownerName},\n\nGood news: your application for ${a.businessName} is approved. ` +
          `Your existing account is now an owner account: sign in with your usual password at ${loginUrl} ` +
          `and add your truck from your owner dashboard.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `आपका ${PRODUCT_NAME} आवेदन मंज़ूर हो गया`,
        text:
          `नमस्ते ${a.ownerName},\n\nख़ुशख़बरी: ${a.businessName} का आपका आवेदन मंज़ूर हो गया है। ` +
          `आपका मौजूदा खाता अब मालिक खाता है: ${loginUrl} पर अपने पुराने पासवर्ड से साइन इन करें ` +
          `और अपने मालिक डैशबोर्ड से अपना ट्रक जोड़ें।\n\n${PRODUCT_NAME}\n`,
      },
    }),

  rejected: (a: Applicant, reason: string): MailMessage =>
    mailIn(a, {
      en: {
        subject: `Your ${PRODUCT_NAME} application`,
        text:
          `Hi ${a.ownerName},\n\nThank you for your interest in listing ${a.businessName} on ${PRODUCT_NAME}. ` +
          `We are not able to approve your application at this time.\n\nReason: ${reason}\n\n` +
          `You are welcome to apply again once this is addressed.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `आपका ${PRODUCT_NAME} आवेदन`,
        text:
          `नमस्ते ${a.ownerName},\n\n${PRODUCT_NAME} पर ${a.businessName} जोड़ने में रुचि के लिए शुक्रिया। ` +
          `अभी हम आपका आवेदन मंज़ूर नहीं कर पा रहे हैं।\n\nवजह: ${reason}\n\n` +
          `इसे ठीक करने के बाद आप फिर से आवेदन कर सकते हैं।\n\n${PRODUCT_NAME}\n`,
      },
    }),
};
