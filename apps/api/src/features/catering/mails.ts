import { PRODUCT_NAME, indiaDate, type Locale } from '@dishrated/shared';
import { mailIn, type MailMessage } from '../mail/index.js';
import type { Contact } from './repository.js';

interface Event {
  occasion: string;
  /** When it starts, as an instant. */
  startsAt: Date;
}

const when = (event: Event, locale: Locale) => indiaDate(event.startsAt, 'date-time', locale);
const reach = (who: Contact) => [who.email, who.phone].filter(Boolean).join(', ');

/** The words of every catering mail, in both languages: each recipient's is sent. */
export const cateringMails = {
  /** An owner whose truck a request reached: what is asked, and where to quote. */
  newRequest: (owner: Contact, truckName: string, event: Event & { guests: number }, dashboardUrl: string): MailMessage =>
    mailIn(owner, {
      en: {
        subject: `Catering request: ${event.occasion} for ${event.guests}`,
        text: `Hi ${owner.name},\n\nSomeone would like to hire ${truckName} for ${event.occasion}: ${event.guests} guests on ${when(event, 'en')}.\n\nSee it and send a quote from the Bookings tab of your dashboard: ${dashboardUrl}\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `कैटरिंग अनुरोध: ${event.guests} लोगों के लिए ${event.occasion}`,
        text: `नमस्ते ${owner.name},\n\nकोई ${truckName} को ${event.occasion} के लिए बुक करना चाहता है: ${when(event, 'hi')} को ${event.guests} मेहमान।\n\nअपने डैशबोर्ड के बुकिंग टैब से इसे देखें और कोटेशन भेजें: ${dashboardUrl}\n\n${PRODUCT_NAME}\n`,
      },
    }),

  /** The customer, when a truck quotes on their request. */
  newQuote: (customer: Contact, truckName: string, event: Event, requestUrl: string): MailMessage =>
    mailIn(customer, {
      en: {
        subject: `A quote from ${truckName} for ${event.occasion}`,
        text: `Hi ${customer.name},\n\n${truckName} sent a quote for ${event.occasion} on ${when(event, 'en')}. Compare the quotes and book one here: ${requestUrl}\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `${event.occasion} के लिए ${truckName} का कोटेशन`,
        text: `नमस्ते ${customer.name},\n\n${truckName} ने ${when(event, 'hi')} को ${event.occasion} के लिए कोटेशन भेजा है। कोटेशन मिलाएँ और एक बुक करें: ${requestUrl}\n\n${PRODUCT_NAME}\n`,
      },
    }),

  /** The customer's booking: how to reach the truck's owner, now that it is booked. */
  bookedCustomer: (customer: Contact, owner: Contact, truckName: string, event: Event): MailMessage =>
    mailIn(customer, {
      en: {
        subject: `Booked: ${truckName} for ${event.occasion}`,
        text: `Hi ${customer.name},\n\n${truckName} is booked for ${event.occasion} on ${when(event, 'en')}.\n\nYou can now reach ${owner.name} directly: ${reach(owner)}.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `बुक हो गया: ${event.occasion} के लिए ${truckName}`,
        text: `नमस्ते ${customer.name},\n\n${truckName} ${when(event, 'hi')} को ${event.occasion} के लिए बुक हो गया है।\n\nअब आप ${owner.name} से सीधे संपर्क कर सकते हैं: ${reach(owner)}।\n\n${PRODUCT_NAME}\n`,
      },
    }),

  /** The booked owner: the event is on their truck's schedule as a private event. */
  bookedOwner: (owner: Contact, customer: Contact, truckName: string, event: Event): MailMessage =>
    mailIn(owner, {
      en: {
        subject: `Booked: ${event.occasion} on ${when(event, 'en')}`,
        text: `Hi ${owner.name},\n\n${customer.name} accepted your quote: ${truckName} is booked for ${event.occasion} on ${when(event, 'en')}. It is on your truck's schedule as a private event.\n\nYou can now reach ${customer.name} directly: ${reach(customer)}.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `बुकिंग: ${when(event, 'hi')} को ${event.occasion}`,
        text: `नमस्ते ${owner.name},\n\n${customer.name} ने आपका कोटेशन मान लिया: ${truckName} ${when(event, 'hi')} को ${event.occasion} के लिए बुक है। यह आपके ट्रक की समय-सारणी में निजी इवेंट के रूप में है।\n\nअब आप ${customer.name} से सीधे संपर्क कर सकते हैं: ${reach(customer)}।\n\n${PRODUCT_NAME}\n`,
      },
    }),

  /** An owner whose quote was not chosen. */
  declined: (owner: Contact, truckName: string, event: Event): MailMessage =>
    mailIn(owner, {
      en: {
        subject: `Not chosen: ${event.occasion}`,
        text: `Hi ${owner.name},\n\nThe customer booked another truck for ${event.occasion} on ${when(event, 'en')}, so ${truckName}'s quote was not chosen. Thank you for quoting.\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `नहीं चुना गया: ${event.occasion}`,
        text: `नमस्ते ${owner.name},\n\nग्राहक ने ${when(event, 'hi')} को ${event.occasion} के लिए कोई और ट्रक बुक किया, इसलिए ${truckName} का कोटेशन नहीं चुना गया। कोटेशन भेजने के लिए शुक्रिया।\n\n${PRODUCT_NAME}\n`,
      },
    }),

  /** The other side of a cancelled booking, with the reason. */
  cancelled: (recipient: Contact, by: string, truckName: string, event: Event, reason: string): MailMessage =>
    mailIn(recipient, {
      en: {
        subject: `Cancelled: ${truckName} for ${event.occasion}`,
        text: `Hi ${recipient.name},\n\n${by} cancelled the booking of ${truckName} for ${event.occasion} on ${when(event, 'en')}.\n\nReason: ${reason}\n\n${PRODUCT_NAME}\n`,
      },
      hi: {
        subject: `रद्द: ${event.occasion} के लिए ${truckName}`,
        text: `नमस्ते ${recipient.name},\n\n${by} ने ${when(event, 'hi')} को ${event.occasion} के लिए ${truckName} की बुकिंग रद्द कर दी।\n\nवजह: ${reason}\n\n${PRODUCT_NAME}\n`,
      },
    }),
};
