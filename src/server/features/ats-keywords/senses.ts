/**
 * Acronyms whose letters name different things in different fields: "CSCS" is a site card
 * in construction and a strength-coach credential in sport science, "PM" is preventive
 * maintenance in a plant and project management in an office, "C" is a language only in
 * software. The posting's field (which lexicon files its terms come from) picks the sense;
 * a sense is kept as the keyword's meaning (an alias for matching), and where no sense fits
 * the field the letters are dropped or kept bare.
 */

interface Sense {
  /** Lexicon files (lexicon/<field>.txt) whose terms make this the posting's sense. */
  fields: readonly string[];
  /** What the letters stand for in that field; undefined: not a keyword there. */
  meaning: string | undefined;
}

interface Ambiguous {
  senses: readonly Sense[];
  /** When the posting's field matches no sense: keep the letters bare, or drop them. */
  otherwise: 'keep' | 'drop';
  /** Wording that gives the first sense whatever the field: the letters beside its kin. */
  besides?: RegExp;
}

/** Statistics languages and packages that R is listed with ("Stata and R", "R or Python"). */
const STATISTICS_TOOLS = String.raw`(?:Python|Stata|SPSS|SAS|MATLAB|Julia|SQL)`;
const LISTED_WITH = String.raw`\s*(?:,|/|&|\band\b|\bor\b)\s*`;

const SOFTWARE = ['software', 'data-it-more'];
const PLANT = ['security-engineering', 'trades-logistics'];

const SENSES: Record<string, Ambiguous> = {
  c: { senses: [{ fields: SOFTWARE, meaning: 'C programming' }], otherwise: 'drop' },
  // A scientist's posting names R beside Stata with no software term around it; "R&D" and the
  // rand ("R 25 000") are never listed so.
  r: {
    senses: [{ fields: SOFTWARE, meaning: 'R programming' }],
    otherwise: 'drop',
    besides: new RegExp(
      String.raw`\b${STATISTICS_TOOLS}${LISTED_WITH}R\b(?![&'’.-]\w|\s*\d)|(?<![\w&'’.-])R${LISTED_WITH}${STATISTICS_TOOLS}\b`,
    ),
  },
  ecs: {
    senses: [
      { fields: SOFTWARE, meaning: 'Amazon ECS' },
      { fields: PLANT, meaning: 'Electrotechnical Certification Scheme' },
    ],
    otherwise: 'keep',
  },
  cscs: {
    senses: [
      { fields: PLANT, meaning: 'CSCS Card' },
      {
        fields: ['science-public-sector', 'healthcare'],
        meaning: 'Certified Strength and Conditioning Specialist',
      },
    ],
    otherwise: 'keep',
  },
  cpa: {
    senses: [
      {
        fields: ['finance', 'business-hr', 'legal-education'],
        meaning: 'Certified Public Accountant',
      },
      { fields: ['marketing-sales'], meaning: 'cost per acquisition' },
    ],
    otherwise: 'keep',
  },
  ml: {
    senses: [
      { fields: SOFTWARE, meaning: 'Machine Learning' },
      { fields: ['healthcare'], meaning: undefined },
    ],
    otherwise: 'keep',
  },
  pt: { senses: [{ fields: ['healthcare'], meaning: 'Physical Therapy' }], otherwise: 'drop' },
  ot: {
    senses: [
      { fields: ['healthcare'], meaning: 'Occupational Therapy' },
      { fields: PLANT, meaning: 'operational technology' },
    ],
    otherwise: 'drop',
  },
  cad: {
    senses: [
      { fields: [...PLANT, 'design-hospitality'], meaning: 'Computer-Aided Design' },
      { fields: ['healthcare'], meaning: 'coronary artery disease' },
    ],
    otherwise: 'keep',
  },
  plc: {
    senses: [{ fields: PLANT, meaning: 'Programmable Logic Controller' }],
    otherwise: 'drop',
  },
  pm: {
    senses: [
      { fields: PLANT, meaning: 'preventive maintenance' },
      { fields: [...SOFTWARE, 'business-hr', 'marketing-sales'], meaning: 'project management' },
    ],
    otherwise: 'drop',
  },
  pd: {
    senses: [
      { fields: ['finance', ...SOFTWARE], meaning: 'probability of default' },
      { fields: ['business-hr', 'legal-education'], meaning: 'professional development' },
    ],
    otherwise: 'keep',
  },
  dr: { senses: [{ fields: SOFTWARE, meaning: 'disaster recovery' }], otherwise: 'drop' },
};

export type SenseChoice = { keep: false } | { keep: true; meaning?: string };

/**
 * The sense of `key` (a term's comparison key) in a posting whose lexicon terms weigh
 * `fieldWeights` per field and whose text is `text`; undefined when the letters have one
 * sense only.
 */
export function chooseSense(
  key: string,
  fieldWeights: ReadonlyMap<string, number>,
  text = '',
): SenseChoice | undefined {
  const ambiguous = SENSES[key];
  if (!ambiguous) return undefined;
  const first = ambiguous.senses[0];
  if (first?.meaning && ambiguous.besides?.test(text))
    return { keep: true, meaning: first.meaning };
  let best: Sense | undefined;
  let bestWeight = 0;
  for (const sense of ambiguous.senses) {
    const weight = sense.fields.reduce((sum, f) => sum + (fieldWeights.get(f) ?? 0), 0);
    if (weight > bestWeight) {
      best = sense;
      bestWeight = weight;
    }
  }
  if (!best) return ambiguous.otherwise === 'keep' ? { keep: true } : { keep: false };
  return best.meaning === undefined ? { keep: false } : { keep: true, meaning: best.meaning };
}
