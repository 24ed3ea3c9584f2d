import { PRODUCT_NAME, type Locale } from '@dishrated/shared';
import { mailIn, type MailMessage } from '../mail/index.js';

interface Recipient {
  name: string;
  email: string;
  language: Locale;
}


/** The mails of claims, in both languages: each recipient's is sent. */
export const listingMails = {
  claimApproved: (who: Recipient, truckName: string, dashboardUrl: string): MailMessage =>
    mailIn(who, {
      en: {
        subject: `You now run ${truckName} on ${PRODUCT_NAME}`,
        text: `Hi ${who.name},\n\nWe checked your claim: ${truckName} is yours on ${PRODUCT_NAME}. Add your menu, photos and hours, and say when you are open, from your dashboard: ${dashboardUrl}\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `${PRODUCT_NAME} पर ${truckName} अब आपका है`,
        text: `नमस्ते ${who.name},\n\nहमने आपका दावा जाँच लिया: ${PRODUCT_NAME} पर ${truckName} अब आपका है। अपने डैशबोर्ड से मेन्यू, फ़ोटो और समय जोड़ें, और बताएँ कि आप कब खुले हैं: ${dashboardUrl}\n\n${PRODUCT_NAME}\n`,
      },
    }),

  claimRejected: (who: Recipient, truckName: string, reason: string): MailMessage =>
    mailIn(who, {
      en: {
        subject: `Your claim of ${truckName}`,
        text: `Hi ${who.name},\n\nWe could not approve your claim of ${truckName}: ${reason}\n\nIf this truck is yours, reply to this mail with your FSSAI licence and we will look again.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `${truckName} पर आपका दावा`,
        text: `नमस्ते ${who.name},\n\nहम ${truckName} पर आपका दावा मंज़ूर नहीं कर सके: ${reason}\n\nअगर यह ट्रक आपका है, तो इस मेल के जवाब में अपना FSSAI लाइसेंस भेजें, हम फिर से देखेंगे।\n\n${PRODUCT_NAME}\n`,
      },
    }),
};

/** Why other claims of a listing were turned down, in the claimant's language. */
export const anotherClaimApproved: Record<Locale, string> = {
  en: 'another claim of this truck was approved.',
  hi: 'इस ट्रक का दूसरा दावा मंज़ूर हो गया।',
};

/** The bell's words when a claim is approved, or a visitor's suggestion is on the map. */
export const listingNotices = {
  claimApproved: (truckName: string) => ({
    en: { title: `${truckName} is yours`, body: 'Your claim was approved. Add your menu and hours from your dashboard.' },
    hi: { title: `${truckName} अब आपका है`, body: 'आपका दावा मंज़ूर हो गया। अपने डैशबोर्ड से मेन्यू और समय जोड़ें।' },
  }),
  suggestionAccepted: (truckName: string) => ({
    en: { title: `Thank you: ${truckName} is on the map`, body: 'The truck you suggested is now listed for everyone to find.' },
    hi: { title: `धन्यवाद: ${truckName} अब नक्शे पर है`, body: 'आपका सुझाया ट्रक अब सबके लिए सूची में है।' },
  }),
};
