import { describe, expect, it } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import { createLocalEngine } from './local-engine.ts';
import {
  acronymChainEnd,
  findFieldsOfStudy,
  findDottedDegrees,
  findNamedBodies,
  findNamedRules,
  findNationalRules,
  findQualifications,
  gluedCodeEnd,
  throughModel,
  throughNumberedPart,
  throughLevel,
  isLevelLetters,
  throughRuleHead,
  withIssuer,
} from './technical-terms.ts';
import { tokenize } from '#shared/ats-keywords/tokens.ts';

const engine = createLocalEngine({ lexicon: loadLexicon() });
const keywords = async (jobDescription: string, jobTitle = '') =>
  (await engine.analyze({ jobDescription, jobTitle, company: '' })).map((k) => k.name);

describe('terms found by their shape', () => {
  it.each([
    [
      'Registration with the Paramedicine Board of Australia is required.',
      'Paramedicine Board of Australia',
    ],
    [
      'Knowledge of the DVSA Guide to Maintaining Roadworthiness, and',
      'DVSA Guide to Maintaining Roadworthiness',
    ],
    [
      'Membership of the Chartered Institute of Purchasing and Supply Management of Nigeria',
      'Chartered Institute of Purchasing and Supply Management of Nigeria',
    ],
    ['ASCP Board of Certification exam', 'ASCP Board of Certification'],
  ])('takes a body or rule book named with a link word whole: %s', (text, name) => {
    expect(findNamedBodies(text, tokenize(text)).map((t) => t.text)).toEqual([name]);
  });

  it.each([
    'Apply through the Institute of Engineers (IEI) portal',
    'Chartership with the ICE (Institution of Civil Engineers)',
    'Report to the Board of directors',
    "A certificate from the Society of Radiography in Nigeria's ultrasound course",
  ])('leaves a name its acronym spells out, or a head alone, to other rules: %s', (text) => {
    expect(findNamedBodies(text, tokenize(text))).toEqual([]);
  });

  it('answers a registration body with the country that ends its name', async () => {
    const out = await keywords(
      'Requirements:\n- Current registration with the Paramedicine Board of Australia\n- Manual handling',
    );
    expect(out).toContain('Paramedicine Board of Australia');
    expect(out).not.toContain('Paramedicine Board');
  });

  it('takes acronyms the lexicon does not know, alone as well as in their phrase', async () => {
    const out = await keywords(
      'Requirements:\n- Knowledge of GST compliance and TDS provisions\n- Experience preparing pupils for WAEC examinations',
    );
    expect(out).toEqual(expect.arrayContaining(['GST', 'TDS', 'WAEC']));
  });

  it('keeps a numbered standard or code whole', async () => {
    const out = await keywords(
      'Requirements:\n- Design to IS 456 and FRS 102 reporting\n- Safety of machinery to EN ISO 13849',
    );
    expect(out).toEqual(expect.arrayContaining(['IS 456', 'FRS 102', 'EN ISO 13849']));
  });

  it("keeps a code with a dotted part or two bodies' letters whole", async () => {
    const out = await keywords(
      'Requirements:\n- Knowledge of ASME B31.3 process piping requirements.\n- Work to AS/NZS 3500.3',
    );
    expect(out).toEqual(expect.arrayContaining(['ASME B31.3', 'AS/NZS 3500.3']));
    expect(out.join(' | ')).not.toMatch(/ASME B31(?!\.)|\bAS\b(?!\/)|(?<!\/)NZS/);
  });

  it('keeps the part numbers a hyphen joins to a code, not a year', async () => {
    const out = await keywords(
      'Requirements:\n- Knowledge of ISO 3691-4 and IEC 81001-5-1\n- Decontamination to HTM 01-06\n- Certified to ISO 14001-2015',
    );
    expect(out).toEqual(
      expect.arrayContaining(['ISO 3691-4', 'IEC 81001-5-1', 'HTM 01-06', 'ISO 14001']),
    );
    expect(out).not.toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^(ISO 3691|IEC 81001(-5)?|HTM 01|ISO 14001-2015)$/),
      ]),
    );
  });

  it('reads codes in a list item written in capitals, not in a shouted heading', async () => {
    const out = await keywords(
      'WHAT YOU NEED (KPI DRIVEN)\nRequirements:\n- ISO 3691-4\n- NEBOSH IGC\n- Python',
    );
    expect(out).toEqual(expect.arrayContaining(['ISO 3691-4', 'Python']));
    expect(out).not.toContain('KPI');
  });

  it('does not also answer the letters of a numbered standard alone', async () => {
    const out = await keywords('Requirements:\n- Knowledge of FRS 102.\n- Sage 200');
    expect(out).toContain('FRS 102');
    expect(out).not.toContain('FRS');
  });

  it('takes a spoken language the job asks for, not a language-shaped adjective', async () => {
    const out = await keywords(
      'Responsibilities:\n- Look after our English clients\nRequirements:\n- Fluent Kannada and very good English',
    );
    expect(out).toEqual(expect.arrayContaining(['Kannada', 'English']));
    expect(
      await keywords('Responsibilities:\n- Look after our English clients with Xero'),
    ).not.toContain('English');
  });

  it('takes a product-like name among the requirements', async () => {
    expect(await keywords('Requirements:\n- Confident with GeoGebra in lessons')).toContain(
      'GeoGebra',
    );
  });

  it('leaves out shouted words, places and pay abbreviations', async () => {
    const out = await keywords(
      'ELECTRICAL ENGINEER (MAINTENANCE)\nWe need an electrical engineer for maintenance.\nRequirements:\n- Based in NSW or TX, CTC 9 LPA\n- CMMS experience',
    );
    expect(out).toContain('CMMS');
    expect(out).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(ENGINEER|MAINTENANCE|NSW|TX|CTC|LPA)$/)]),
    );
  });

  it('takes the field a degree is in, as the posting writes it', async () => {
    const out = await keywords(
      'Requirements:\n- A degree in Marine Biology or a related field\n- B.Sc. in Geography, or an HND in Electrical/Electronics Engineering',
    );
    expect(out).toEqual(
      expect.arrayContaining(['Marine Biology', 'Geography', 'Electrical/Electronics Engineering']),
    );
    expect(out.join(' | ')).not.toMatch(/related field|degree/i);
  });

  it('takes no field from a degree in lower-case generic words', () => {
    const text = 'A degree in a related field, or a Diploma in Business Studies';
    const tokens = tokenize(text);
    expect(findFieldsOfStudy(text, tokens, new Set()).map((t) => t.text)).toEqual([
      'Business Studies',
    ]);
  });

  it('keeps the rules a body of letters names: "IEC standards", "IS codes", "IT law"', async () => {
    const out = await keywords(
      'Requirements:\n- Working knowledge of IEC standards and IS codes\n- Experience in IT law and IT contracts\n- Familiar with consumer protection law',
    );
    expect(out).toEqual(
      expect.arrayContaining(['IEC standards', 'IS codes', 'IT law', 'IT contracts']),
    );
    expect(out).not.toContain('IEC');
  });

  it.each([
    ['PLC code', 1, 2],
    ['Python code', 1, 1],
    ['tax law', 1, 2],
    ['NEC\ncontracts', 1, 1],
  ])('%s: the name ends at %i … %i', (text, end, expected) => {
    expect(throughRuleHead(tokenize(text), 0, end)).toBe(expected);
  });

  it('keeps a maker and its model, or a qualification and its level, as one name', async () => {
    const out = await keywords(
      'Requirements:\n- NVQ Level 3 in electrotechnical installation\n- Experience with WEG CFW11 drives and the ICU / HDU',
    );
    expect(out).toEqual(expect.arrayContaining(['NVQ Level 3', 'WEG CFW11']));
    expect(out).not.toContain('NVQ');
    expect(out).not.toContain('ICU / HDU');
  });

  it.each([
    ['ABB ACS880 drives', 2],
    ['ISO GPS and more', 2],
    ['NVQ Level 3', 3],
    ['ICU / HDU', 1],
    ['SQL queries', 1],
  ])('%s: the name ends before token %i', (text, end) => {
    expect(throughModel(text, tokenize(text), 1, new Set())).toBe(end);
  });

  it('keeps a credential and its bracketed issuer, written together, as one name', async () => {
    const out = await keywords(
      'Requirements:\n- MT(AMT) or MT(ASCP) certification\n- Experience with hematology analyzers',
    );
    expect(out).toEqual(expect.arrayContaining(['MT(AMT)', 'MT(ASCP)']));
    expect(out).not.toContain('MT');
  });

  it.each([
    ['MT(AMT) certified', 2],
    ['MT (AMT) certified', 1],
    ['SQL(PostgreSQL)', 1],
    ['API(s)', 1],
    ['IR(ME)R training', 3],
    ['MT(ASCP) R', 2],
  ])('%s: the credential ends before token %i', (text, end) => {
    expect(withIssuer(text, tokenize(text), 0)).toBe(end);
  });

  it('answers a name with capitals after its bracket whole, not its letters', async () => {
    const out = await keywords('Requirements:\n- Working knowledge of IR(ME)R\n- Python');
    expect(out).toContain('IR(ME)R');
    expect(out).not.toEqual(expect.arrayContaining(['R']));
    expect(out).not.toContain('IR(ME)');
  });

  it.each([
    ['21 CFR Part 820 controls', 2, 4],
    ['GDPR Article 30', 1, 3],
    ['GDPR articles', 1, 1],
    ['EPA Section\n608', 1, 1],
  ])('%s: a numbered part after token %i ends before token %i', (text, end, through) => {
    expect(throughNumberedPart(tokenize(text), end)).toBe(through);
  });

  it.each([
    ['CPR Level C', 1, 3],
    ['HCPCS Level II coding', 1, 3],
    ['First Aid Level 1', 2, 4],
    ['CPR level C', 1, 1],
    ['CPR Level\nC', 1, 1],
    ['CPR Level Four', 1, 1],
  ])('%s: a level after token %i ends before token %i', (text, end, through) => {
    expect(throughLevel(tokenize(text), end)).toBe(through);
  });

  it.each([
    ['CPR Level C', 2, true],
    ['a Grade C pass', 2, true],
    ['Category B licence', 1, true],
    ['C and Python', 0, false],
    ['Level\nC', 1, false],
    ['a world-class CRM', 3, false],
  ])('%s: token %i only names a level: %s', (text, at, level) => {
    expect(isLevelLetters(tokenize(text), at)).toBe(level);
  });

  it('answers a lexicon rule with the numbered part the posting names', async () => {
    const out = await keywords('Requirements:\n- Knowledge of 21 CFR Part 820 and ISO 13485');
    expect(out).toContain('21 CFR Part 820');
    expect(out).not.toContain('21 CFR');
  });

  it('takes a named law whole, with the year it is cited by', async () => {
    const out = await keywords(
      'Requirements:\n- Working knowledge of the Residential Tenancies Act 1997 and the Food Standards Regulations',
    );
    expect(out).toEqual(
      expect.arrayContaining(['Residential Tenancies Act 1997', 'Food Standards Regulations']),
    );
  });

  it('takes no law from "This Act" or from a name cut after an ordinal', () => {
    const text =
      'This Act applies. Wire to the 17th Edition Wiring Regulations under the Water Act';
    expect(findNamedRules(text, tokenize(text), new Set()).map((t) => t.text)).toEqual([
      'Water Act',
    ]);
  });

  // Each finder takes its terms whole from the first texts, and nothing from the last.
  for (const [find, cases] of [
    [
      findQualifications,
      {
        'Holds a Certificate III in Horticulture or similar.': ['Certificate III in Horticulture'],
        // A degree written out is named in full, with its field after "in".
        'A Bachelor of Applied Science in Geology or similar.': [
          'Bachelor of Applied Science in Geology',
        ],
        'Holds a Master of Landscape Architecture (MLA).': ['Master of Landscape Architecture'],
        "A master's degree, or a bachelor of arts.": [],
        'An Advanced Diploma of Interior Design is desirable': [
          'Advanced Diploma of Interior Design',
        ],
        'CIPD Level 5 Diploma in People Management': ['CIPD Level 5 Diploma in People Management'],
        'Wiring to the 17th Edition regulations': ['17th Edition'],
        'A diploma in a related field, or a certificate of employment.': [],
      },
    ],
    [
      findNationalRules,
      {
        'Sound knowledge of Kenyan employment law and payroll': ['Kenyan employment law'],
        'Designs checked against Australian Standards.': ['Australian Standards'],
        'Reporting under Canadian GAAP or IFRS': ['Canadian GAAP'],
        'We serve the Canadian market with German and Austrian law firms.': [],
      },
    ],
  ] as const) {
    it.each(Object.entries(cases))(`${find.name} takes from "%s": %j`, (text, terms) => {
      expect(find(text, tokenize(text)).map((t) => t.text)).toEqual(terms);
    });
  }

  it('takes no acronym from the end of a cited directive ("2009/48/EC")', async () => {
    const out = await keywords(
      'Requirements:\n- Conformity files for the Toy Safety Directive 2009/48/EC and CE marking\n- Knowledge of PED',
    );
    expect(out).toEqual(expect.arrayContaining(['CE Marking', 'PED']));
    expect(out).not.toContain('EC');
  });

  it('keeps letters joined by a hyphen to a number as one code, and neither half alone', async () => {
    const out = await keywords(
      'Requirements:\n- Charging systems with R-32 and R-454B refrigerants\n- Filing VATR-2B returns',
    );
    expect(out).toEqual(expect.arrayContaining(['R-32', 'R-454B', 'VATR-2B']));
    expect(out).not.toContain('R');
    expect(out).not.toContain('VATR');
  });

  it('takes no code from a longer hyphenated chain, a lower-case word or a school grade', () => {
    for (const text of ['post COVID-19-era rules', 'a well-known x-1 form', 'Grades K-6']) {
      const tokens = tokenize(text);
      expect(tokens.every((_, i) => gluedCodeEnd(text, tokens, i) === i)).toBe(true);
    }
  });

  it('keeps capitals joined by a hyphen as one name, and neither half alone', async () => {
    const out = await keywords(
      'Requirements:\n- Fitting MED-EL implants\n- Records kept in MN-CMS\n- Trained in ECG and CTG',
    );
    expect(out).toEqual(expect.arrayContaining(['MED-EL', 'MN-CMS', 'ECG', 'CTG']));
    for (const half of ['MED', 'EL', 'MN', 'CMS']) expect(out).not.toContain(half);
  });

  it('joins no chain of three, no lower-case half and no half glued to a word', () => {
    for (const text of ['an A-B-C code', 'PPE-compliant work', 'UK-wide', 'x-MED-EL']) {
      const tokens = tokenize(text);
      expect(tokens.every((_, i) => acronymChainEnd(text, tokens, i) === i)).toBe(true);
    }
  });

  it('keeps the class written before a licence in its name', async () => {
    const out = await keywords(
      "Requirements:\n- A valid Class 3 driver's licence\n- Forklift experience",
    );
    expect(out).toContain("Class 3 driver's licence");
    expect(out).not.toContain('Class');
  });

  it('takes a dotted degree with the field after it, and no initials of a name', () => {
    const text =
      'UG: B.Pharm or B.Sc. Chemistry (any university); PG: M.Tech preferred. Ask Dr. M. Okafor.';
    expect(findDottedDegrees(text, tokenize(text)).map((t) => t.text)).toEqual([
      'B.Pharm',
      'B.Sc. Chemistry',
      'M.Tech',
    ]);
  });
});
