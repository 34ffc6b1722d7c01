/**
 * Contact details and the name from a CV's header: e-mail, international phone numbers,
 * a location, and the person's name without honorifics or post-nominal letters.
 */

const EMAIL_RE = /[\p{L}\d._%+-]+@[\p{L}\d.-]+\.\p{L}{2,}/u;
const URL_RE =
  /\b(?:https?:\/\/|www\.)\S+|\b[\w-]+\.(?:com|io|dev|me|net|org)\/\S*|linkedin\.com\/\S+|github\.com\/\S+/i;

/**
 * Phone numbers: '+44 20 7946 0958', '(555) 123-4567', '+49 (0)30 1234567', '06 12 34 56 78',
 * '+1-202-555-0143', '555.123.4567'. Between 7 and 15 digits (E.164), not a date range.
 */
const PHONE_RE = /(?<![\w+])(?:\+|00)?\(?\d[\d\s().\-/]{5,20}\d(?![\w])/g;

export function findEmail(text: string): string {
  return EMAIL_RE.exec(text)?.[0]?.replace(/[.]+$/, '') ?? '';
}

export function findPhone(text: string): string {
  const withoutUrls = text.replace(URL_RE, ' ').replace(EMAIL_RE, ' ');
  for (const m of withoutUrls.matchAll(PHONE_RE)) {
    const candidate = m[0].trim();
    const digits = candidate.replace(/\D/g, '');
    if (digits.length < 7 || digits.length > 15) continue;
    // Date ranges and years ('2016 - 2019', '03/2018 - 06/2021') are not phone numbers.
    if (/^(?:\d{1,2}[/.])?(?:19|20)\d{2}\s*[-–]\s*(?:\d{1,2}[/.])?(?:19|20)\d{2}$/.test(candidate))
      continue;
    if (/^\d{1,2}[/.]\d{1,2}[/.]\d{2,4}$/.test(candidate)) continue;
    const start = m.index ?? 0;
    const prefix = withoutUrls.slice(Math.max(0, start - 1), start);
    if (prefix === '+') continue;
    return candidate;
  }
  return '';
}

const US_STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC|ON|BC|QC|AB|NSW|VIC|QLD';
const COUNTRIES = [
  'USA',
  'United States',
  'UK',
  'United Kingdom',
  'England',
  'Scotland',
  'Wales',
  'Ireland',
  'Canada',
  'Australia',
  'New Zealand',
  'Germany',
  'Deutschland',
  'France',
  'Spain',
  'España',
  'Italy',
  'Italia',
  'Portugal',
  'Netherlands',
  'Belgium',
  'Switzerland',
  'Austria',
  'Sweden',
  'Norway',
  'Denmark',
  'Finland',
  'Poland',
  'Czech Republic',
  'Czechia',
  'Hungary',
  'Romania',
  'Greece',
  'Turkey',
  'India',
  'Pakistan',
  'Bangladesh',
  'Sri Lanka',
  'China',
  'Japan',
  'South Korea',
  'Korea',
  'Singapore',
  'Malaysia',
  'Indonesia',
  'Philippines',
  'Vietnam',
  'Thailand',
  'Brazil',
  'Brasil',
  'Mexico',
  'México',
  'Argentina',
  'Chile',
  'Colombia',
  'Peru',
  'South Africa',
  'Nigeria',
  'Kenya',
  'Ghana',
  'Egypt',
  'Morocco',
  'UAE',
  'United Arab Emirates',
  'Saudi Arabia',
  'Qatar',
  'Israel',
  'Remote',
];
const COUNTRY_RE = new RegExp(`(?:^|,\\s*)(?:${COUNTRIES.join('|')})$`, 'i');
const PLACE_WORD = "[\\p{Lu}][\\p{L}.'’-]*";
const PLACE = `${PLACE_WORD}(?:\\s+(?:(?:de|del|la|le|sur|upon|am|im|an|on|en|di)\\s+)?${PLACE_WORD}){0,2}`;
const CITY_REGION_RE = new RegExp(
  `^${PLACE},\\s*(?:${US_STATES}|${PLACE})(?:,\\s*${PLACE})?(?:\\s+\\d{4,6})?$`,
  'u',
);
const NOT_A_PLACE =
  /universit|college|school|institute|academy|science|engineering|studies|management|\b(?:in|of|and|at|for)\b/i;
const COMPANY_WORD =
  /\b(?:inc|ltd|llc|gmbh|plc|corp|co|s\.?a|ag|bv|pty|limited|group|university|college)\b\.?/i;

/** True when a short text reads as a place: 'Lyon, France', 'Austin, TX', 'Remote', 'Berlin'. */
export function isLocation(text: string): boolean {
  const t = text.trim().replace(/^(?:location|address|based in|lives in)\s*:?\s*/i, '');
  if (!t || t.length > 60 || /\d{3,}/.test(t.replace(/\b\d{4,5}\b/, ''))) return false;
  if (COMPANY_WORD.test(t) || NOT_A_PLACE.test(t) || isCredentials(t)) return false;
  return CITY_REGION_RE.test(t) || COUNTRY_RE.test(t);
}

/**
 * Letters after a name on a line of their own ('RN, BSN, CCRN', 'PhD, FHEA', 'BEng, MSc'):
 * every part a short abbreviation with two or more capitals. 'Austin, TX' is a place.
 */
function isCredentials(text: string): boolean {
  const parts = text.split(/\s*,\s*/);
  return (
    parts.length >= 2 &&
    parts.every((p) => /^[\p{L}.()]{2,8}$/u.test(p) && (p.match(/\p{Lu}/gu) ?? []).length >= 2)
  );
}

/** A 'Location: …' or 'City, Region' segment among the header's pieces. */
export function findLocation(pieces: string[]): string {
  for (const piece of pieces) {
    const labelled = /^(?:location|address|based in)\s*:\s*(.+)$/i.exec(piece.trim());
    if (labelled) return labelled[1]!.trim();
  }
  for (const piece of pieces) {
    const p = piece.trim();
    if (p.includes('@') || URL_RE.test(p) || findPhone(p)) continue;
    if (isLocation(p)) return p;
  }
  return '';
}

/** Splits a header line into its pieces: 'a | b • c · d' (and wide gaps). */
export function splitPieces(text: string): string[] {
  return text
    .split(/\s*[|•·◆♦▪⋅]\s*|\t|\s{3,}|\s+[–—/]\s+/)
    .map((s) => s.trim())
    .filter(Boolean);
}

const HONORIFICS =
  /^(?:(?:dr|mr|mrs|ms|mx|miss|prof|sir|dame|rev|eng|ing|herr|frau|mme|mlle|sr|sra|dott|dipl\.-ing|mag)\.?\s+)+/i;
const POST_NOMINALS =
  /(?:,?\s+(?:phd|ph\.d\.|md|m\.d\.|mba|cpa|pmp|rn|bsn|msc|bsc|ma|ba|esq|jr|sr|ii|iii|cfa|acca|frcs|mrcp|dds|pe|p\.e\.|cissp|shrm-cp|pharmd|aca|fca|acca|fcca|cima|ca|cfp|frm|ceng|mice|mrics|frics)\.?)+$/i;
const PARTICLES = new Set([
  'van',
  'von',
  'der',
  'den',
  'de',
  'del',
  'della',
  'di',
  'da',
  'dos',
  'das',
  'du',
  'le',
  'la',
  'ter',
  'ten',
  'bin',
  'ibn',
  'al',
  'el',
  'zu',
  'y',
  'mac',
  'st.',
]);

/** The name without 'Dr.', 'Mr.' … in front or ', PhD', ', MBA' … behind. */
export function cleanName(text: string): string {
  let t = text.replace(/\s+/g, ' ').trim();
  t = t.replace(HONORIFICS, '');
  let previous;
  do {
    previous = t;
    t = t.replace(POST_NOMINALS, '').trim();
  } while (t !== previous);
  t = t.replace(/[,;:]+$/, '').trim();
  // A name printed in capitals is given back in its usual form; particles stay lower case.
  if (t === t.toUpperCase() && /\p{Lu}{2}/u.test(t)) {
    t = t
      .toLowerCase()
      .split(' ')
      .map((word, i) =>
        i > 0 && PARTICLES.has(word)
          ? word
          : word.replace(
              /(^|[-'’])(\p{L})/gu,
              (_, sep: string, ch: string) => sep + ch.toUpperCase(),
            ),
      )
      .join(' ');
    // "Mc"/"O'" names: McDonald, O'Brien.
    t = t.replace(/\bMc(\p{L})/gu, (_, ch: string) => `Mc${ch.toUpperCase()}`);
  }
  return t;
}

/** True when a line could be a person's name: 2–5 words, letters (with accents, hyphens, apostrophes), no digits. */
export function looksLikeName(text: string): boolean {
  const t = cleanName(text);
  if (!t || t.length > 50 || /[\d@/|:]/.test(t)) return false;
  const words = t.split(' ');
  if (words.length < 2 || words.length > 5) return false;
  return words.every(
    (w, i) =>
      /^[\p{Lu}][\p{L}'’.-]*$/u.test(w) ||
      (i > 0 && PARTICLES.has(w.toLowerCase()) && /^\p{Ll}/u.test(w)),
  );
}

/** First and last name: particles ('van der', 'de la') start the last name. */
export function splitName(name: string): { first: string; last: string } {
  const words = name.split(' ').filter(Boolean);
  if (words.length <= 1) return { first: words[0] ?? '', last: '' };
  let cut = words.length - 1;
  for (let i = 1; i < words.length - 1; i += 1) {
    if (PARTICLES.has(words[i]!.toLowerCase()) && /^\p{Ll}/u.test(words[i]!)) {
      cut = i;
      break;
    }
  }
  return { first: words.slice(0, cut).join(' '), last: words.slice(cut).join(' ') };
}
