/**
 * Dishes as people look for them: what a dish is (veg or not, how spicy), the popular dishes that
 * have pages of their own, and the Hindi words for common dishes that find their menu entries.
 */

export const SEARCH_LIMITS = {
  queryMax: 100,
  /** Suggestions start at this many characters. */
  suggestMin: 2,
  suggestions: 8,
  pageSize: 20,
  maxPage: 50,
  /** The distances a search offers (the last is the widest it takes). */
  radiusKm: { default: 10, max: 50, options: [2, 5, 10, 25, 50] },
  /**
   * The nearest trucks within the radius whose menus a search reads: a city centre holds
   * thousands, and finding the nearest is most of a search's work; 100 menus hold plenty of choice.
   */
  nearestTrucks: 100,
  maxPrice: 100_000,
} as const;

export const SEARCH_SORTS = ['relevance', 'distance', 'price', 'rating'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];

/** What a dish is, as Indian menus mark it. Vegan dishes are also veg; egg dishes are not. */
export const DIET_TYPES = ['veg', 'non-veg', 'egg', 'vegan'] as const;
export type DietType = (typeof DIET_TYPES)[number];
/** Stored for dishes added before owners were asked. */
export type StoredDietType = DietType | 'unknown';

export const DIET_LABELS: Record<StoredDietType, string> = { veg: 'Veg', 'non-veg': 'Non-veg', egg: 'Egg', vegan: 'Vegan', unknown: 'Diet not stated' };

/** The diets a diet filter lets through: a veg search also finds vegan dishes, never egg or non-veg ones. */
export const DIETS_MATCHING: Record<DietType, readonly DietType[]> = { veg: ['veg', 'vegan'], vegan: ['vegan'], egg: ['egg'], 'non-veg': ['non-veg'] };

export const SPICE_LEVELS = [0, 1, 2, 3] as const;
export const SPICE_LABELS = ['Not spicy', 'Mild', 'Medium', 'Hot'] as const;

/** Dishes with an indexable page of their own (/dishes/{slug}), listed in the sitemap. */
export const POPULAR_DISHES = [
  { slug: 'vada-pav', name: 'Vada Pav' },
  { slug: 'pav-bhaji', name: 'Pav Bhaji' },
  { slug: 'momos', name: 'Momos' },
  { slug: 'masala-dosa', name: 'Masala Dosa' },
  { slug: 'pani-puri', name: 'Pani Puri' },
  { slug: 'chole-bhature', name: 'Chole Bhature' },
  { slug: 'biryani', name: 'Biryani' },
  { slug: 'paneer-tikka', name: 'Paneer Tikka' },
  { slug: 'kathi-roll', name: 'Kathi Roll' },
  { slug: 'cold-coffee', name: 'Cold Coffee' },
  { slug: 'masala-chai', name: 'Masala Chai' },
  { slug: 'kulfi', name: 'Kulfi' },
] as const;

/** The dishes the search box offers as examples; the demo menus serve each of them. */
export const SEARCH_EXAMPLES = ['vada pav', 'momos', 'cold coffee'] as const;

export const popularDish = (slug: string) => POPULAR_DISHES.find((dish) => dish.slug === slug) ?? null;

/** Common dishes written in Devanagari, as their menus spell them in English (longest first when matched). */
const HINDI_DISH_WORDS: Record<string, string> = {
  'पाव भाजी': 'pav bhaji',
  'वड़ा पाव': 'vada pav',
  'वडा पाव': 'vada pav',
  'छोले भटूरे': 'chole bhature',
  'पानी पूरी': 'pani puri',
  'गोलगप्पे': 'pani puri',
  'मसाला डोसा': 'masala dosa',
  'मसाला चाय': 'masala chai',
  'कोल्ड कॉफी': 'cold coffee',
  'पनीर टिक्का': 'paneer tikka',
  'मोमोज़': 'momos',
  'मोमोज': 'momos',
  'मोमो': 'momos',
  'पनीर': 'paneer',
  'समोसा': 'samosa',
  'डोसा': 'dosa',
  'इडली': 'idli',
  'बिरयानी': 'biryani',
  'चाय': 'chai',
  'कॉफी': 'coffee',
  'कुल्फी': 'kulfi',
  'लस्सी': 'lassi',
  'भेल': 'bhel',
  'चाट': 'chaat',
  'पराठा': 'paratha',
  'थाली': 'thali',
  'रोल': 'roll',
  'बर्गर': 'burger',
  'पिज़्ज़ा': 'pizza',
  'पिज्जा': 'pizza',
  'कबाब': 'kebab',
  'टिक्की': 'tikki',
};
const HINDI_PHRASES = Object.keys(HINDI_DISH_WORDS).sort((a, b) => b.length - a.length);

/** A search as typed, with Hindi dish words in their English menu spelling (the rest kept as typed). */
export function dishQuery(text: string): string {
  let query = text.normalize('NFC').trim();
  for (const phrase of HINDI_PHRASES) if (query.includes(phrase)) query = query.split(phrase).join(` ${HINDI_DISH_WORDS[phrase]} `);
  return query.replace(/\s+/g, ' ').trim();
}

/** The older veg and vegan flags, kept true to a dish's diet type. */
export const dietFlags = (diet: DietType) => ({ isVegetarian: diet === 'veg' || diet === 'vegan', isVegan: diet === 'vegan' });

/**
 * A dish name as search compares it: lower case, letters and digits only, "w" as "v", "q" as "k",
 * aspirates dropped after b, d, g, j, k, p, t (bhaji, baji), doubled letters single (paneer,
 * panner; paav, pav). The database's dish_key function (migration 0027) is the same rule.
 */
export function dishKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/[wq]/g, (c) => (c === 'w' ? 'v' : 'k'))
    .replace(/([bdgjkpt])h/g, (_, consonant: string) => consonant)
    .replace(/([a-z])\1+/g, (_, letter: string) => letter)
    .trim();
}

const TRIGRAM_ALPHABET = ' abcdefghijklmnopqrstuvwxyz0123456789';
const code = (c: string) => TRIGRAM_ALPHABET.indexOf(c);

/** A key's trigrams as pg_trgm takes them (each word padded by two spaces before, one after), as sorted distinct numbers. */
export function trigramsOf(key: string): Int32Array {
  const found = new Set<number>();
  for (const word of key.split(' ')) {
    if (!word) continue;
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) found.add((code(padded[i]!) * 37 + code(padded[i + 1]!)) * 37 + code(padded[i + 2]!));
  }
  return Int32Array.from([...found].sort((a, b) => a - b));
}

/** The share of the query's trigrams the dish's name has, 0-1: how much of what was typed is in the name. */
export function trigramCoverage(query: Int32Array, name: Int32Array): number {
  if (query.length === 0) return 0;
  let shared = 0;
  for (let i = 0, j = 0; i < query.length && j < name.length; ) {
    if (query[i] === name[j]) {
      shared++;
      i++;
      j++;
    } else if (query[i]! < name[j]!) i++;
    else j++;
  }
  return shared / query.length;
}

/** A dish matches a search when its name holds at least this share of the search's trigrams. */
export const DISH_MATCH_THRESHOLD = 0.6;

/**
 * How a dish's name matches a search, both as search keys (dishKey): `name`, the name is what was
 * typed (spelling variants included: "paav baji" is Pav Bhaji); `words`, every typed word is a whole
 * word of the name ("pav" in Vada Pav); `similar`, the name only shares most of the typed letters
 * in order ("pav" in Pavlova, "chola" for Chole Bhature), so the screen says it is a different dish.
 */
export const DISH_MATCH_KINDS = ['name', 'words', 'similar'] as const;
export type DishMatchKind = (typeof DISH_MATCH_KINDS)[number];

export function dishMatchKind(queryKey: string, nameKey: string): DishMatchKind {
  if (queryKey === nameKey) return 'name';
  const words = new Set(nameKey.split(' '));
  return queryKey.split(' ').every((word) => words.has(word)) ? 'words' : 'similar';
}
