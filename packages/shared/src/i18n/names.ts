import { blogCategoryLabel, type Cuisine, type PriceRange } from '../constants.js';
import type { Locale } from './locales.js';

/**
 * The fixed names the app shows beside people's own words (which stay as written): cuisines,
 * cities, states and the popular dishes, in Hindi as Hindi speakers write them.
 */
const CUISINES_HI: Record<Cuisine, string> = {
  'North Indian': 'उत्तर भारतीय',
  'South Indian': 'दक्षिण भारतीय',
  Chinese: 'चाइनीज़',
  Italian: 'इटैलियन',
  Mexican: 'मैक्सिकन',
  Thai: 'थाई',
  Japanese: 'जापानी',
  American: 'अमेरिकन',
  Dessert: 'मिठाई और डेज़र्ट',
  Vegan: 'वीगन',
  BBQ: 'बारबेक्यू',
  'Street Food': 'स्ट्रीट फ़ूड',
  Mediterranean: 'भूमध्यसागरीय',
};

const PLACES_HI: Record<string, string> = {
  Bengaluru: 'बेंगलुरु', Mumbai: 'मुंबई', Delhi: 'दिल्ली', 'New Delhi': 'नई दिल्ली', Pune: 'पुणे', Hyderabad: 'हैदराबाद',
  Chennai: 'चेन्नई', Kolkata: 'कोलकाता', Ahmedabad: 'अहमदाबाद', Jaipur: 'जयपुर', Lucknow: 'लखनऊ', Kanpur: 'कानपुर',
  Nagpur: 'नागपुर', Indore: 'इंदौर', Bhopal: 'भोपाल', Surat: 'सूरत', Vadodara: 'वडोदरा', Patna: 'पटना',
  Chandigarh: 'चंडीगढ़', Amritsar: 'अमृतसर', Ludhiana: 'लुधियाना', Kochi: 'कोच्चि', Thiruvananthapuram: 'तिरुवनंतपुरम',
  Kozhikode: 'कोझिकोड', Coimbatore: 'कोयंबटूर', Madurai: 'मदुरै', Mysuru: 'मैसूरु', Mangaluru: 'मंगलुरु',
  'Goa (Panaji)': 'गोवा (पणजी)', Visakhapatnam: 'विशाखापत्तनम', Vijayawada: 'विजयवाड़ा', Bhubaneswar: 'भुवनेश्वर',
  Guwahati: 'गुवाहाटी', Dehradun: 'देहरादून', Varanasi: 'वाराणसी', Agra: 'आगरा', Noida: 'नोएडा', Gurugram: 'गुरुग्राम',
  Ghaziabad: 'ग़ाज़ियाबाद', 'Navi Mumbai': 'नवी मुंबई', Thane: 'ठाणे', Nashik: 'नासिक', Aurangabad: 'औरंगाबाद',
  Raipur: 'रायपुर', Ranchi: 'राँची', Jodhpur: 'जोधपुर', Udaipur: 'उदयपुर', Srinagar: 'श्रीनगर', Shimla: 'शिमला',
  Puducherry: 'पुदुच्चेरी',
  // States.
  Karnataka: 'कर्नाटक', Maharashtra: 'महाराष्ट्र', Telangana: 'तेलंगाना', 'Tamil Nadu': 'तमिलनाडु', 'West Bengal': 'पश्चिम बंगाल',
  Gujarat: 'गुजरात', Rajasthan: 'राजस्थान', 'Uttar Pradesh': 'उत्तर प्रदेश', 'Madhya Pradesh': 'मध्य प्रदेश', Bihar: 'बिहार',
  Punjab: 'पंजाब', Kerala: 'केरल', Goa: 'गोवा', 'Andhra Pradesh': 'आंध्र प्रदेश', Odisha: 'ओडिशा', Assam: 'असम',
  Uttarakhand: 'उत्तराखंड', Haryana: 'हरियाणा', Chhattisgarh: 'छत्तीसगढ़', Jharkhand: 'झारखंड', 'Jammu and Kashmir': 'जम्मू और कश्मीर',
  'Himachal Pradesh': 'हिमाचल प्रदेश',
};

const DISHES_HI: Record<string, string> = {
  'Vada Pav': 'वड़ा पाव',
  'Pav Bhaji': 'पाव भाजी',
  Momos: 'मोमो',
  'Masala Dosa': 'मसाला डोसा',
  'Pani Puri': 'पानी पूरी',
  'Chole Bhature': 'छोले भटूरे',
  Biryani: 'बिरयानी',
  'Paneer Tikka': 'पनीर टिक्का',
  'Kathi Roll': 'काठी रोल',
  'Cold Coffee': 'कोल्ड कॉफ़ी',
  'Masala Chai': 'मसाला चाय',
  Kulfi: 'कुल्फ़ी',
};

const PRICE_RANGES_HI: Record<PriceRange, string> = { budget: '₹200 से कम', mid: '₹200-500', premium: '₹500 से ऊपर' };

/** A cuisine's name in a language (a name outside the list, from older data, as it is). */
export function cuisineName(cuisine: string, locale: Locale): string {
  return locale === 'hi' ? (CUISINES_HI[cuisine as Cuisine] ?? cuisine) : cuisine;
}

/** A city's or state's name in a language. */
export function placeName(name: string, locale: Locale): string {
  return locale === 'hi' ? (PLACES_HI[name] ?? name) : name;
}

/** A popular dish's name in a language. */
export function dishName(name: string, locale: Locale): string {
  if (locale !== 'hi') return name;
  const key = Object.keys(DISHES_HI).find((dish) => dish.toLowerCase() === name.toLowerCase());
  return key ? DISHES_HI[key]! : name;
}

/** A price range's label in a language. */
export function priceRangeLabel(range: PriceRange, english: string, locale: Locale): string {
  return locale === 'hi' ? PRICE_RANGES_HI[range] : english;
}

const WEEKDAYS_HI: Record<string, string> = {
  Monday: 'सोमवार',
  Tuesday: 'मंगलवार',
  Wednesday: 'बुधवार',
  Thursday: 'गुरुवार',
  Friday: 'शुक्रवार',
  Saturday: 'शनिवार',
  Sunday: 'रविवार',
};

/** A weekday's name (as a weekly schedule stores it) in a language. */
export function weekdayName(day: string, locale: Locale): string {
  return locale === 'hi' ? (WEEKDAYS_HI[day] ?? day) : day;
}

/** A distance as the API writes it ('2.3 km') in a language ('2.3 किमी'). */
export function distanceText(distance: string, locale: Locale): string {
  return locale === 'hi' ? distance.replace(/ km$/, ' किमी') : distance;
}

const BLOG_CATEGORIES_HI: Record<string, string> = {
  'food-trends': 'खाने के चलन',
  'truck-spotlights': 'ट्रक की झलक',
  'city-guides': 'शहर गाइड',
  recipes: 'रेसिपी',
  events: 'इवेंट',
  'business-tips': 'कारोबार के नुस्ख़े',
  sustainability: 'पर्यावरण',
  reviews: 'रिव्यू',
  news: 'ख़बरें',
  other: 'अन्य',
};

/** A blog category's name in a language ('food-trends' is 'Food Trends', 'खाने के चलन'). */
export function blogCategoryName(category: string, locale: Locale): string {
  return locale === 'hi' ? (BLOG_CATEGORIES_HI[category] ?? blogCategoryLabel(category)) : blogCategoryLabel(category);
}
