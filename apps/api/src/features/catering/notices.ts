import { indiaDate, rupees, type Locale } from '@dishrated/shared';

/** A notification in each language: the recipient's is shown and pushed. */
export type Notice = Record<Locale, { title: string; body: string }>;

interface Asked {
  occasion: string;
  guests: number;
  startsAt: Date;
}

const day = (request: Asked, locale: Locale) => indiaDate(request.startsAt, 'weekday-short-date', locale);

/** An owner hears that a request reached their truck. */
export const newRequestNotice = (request: Asked, truckName: string): Notice => ({
  en: { title: `Catering request for ${truckName}`, body: `${request.occasion}: ${request.guests} guests, ${day(request, 'en')}. Quote from your dashboard's Bookings tab.` },
  hi: { title: `${truckName} के लिए कैटरिंग अनुरोध`, body: `${request.occasion}: ${request.guests} मेहमान, ${day(request, 'hi')}। अपने डैशबोर्ड के बुकिंग टैब से कोटेशन भेजें।` },
});

/** A customer hears of a quote on their request. */
export const newQuoteNotice = (request: Asked, truckName: string, pricePerHead: number): Notice => ({
  en: { title: `A quote from ${truckName}`, body: `${rupees(pricePerHead)} a head for ${request.occasion}.` },
  hi: { title: `${truckName} का कोटेशन`, body: `${request.occasion} के लिए हर व्यक्ति ${rupees(pricePerHead)}।` },
});
