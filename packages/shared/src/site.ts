import { PRODUCT_NAME, TAGLINE } from './constants.js';
import type { Locale } from './i18n/locales.js';

/**
 * Every fixed page's tab title and search-engine description, read by the web app (as the visitor
 * moves between screens) and by the server (in the HTML it sends, which is what crawlers and link
 * previews see). A null title is the home page's: the product name and tagline.
 */
export interface PageMeta {
  title: string | null;
  description: string;
}

export const DEFAULT_DESCRIPTION = 'Find the best food trucks near you: live locations, menus, schedules and honest reviews across Indian cities.';

export const PAGE_META = {
  '/': { title: null, description: DEFAULT_DESCRIPTION },
  '/search': { title: 'Search dishes', description: 'Find a dish at food trucks near you: vada pav, momos, cold coffee, with prices, veg marks and who is open now.' },
  '/find-trucks': { title: 'Find Trucks', description: 'Search food trucks near you by distance, cuisine, price and who is open now, on a map or as a list.' },
  '/events': { title: 'Events', description: 'Food truck festivals, night markets and offers in Indian cities: dates, places and the trucks taking part.' },
  '/blog': { title: 'Blog', description: 'Stories from the trucks, city street food guides, recipes and advice for food truck owners.' },
  '/about': { title: 'About Us', description: 'Why we built DishRated: helping people find great street food and helping food truck owners be found.' },
  '/sustainability': { title: 'Sustainability', description: 'How DishRated and its food trucks cut packaging waste, fuel and food waste.' },
  '/contact': { title: 'Contact', description: 'Questions, feedback or partnerships: write to the DishRated team, or find our email, phone and hours.' },
  '/owner-signup': { title: 'Join as a Food Truck Owner', description: 'List your food truck on DishRated: apply in two minutes, hear back within 2-3 business days.' },
  '/vendor-resources': { title: 'Vendor Resources', description: 'Guides, webinars and answers for food truck owners: licences, menus, pricing, locations and reviews.' },
  '/pricing': { title: 'Pricing', description: 'Plans for food truck owners, from one truck to a fleet, with a 14-day free trial.' },
  '/success-stories': { title: 'Success Stories', description: 'How food truck owners across India grew their business with DishRated, in their own words.' },
  '/privacy': { title: 'Privacy Policy', description: 'What DishRated collects, why, who it is shared with, and the choices you have.' },
  '/terms': { title: 'Terms of Service', description: 'The terms for using DishRated as a visitor, a customer or a food truck owner.' },
  '/accessibility': { title: 'Accessibility', description: 'Our commitment to WCAG 2.1 level AA, what we test, known limitations and how to tell us about a barrier.' },
  '/coming-soon': { title: 'Coming Soon', description: DEFAULT_DESCRIPTION },
  '/login': { title: 'Sign In', description: 'Sign in to DishRated to review trucks, save favourites and manage your food truck.' },
  '/register': { title: 'Create an Account', description: 'Create a free DishRated account to write reviews and follow your favourite food trucks.' },
  '/forgot-password': { title: 'Forgot Password', description: DEFAULT_DESCRIPTION },
  '/reset-password': { title: 'Reset Password', description: DEFAULT_DESCRIPTION },
  '/profile': { title: 'Profile', description: DEFAULT_DESCRIPTION },
  '/following': { title: 'Following', description: DEFAULT_DESCRIPTION },
  '/orders': { title: 'My Orders', description: DEFAULT_DESCRIPTION },
  '/owner/orders': { title: 'Orders', description: DEFAULT_DESCRIPTION },
  '/owner/dashboard': { title: 'Owner Dashboard', description: DEFAULT_DESCRIPTION },
  '/admin/dashboard': { title: 'Admin Dashboard', description: DEFAULT_DESCRIPTION },
} as const satisfies Record<string, PageMeta>;

const HINDI_DESCRIPTION = 'अपने आस-पास के सबसे अच्छे फ़ूड ट्रक ढूँढें: भारत के शहरों में लाइव लोकेशन, मेन्यू, समय और सच्चे रिव्यू।';

/** The same pages in Hindi: every fixed page has both (the type says so). */
export const PAGE_META_HI: Record<keyof typeof PAGE_META, PageMeta> = {
  '/': { title: null, description: HINDI_DESCRIPTION },
  '/search': { title: 'डिश खोजें', description: 'अपने पास के फ़ूड ट्रकों पर कोई डिश ढूँढें: वड़ा पाव, मोमो, कोल्ड कॉफ़ी, दाम, वेज निशान और अभी कौन खुला है।' },
  '/find-trucks': { title: 'ट्रक ढूँढें', description: 'दूरी, व्यंजन, दाम और अभी कौन खुला है के हिसाब से अपने पास के फ़ूड ट्रक खोजें, नक्शे पर या सूची में।' },
  '/events': { title: 'इवेंट', description: 'भारत के शहरों में फ़ूड ट्रक मेले, नाइट मार्केट और ऑफ़र: तारीख़ें, जगहें और शामिल ट्रक।' },
  '/blog': { title: 'ब्लॉग', description: 'ट्रकों की कहानियाँ, शहरों के स्ट्रीट फ़ूड गाइड, रेसिपी और फ़ूड ट्रक मालिकों के लिए सलाह।' },
  '/about': { title: 'हमारे बारे में', description: 'हमने DishRated क्यों बनाया: लोगों को बढ़िया स्ट्रीट फ़ूड ढूँढने और फ़ूड ट्रक मालिकों को ग्राहक पाने में मदद के लिए।' },
  '/sustainability': { title: 'पर्यावरण', description: 'DishRated और इसके फ़ूड ट्रक पैकेजिंग का कचरा, ईंधन और खाने की बर्बादी कैसे कम करते हैं।' },
  '/contact': { title: 'संपर्क', description: 'सवाल, सुझाव या साझेदारी: DishRated टीम को लिखें, या हमारा ईमेल, फ़ोन और समय देखें।' },
  '/owner-signup': { title: 'फ़ूड ट्रक मालिक के रूप में जुड़ें', description: 'अपना फ़ूड ट्रक DishRated पर लाएँ: दो मिनट में आवेदन करें, 2-3 कामकाजी दिनों में जवाब पाएँ।' },
  '/vendor-resources': { title: 'विक्रेताओं के लिए संसाधन', description: 'फ़ूड ट्रक मालिकों के लिए गाइड, वेबिनार और जवाब: लाइसेंस, मेन्यू, दाम, जगहें और रिव्यू।' },
  '/pricing': { title: 'प्लान और दाम', description: 'फ़ूड ट्रक मालिकों के लिए प्लान, एक ट्रक से पूरे बेड़े तक, 14 दिन मुफ़्त आज़माइश के साथ।' },
  '/success-stories': { title: 'सफलता की कहानियाँ', description: 'भारत भर के फ़ूड ट्रक मालिकों ने DishRated के साथ अपना कारोबार कैसे बढ़ाया, उन्हीं की ज़ुबानी।' },
  '/privacy': { title: 'निजता नीति', description: 'DishRated क्या जानकारी लेता है, क्यों, किसके साथ साझा करता है, और आपके पास क्या विकल्प हैं।' },
  '/terms': { title: 'सेवा की शर्तें', description: 'विज़िटर, ग्राहक या फ़ूड ट्रक मालिक के रूप में DishRated इस्तेमाल करने की शर्तें।' },
  '/accessibility': { title: 'सुगम्यता', description: 'WCAG 2.1 स्तर AA के प्रति हमारी प्रतिबद्धता, हम क्या जाँचते हैं, ज्ञात कमियाँ और किसी रुकावट के बारे में हमें कैसे बताएँ।' },
  '/coming-soon': { title: 'जल्द आ रहा है', description: HINDI_DESCRIPTION },
  '/login': { title: 'साइन इन', description: 'ट्रकों का रिव्यू लिखने, पसंदीदा सहेजने और अपना फ़ूड ट्रक चलाने के लिए DishRated में साइन इन करें।' },
  '/register': { title: 'खाता बनाएँ', description: 'रिव्यू लिखने और अपने पसंदीदा फ़ूड ट्रकों को फ़ॉलो करने के लिए मुफ़्त DishRated खाता बनाएँ।' },
  '/forgot-password': { title: 'पासवर्ड भूल गए', description: HINDI_DESCRIPTION },
  '/reset-password': { title: 'पासवर्ड बदलें', description: HINDI_DESCRIPTION },
  '/profile': { title: 'प्रोफ़ाइल', description: HINDI_DESCRIPTION },
  '/following': { title: 'फ़ॉलो किए ट्रक', description: HINDI_DESCRIPTION },
  '/orders': { title: 'मेरे ऑर्डर', description: HINDI_DESCRIPTION },
  '/owner/orders': { title: 'ऑर्डर', description: HINDI_DESCRIPTION },
  '/owner/dashboard': { title: 'मालिक डैशबोर्ड', description: HINDI_DESCRIPTION },
  '/admin/dashboard': { title: 'एडमिन डैशबोर्ड', description: HINDI_DESCRIPTION },
};

/** The tagline in Hindi: what it promises, in Hindi's own rhythm rather than word for word. */
export const TAGLINE_HI = 'ढूँढें। चखें। छा जाएँ।';

/** A page's tab title: 'Find Trucks | DishRated', or the home page's name and tagline. */
export function pageTitle(title: string | null, locale: Locale = 'en'): string {
  return title ? `${title} | ${PRODUCT_NAME}` : `${PRODUCT_NAME}: ${locale === 'hi' ? TAGLINE_HI : TAGLINE}`;
}

/** Paths that show the same screen as another. */
export const PAGE_ALIASES: Record<string, keyof typeof PAGE_META> = {
  '/aboutus': '/about',
  '/vendor-signup': '/owner-signup',
};

/** The meta of a fixed path (aliases included) in a language, or undefined for data pages and unknown paths. */
export function pageMetaFor(path: string, locale: Locale = 'en'): PageMeta | undefined {
  const key = (PAGE_ALIASES[path] ?? path) as keyof typeof PAGE_META;
  if (!Object.hasOwn(PAGE_META, key)) return undefined;
  return locale === 'hi' ? PAGE_META_HI[key] : PAGE_META[key];
}

/**
 * Sections search engines should not index or list: private screens and forms for signed-in
 * people. A section is its path and everything under it (`/owner` and `/owner/orders`, never
 * `/owner-signup`).
 */
export const PRIVATE_SECTIONS = ['/admin', '/owner', '/profile', '/following', '/orders', '/catering', '/listings', '/trucks/create', '/events/create', '/reset-password', '/api'] as const;

export function isPrivatePath(path: string): boolean {
  return PRIVATE_SECTIONS.some((section) => path === section || path.startsWith(`${section}/`));
}

/** robots.txt's rules for the private sections: each path exactly (`$`) and what is under it. */
export const ROBOTS_DISALLOW: readonly string[] = ['', '/hi'].flatMap((base) =>
  PRIVATE_SECTIONS.filter((section) => !(base && section === '/api')).flatMap((section) => [`${base}${section}$`, `${base}${section}/`]),
);

/**
 * Every path the web app answers, as its router spells them. The server answers the others with
 * 404 (the app then shows its not-found page), so search engines never index a typo.
 */
export const APP_PATHS = [
  ...Object.keys(PAGE_META),
  ...Object.keys(PAGE_ALIASES),
  '/trucks/create',
  '/trucks/:id',
  '/trucks/:id/edit',
  '/trucks/:id/location',
  '/trucks/:id/order',
  '/orders/:id',
  '/catering',
  '/catering/new',
  '/catering/:id',
  '/listings/claim/:truckId',
  '/listings/suggest',
  '/trucks/:truckId/update-location',
  '/events/create',
  '/events/:id',
  '/events/:id/edit',
  '/admin/events/create',
  '/admin/events/:id/edit',
  '/admin/blogs/create',
  '/admin/blogs/:id/edit',
  '/blog/:id',
  '/dishes/:slug',
  '/trucks/in/:city',
  '/vendor-login',
  '/owner-login',
  '/dashboard',
  '/owner-dashboard',
] as const;

/** Whether `path` fits one of `patterns` (':name' segments match any one non-empty segment). */
function matchesAny(patterns: readonly string[], path: string): boolean {
  const segments = path.replace(/\/+$/, '').split('/');
  return patterns.some((pattern) => {
    const parts = pattern.replace(/\/+$/, '').split('/');
    return parts.length === segments.length && parts.every((part, i) => part.startsWith(':') ? segments[i] !== '' : part === segments[i]);
  });
}

/** Whether the web app has a screen at `path`. */
export function isAppPath(path: string): boolean {
  return matchesAny(APP_PATHS, path);
}

/**
 * Public screens the server sends already rendered (with their data), so they show before the
 * app's script has run: what a visitor opens first, from a search result or a shared link.
 * Forms and signed-in screens are rendered by the browser.
 */
export const SERVER_RENDERED_PATHS = [
  '/',
  '/search',
  '/dishes/:slug',
  '/trucks/in/:city',
  '/find-trucks',
  '/events',
  '/events/:id',
  '/blog',
  '/blog/:id',
  '/trucks/:id',
  '/trucks/:id/order',
  '/about',
  '/aboutus',
  '/sustainability',
  '/vendor-resources',
  '/pricing',
  '/success-stories',
  '/privacy',
  '/terms',
  '/accessibility',
] as const;

/**
 * The query parameters each server-rendered page reads (the rest change nothing it shows): a
 * cached page is kept by its path and these alone, so `?v=anything` cannot make the server
 * render a page afresh for every request.
 */
const PAGE_QUERY_PARAMS: ReadonlyArray<readonly [pattern: string, params: readonly string[]]> = [
  ['/search', ['q', 'lat', 'lng', 'near', 'radius', 'openNow', 'diet', 'minPrice', 'maxPrice', 'spice', 'sort', 'page']],
  ['/blog', ['category', 'page']],
  ['/events', ['page', 'status']],
  ['/trucks/in/:city', ['page']],
  ['/trucks/:id', ['dish', 'follow']],
  ['/find-trucks', ['cuisine']],
];

/** The query parameters a server-rendered page at `path` reads; a cached copy is kept by these alone. */
export function pageQueryParams(path: string): readonly string[] {
  return PAGE_QUERY_PARAMS.find(([pattern]) => matchesAny([pattern], path))?.[1] ?? [];
}

/**
 * Signed-in screens the server sends as their frame (header, footer, a loading line) with no
 * one's data, the same for every visitor: a phone paints it at once instead of a blank page
 * while the app's code loads, and the app fills it in from the stored session.
 */
export const SERVER_RENDERED_FRAMES = ['/owner/dashboard', '/owner/orders', '/admin/dashboard', '/profile', '/following', '/orders', '/orders/:id'] as const;

export function isServerRenderedPath(path: string): boolean {
  return isPrivatePath(path) ? matchesAny(SERVER_RENDERED_FRAMES, path) : matchesAny(SERVER_RENDERED_PATHS, path);
}
