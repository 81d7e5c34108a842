import { newStemmer } from 'snowball-stemmers';

/**
 * Dutch-aware text normalisation for site search: accent folding, tokens, stopwords and stems, so
 * that beurs/beurzen, congres/congressen and kaart/kaartje meet. Pure functions, the same on every
 * database engine (the index stores their output).
 *
 * Snowball's Dutch stemmer alone leaves plurals apart (beurzen→beurz, congressen→congress,
 * straten→strat against straat) and keeps diminutives (huisje→huisj). Hunspell's Dutch dictionary
 * would need 5 MB of affix rules in memory and gives no stems through nspell; Snowball 3's
 * Kraaij-Pohlmann-based stemmer still splits beurs/beurzen and congres/congressen. So: diminutives
 * are cut before Snowball, and the stem is put in one canonical form after it (final z→s and v→f,
 * one consonant for two, one vowel for two in the last syllable, the -s and -es of plurals).
 * The rules are measured on a table of word pairs from the demo content (normalise.test.ts).
 */

export type Language = 'nl' | 'en';

const dutchSnowball = newStemmer('dutch');
const englishSnowball = newStemmer('english');

/** Lower case without accents or ligatures: café → cafe, reünie → reunie, Straße → strasse. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/æ/g, 'ae')
    .replace(/œ/g, 'oe')
    .replace(/ø/g, 'o')
    .replace(/ł/g, 'l')
    .replace(/ĳ/g, 'ij');
}

/** The folded words of a text, in order. Apostrophes split (auto's → auto, s); digits count as words. */
export function words(text: string): string[] {
  return fold(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

// Snowball's stopword lists, folded (the words too common to rank by).
const DUTCH_STOPWORDS = new Set(
  ('de en van ik te dat die in een hij het niet zijn is was op aan met als voor had er maar om hem dan zou of wat mijn men dit zo door over ze zich bij ook tot je mij uit der daar haar naar heb hoe heeft hebben deze u want nog zal me zij nu ge geen omdat iets worden toch al waren veel meer doen toen moet ben zonder kan hun dus alles onder ja eens hier wie werd altijd doch wordt wezen kunnen ons zelf tegen na reeds wil kon niets uw iemand geweest andere').split(' '),
);
const ENGLISH_STOPWORDS = new Set(
  ('a an and are as at be been but by for from had has have he her his i if in into is it its of on or our she so such than that the their them then there these they this to was we were what when where which who will with you your').split(' '),
);

export const isStopword = (word: string, language: Language) => (language === 'nl' ? DUTCH_STOPWORDS : ENGLISH_STOPWORDS).has(word);

/** Cuts a Dutch diminutive ending: huisje → huis, boompje → boom, balletje → bal, stoeltje → stoelt. */
function cutDiminutive(word: string): string {
  if (word.length < 5) return word;
  const singular = word.endsWith('jes') ? word.slice(0, -1) : word;
  if (!singular.endsWith('je')) return word;
  const rest = singular.slice(0, -2);
  // bal-l-etje, kop-p-etje: the doubled consonant and the e go with the ending.
  const doubled = rest.match(/^(.+?)([b-df-hj-np-tv-z])\2et$/);
  if (doubled) return doubled[1] + doubled[2];
  if (rest.endsWith('mp')) return rest.slice(0, -1);
  // Stoel-tje keeps its t here; the canonical form below drops it again, as it drops kaart's.
  return rest.length >= 3 ? rest : word;
}

/** One canonical spelling of a Snowball stem, so that a word's singular and plural meet. */
function canonical(stem: string): string {
  let form = stem.replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  // What Snowball leaves of a plural: vacature-s, congres-sen, keuken-s, locatie-s, reiz-en.
  if (form.length > 4 && /[^aeiouy]es$/.test(form)) form = form.slice(0, -2);
  else if (form.length > 5 && /[^aeiouy]en$/.test(form)) form = form.slice(0, -2);
  form = form.replace(/z$/, 's').replace(/v$/, 'f');
  if (form.length > 4 && /[aeiouy]s$/.test(form)) form = form.slice(0, -1).replace(/([^aeiouy])e$/, '$1');
  else if (form.length > 3 && /[^aeiouyjs]s$/.test(form)) form = form.slice(0, -1);
  // stoel-tje and kaart-je, huur/huurt: no t after a long vowel or diphthong and l, n, r or w.
  if (/(aa|ee|oo|uu|oe|eu|ui|ie|ei|ij|ou|au)[lnrw]t$/.test(form)) form = form.slice(0, -1);
  // straat/straten, jaar/jaren: one vowel for two in the last closed syllable.
  form = form.replace(/(aa|ee|oo|uu)([^aeiouy]+)$/, (_, vowels: string, tail: string) => vowels[0] + tail);
  return form;
}

function stemOnce(word: string, language: Language): string {
  if (/\d/.test(word) || word.length < 3) return word;
  if (language === 'en') return englishSnowball.stem(word);
  return canonical(dutchSnowball.stem(cutDiminutive(word)));
}

// Snowball's port takes tens of microseconds a word, and marking the matched words of a page of
// results stems every word of it: each word is stemmed once, and a site's words are few enough
// to keep (the cache starts over when full).
const STEMS_KEPT = 50_000;
const stemmed: Record<Language, Map<string, string>> = { nl: new Map(), en: new Map() };

/** The stem of one folded word. */
export function stem(word: string, language: Language): string {
  const known = stemmed[language];
  let found = known.get(word);
  if (found === undefined) {
    found = stemOnce(word, language);
    if (known.size >= STEMS_KEPT) known.clear();
    known.set(word, found);
  }
  return found;
}

/** The stems of a text's words, stopwords left out: what the index stores and a query looks up. */
export function stems(text: string, language: Language): string[] {
  return words(text)
    .filter((word) => !isStopword(word, language))
    .map((word) => stem(word, language));
}
