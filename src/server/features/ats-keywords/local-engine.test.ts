import { describe, expect, it } from 'vitest';
import { loadLexicon } from './lexicon.ts';
import {
  createLocalEngine,
  isNoise,
  occupationOf,
  splitNarrowerForms,
  withoutFrame,
} from './local-engine.ts';

const engine = createLocalEngine({ lexicon: loadLexicon() });
const keywords = async (jobDescription: string, jobTitle = '', company = '') =>
  (await engine.analyze({ jobDescription, jobTitle, company })).map((k) => k.name);
/** Every candidate, before the confidence cut: what ranking and spelling tests look at. */
const candidates = async (jobDescription: string, jobTitle = '', company = '') =>
  (await engine.rank({ jobDescription, jobTitle, company })).map((r) => r.keyword.name);

describe('local keyword engine', () => {
  it("answers the posting's own spelling of a lexicon term, once", async () => {
    const out = await keywords(
      'Requirements:\n- 3+ years of JS and TS\n- Experience with GA4 and k8s\n- Certified Public Accountant or CPA',
    );
    expect(out).toEqual(expect.arrayContaining(['JS', 'TS', 'GA4', 'k8s']));
    expect(out.filter((k) => k === 'Certified Public Accountant' || k === 'CPA')).toHaveLength(1);
  });

  it('keeps the canonical name and the other spellings as aliases', async () => {
    const out = await engine.analyze({
      jobDescription:
        'Requirements:\n- Photoshop and MS Excel\n- Photoshop retouching\n- Adobe Photoshop for print',
      jobTitle: '',
      company: '',
    });
    const photoshop = out.find((k) => k.name === 'Photoshop');
    expect(photoshop?.aliases).toContain('Adobe Photoshop');
    const excel = out.find((k) => k.name === 'MS Excel');
    expect(excel?.aliases).toContain('Microsoft Excel');
  });

  it('reads "Word" beside the other office programs as Microsoft Word, and the word "word" as none', async () => {
    const out = await engine.analyze({
      jobDescription:
        'Requirements:\n- Working knowledge of Microsoft Excel and Word.\n- Word of mouth referrals and a word count under 500.',
      jobTitle: '',
      company: '',
    });
    expect(out.map((k) => k.name).sort()).toEqual(['Microsoft Excel', 'Word']);
    expect(out.find((k) => k.name === 'Word')?.aliases).toContain('Microsoft Word');
  });

  it('answers the canonical spelling when the posting writes it in another case', async () => {
    expect(await keywords('Requirements:\n- python and postgresql')).toEqual([
      'Python',
      'PostgreSQL',
    ]);
  });

  it('drops the frame around a name: licence adjectives, "degree in", an acronym\'s "certification"', async () => {
    const out = await keywords(
      'Requirements:\n- Current BLS certification\n- A valid driving licence\n- Degree in Computer Science\n- CI/CD pipelines',
    );
    expect(out).toEqual(expect.arrayContaining(['BLS', 'Computer Science', 'CI/CD']));
    expect(out.join(' | ')).not.toMatch(/valid|certification|degree|pipelines/i);
  });

  it("answers a lexicon term without the words that only frame it, in the posting's letters", async () => {
    const out = await candidates(
      'Requirements:\n- Advanced Excel and presentation skills\n- French language at B2\n- Experience with ERP systems',
    );
    expect(out).toEqual(expect.arrayContaining(['Excel', 'presentation', 'French', 'ERP Systems']));
    expect(out.join(' | ')).not.toMatch(/advanced|skills|language/i);
  });

  it('drops a noun that says how a phrase is learnt or applied, when two words stay', async () => {
    const out = await candidates(
      'Requirements:\n- Current first aid, CPR, anaphylaxis and asthma management training (HLTAID012)\n- Knowledge of mandatory notification obligations\n- Experience with BCA submission procedures\n- Assist with surgical procedures',
    );
    expect(out).toEqual(
      expect.arrayContaining(['Asthma management', 'Mandatory notification', 'BCA submission']),
    );
    expect(out.join(' | ')).not.toMatch(/training|obligations|submission procedures/i);
  });

  it("answers no word of an acronym's expansion that the posting writes nowhere else", async () => {
    const out = await candidates(
      'Requirements:\n- Compliance with the International Standards on Auditing (ISA)\n- IFRS',
    );
    expect(out).toContain('ISA');
    expect(out).not.toContain('Auditing');
    expect(
      await candidates(
        'Requirements:\n- International Standards on Auditing (ISA)\n- Auditing of banks',
      ),
    ).toContain('Auditing');
  });

  it("keeps a generic noun that makes a field's name with the noun after it", async () => {
    const out = await candidates(
      'Requirements:\n- Strong knowledge of unit operations and process safety\n- A team player with customer service experience',
    );
    expect(out.map((k) => k.toLowerCase())).toEqual(
      expect.arrayContaining(['unit operations', 'process safety', 'customer service']),
    );
    expect(out.map((k) => k.toLowerCase())).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(?:operations|safety|player)$/)]),
    );
  });

  it('keeps a capitalised word in front of a lexicon term as part of its name', async () => {
    expect(await candidates('Requirements:\n- Microsoft Excel and SQL')).toContain(
      'Microsoft Excel',
    );
  });

  it('answers a named degree written as its abbreviation', async () => {
    const out = await keywords(
      'Requirements:\n- A PhD in Chemistry or a related field\n- BSc in Radiography\n- Matric with Mathematics',
    );
    expect(out).toEqual(expect.arrayContaining(['PhD', 'BSc', 'Matric']));
  });

  it("answers a licence's class written after its letter, not the letter", async () => {
    const out = await keywords('Requirements:\n- A current C class driver licence\n- Python');
    expect(out).toContain('C class driver licence');
    expect(out).not.toContain('C');
    expect(out).not.toContain('driver licence');
  });

  it("answers a licence's code or category and a qualification's level with their names", async () => {
    const out = await keywords(
      "Requirements:\n- A valid Code B driver's licence\n- Current CPR Level C\n- Category B driving licence",
    );
    expect(out).toEqual(expect.arrayContaining(["Code B driver's licence", 'CPR Level C']));
    expect(out).not.toContain('C');
    expect(out).not.toContain('CPR');
    expect(out).not.toContain("driver's licence");
  });

  it('makes a law written with its year and without it one keyword, with its year; an acronym and a year stay apart', async () => {
    const text =
      'Requirements:\n- Working knowledge of the Mental Capacity Act 2005 and DoLS\n' +
      '- Apply the Mental Capacity Act in daily practice\n' +
      '- Design ventilation as per NBC 2016 fire and life safety requirements\n- Knowledge of ECBC and NBC';
    const out = await candidates(text);
    expect(out).toContain('Mental Capacity Act 2005');
    expect(out).not.toContain('Mental Capacity Act');
    const ranked = await engine.rank({ jobDescription: text, jobTitle: '', company: '' });
    expect(
      ranked.find((r) => r.keyword.name === 'Mental Capacity Act 2005')?.keyword.aliases,
    ).toContain('Mental Capacity Act');
    expect(out).toContain('NBC');
  });

  it('ends no keyword in the people the work is for or the setting it happens in', async () => {
    const out = await candidates(
      'Requirements:\n- Experience with anxious patients and paediatric patients in a laboratory setting\n- Teaching undergraduate students\n- Venepuncture, in particular cord blood sampling',
    );
    expect(out.join(' | ')).not.toMatch(/patients|students|setting|particular/i);
    expect(out).toContain('Cord blood sampling');
  });

  it('ends no keyword in the people the hire works with or the hours of the work, but keeps a name before them', async () => {
    const out = await candidates(
      [
        'Requirements:',
        '- Experience briefing Salesforce leaders, civil servants and non-scientific audiences',
        '- Willing to work early mornings and late nights',
        '- Stata',
      ].join('\n'),
    );
    expect(out.join(' | ')).not.toMatch(/leaders|servants|audiences|mornings|nights/i);
    expect(out).toEqual(expect.arrayContaining(['Salesforce', 'Stata']));
  });

  it("knows a driver's licence in British spelling", async () => {
    const out = await keywords("Requirements:\n- A current Australian driver's licence\n- Xero");
    expect(out).toContain("driver's licence");
  });

  it.each([
    ['Full UK driving licence', 'driving licence'],
    ["Bachelor's degree in Accounting", 'Accounting'],
    ['CSCS card', 'CSCS'],
  ])('%s names %s', (surface, name) => {
    expect(withoutFrame(surface)).toBe(name);
  });

  it.each(['First Aid Certification', 'data pipelines', 'ASCP Board of Certification'])(
    '%s has no frame to drop',
    (surface) => {
      expect(withoutFrame(surface)).toBe(surface);
    },
  );

  it('filters boilerplate: benefits, pay, equal-opportunity text, places and dates', async () => {
    const out = await keywords(
      [
        'We are hiring in London and New York.',
        'Requirements:',
        '- Python and SQL',
        'Benefits:',
        '- Competitive salary, health insurance, 401(k) and paid time off',
        '- Gym membership and free lunch',
        'We thrive in a fast-paced environment.',
        'Acme is an equal opportunity employer and does not discriminate on the basis of race, religion, disability or veteran status.',
        'Start date: January 2026. Monday to Friday.',
      ].join('\n'),
    );
    expect(out).toEqual(['Python', 'SQL']);
  });

  it('never answers a protected characteristic from an equal-opportunity sentence', async () => {
    const out = await candidates(
      [
        'Requirements:',
        '- Python and SQL',
        '- We welcome applications from people of every gender, origin, religion, age, sexual identity and ability.',
      ].join('\n'),
    );
    expect(out.join(' | ')).not.toMatch(/gender|origin|religion|age\b|identity/i);
    expect(out).toEqual(expect.arrayContaining(['Python', 'SQL']));
  });

  it('drops perks and administrative checks wherever they stand', async () => {
    const out = await keywords(
      [
        'Requirements:',
        '- Xero and payroll reconciliation',
        '- Satisfactory National Police Check',
        'We also provide a leave allowance, a medical aid subsidy and a provident fund.',
      ].join('\n'),
    );
    expect(out.join(' | ')).not.toMatch(/check|allowance|medical aid|provident/i);
    expect(out).toContain('Xero');
  });

  it('ranks requirements over nice-to-haves', async () => {
    const out = await keywords(
      'Nice to have:\n- Kafka\n- Terraform\n\nRequirements:\n- Java\n- PostgreSQL',
    );
    expect(out.slice(0, 2).sort()).toEqual(['Java', 'PostgreSQL']);
    expect(out.indexOf('Kafka')).toBeGreaterThan(1);
  });

  it('ranks a skill mentioned often over one mentioned once', async () => {
    const out = await candidates(
      'Requirements:\n- Docker\n- React, React Native\n- Testing React components\n- Building React apps',
    );
    expect(out[0]).toBe('React');
  });

  it('demotes a sentence that calls a skill optional', async () => {
    const out = await keywords(
      'Requirements:\n- Experience with Vue is a plus.\n- Strong Angular skills',
    );
    expect(out).toEqual(['Angular', 'Vue']);
  });

  it('answers every keyword of a long requirements list, most important first', async () => {
    const list =
      'Python, Java, Go, Rust, Ruby, PHP, Kotlin, Scala, Perl, Haskell, Elixir, Erlang, Clojure, Lua, Groovy, Dart, Julia, COBOL, Fortran';
    const out = await keywords(`Nice to have:\n- Terraform\nRequirements:\n- ${list}`);
    expect(out).toHaveLength(20);
    expect(out.at(-1)).toBe('Terraform');
  });

  it('extracts key phrases the lexicon lacks, but not generic job-ad language', async () => {
    const out = await keywords(
      'Requirements:\n- Experience with payment reconciliation\n- Strong knowledge of payment reconciliation and ledger migrations\n- A team player with a great attitude',
    );
    expect(out).toContain('Payment reconciliation');
    expect(out.map((k) => k.toLowerCase())).not.toContain('great attitude');
  });

  it('reads a gerund that ends a noun phrase as the activity it names, not as a verb', async () => {
    const out = (
      await candidates(
        'Requirements:\n- Experience in payroll forecasting and roster planning\n- Solid grounding in survival modelling.\n- Experience managing budgets',
      )
    ).map((k) => k.toLowerCase());
    expect(out).toEqual(expect.arrayContaining(['payroll forecasting', 'survival modelling']));
    expect(out.join(' | ')).not.toMatch(/experience managing|managing budgets/);
  });

  it('keeps a modifier hyphenated to the next word: "high-density polyethylene"', async () => {
    const out = (
      await candidates(
        'Requirements:\n- Knowledge of high-density polyethylene\n- Work in a high-volume bakery',
      )
    ).map((k) => k.toLowerCase());
    expect(out).toContain('high-density polyethylene');
    expect(out).not.toContain('density polyethylene');
    expect(out).not.toContain('high-volume');
  });

  it('writes a phrase as the posting does, never half of a written-together word', async () => {
    const out = await candidates(
      'Requirements:\n- UG: B.Com (any specialisation)\n- Ran A/B tests on 3D models\n- Post Basic B.Sc. Nursing',
    );
    expect(out).toContain('B.Com');
    expect(out.join(' | ')).not.toMatch(/B\. Com|B tests|D models|B\. Sc/);
  });

  it('makes an acronym and its spelled-out form one keyword, in the more frequent form', async () => {
    const out = await engine.analyze({
      jobDescription:
        'Requirements:\n- Registered with the Teachers Registration Council of Nigeria (TRCN)\n- TRCN is essential\n- Knowledge of the Quality Assurance Framework (QAF) and the Quality Assurance Framework reviews',
      jobTitle: '',
      company: '',
    });
    const names = out.map((k) => k.name);
    expect(names).toContain('TRCN');
    expect(out.find((k) => k.name === 'TRCN')?.aliases).toContain(
      'Teachers Registration Council of Nigeria',
    );
    expect(names.filter((n) => /Teachers Registration|TRCN/.test(n))).toHaveLength(1);
    expect(names).toContain('Quality Assurance Framework');
    expect(names).not.toContain('QAF');
  });

  it('makes a plural acronym and its lower-case spelling one keyword; keeps apart a piece written on its own', async () => {
    const out = await candidates(
      'Requirements:\n- You write standard operating procedures (SOPs)\n- SOPs for every line\n- Experience with electrical installation\n- Electrical installation condition reports (EICRs)',
    );
    expect(out).toContain('SOPs');
    expect(out.map((k) => k.toLowerCase())).not.toContain('standard operating procedures');
    expect(out.map((k) => k.toLowerCase())).toContain('electrical installation');
  });

  it('answers one keyword per spelling, whichever way it was found', async () => {
    const out = await keywords('Requirements:\n- Dart and Flutter\n- DART for mobile apps');
    expect(out.filter((k) => k.toLowerCase() === 'dart')).toHaveLength(1);
  });

  it('answers the occupation when the posting asks for it, as the posting writes it', async () => {
    const asked = await keywords(
      'Your profile:\n- Completed training as a physiotherapist\n- Bobath concept',
      'Physiotherapist (m/f/d) – Neurological Rehabilitation',
    );
    expect(asked).toContain('physiotherapist');
    const notAsked = await keywords(
      'Your tasks:\n- Run the pass\nRequirements:\n- Knife skills and HACCP',
      'Senior Sous Chef',
    );
    expect(notAsked.map((k) => k.toLowerCase())).not.toContain('sous chef');
  });

  it.each([
    ['Senior Site Engineer – Civils', 'Site Engineer'],
    ['Physiotherapist (m/f/d) – Neurological Rehabilitation', 'Physiotherapist'],
    ['Data Engineer – Azure / Databricks', 'Data Engineer'],
    ['Chef de Partie', 'Chef de Partie'],
  ])('the occupation of "%s" is %s', (title, occupation) => {
    expect(occupationOf(title)).toBe(occupation);
  });

  it('never takes the company name for a skill', async () => {
    const out = await keywords(
      'About Cloud Run Labs\nRequirements:\n- Python',
      'Engineer',
      'Cloud Run Labs',
    );
    expect(out).toEqual(['Python']);
  });

  it("reads a word of the company's name written in lower case as the common noun it is", async () => {
    const out = await candidates(
      'Requirements:\n- Two years in a hospital pharmacy\n- Rotations through the Ikenna Hospital pharmacy\n- Two years in hospital pharmacy',
      'Pharmacist',
      'Ikenna Memorial Hospital',
    );
    expect(out.map((k) => k.toLowerCase())).toContain('hospital pharmacy');
    expect(out.join(' | ')).not.toMatch(/ikenna/i);
  });

  it('answers a lower-case item of a requirements list that also names a known term', async () => {
    const listed = await candidates(
      'Requirements:\n- Good understanding of distributed systems, linearizability and concurrency.',
    );
    expect(listed).toContain('linearizability');
    // Not among the tasks, not beside unknown words only, never a verb of the list.
    const tasks = await candidates(
      'Responsibilities:\n- Good understanding of distributed systems, linearizability and concurrency.',
    );
    expect(tasks).not.toContain('linearizability');
    const unknown = await candidates(
      'Requirements:\n- Good understanding of linearizability and fairness.',
    );
    expect(unknown).not.toContain('linearizability');
    const verbs = await candidates('Requirements:\n- You install, maintain and troubleshoot PLCs.');
    expect(verbs.join(' | ')).not.toMatch(/install|maintain/);
  });

  it('answers the lone object of a requirement word among the requirements, its frame trimmed', async () => {
    const asked = await candidates(
      'Requirements:\n- Experience in cargo reconciliation within a busy port.\n- At least 2 years of tissue culture experience.\n- Sound knowledge of grant compliance requirements.',
    );
    expect(asked.map((k) => k.toLowerCase())).toEqual(
      expect.arrayContaining(['cargo reconciliation', 'tissue culture', 'grant compliance']),
    );
    // A name the requirement word governs is asked for too, in any case.
    const named = await candidates('Requirements:\n- Experience with Zedmark for stock counts.');
    expect(named).toContain('Zedmark');
    // Not among the tasks; not the head of a longer phrase; not a generic word.
    const tasks = await candidates(
      'Responsibilities:\n- Share your knowledge of grant compliance with new staff.',
    );
    expect(tasks).not.toContain('grant compliance');
    const heads = await candidates(
      'Requirements:\n- Experience in execution of bridge decks.\n- Good knowledge of best practice.',
    );
    expect(heads.join(' | ')).not.toMatch(/execution|practice/i);
  });

  it('answers no half of a compound led by a generic noun ("quality indicators" → "indicators")', async () => {
    const out = await candidates(
      'Requirements:\n- Familiarity with Epic, SQL and quality indicators.\n- Working knowledge of SQL, Tableau and staff rostering.\n- Knowledge of SQL, Python and complex formulas.',
    );
    expect(out).toEqual(expect.arrayContaining(['SQL', 'Epic', 'Tableau', 'Python']));
    // The whole compound may be a keyword ("quality indicators"); its second half alone is none.
    expect(out.join(' | ')).not.toMatch(/(?:^|\| )(?:indicators|rostering|formulas)\b/i);
  });

  it('keeps lexicon terms that contain a place name', async () => {
    const out = await keywords('Requirements:\n- Phoenix Framework and Elixir\n- LEED AP');
    expect(out).toEqual(expect.arrayContaining(['Phoenix Framework', 'Elixir', 'LEED AP']));
  });

  it('is deterministic', async () => {
    const text =
      'Requirements:\n- SQL, Tableau and Excel\n- Stakeholder management\n- Communication skills';
    expect(await keywords(text)).toEqual(await keywords(text));
  });

  it('answers nothing for text without skills', async () => {
    expect(await keywords('Hello there. We are a friendly company.')).toEqual([]);
  });

  it.each([
    'competitive salary',
    'Health insurance',
    'London',
    'January',
    'fast-paced environment',
    '2025',
  ])('%s is noise', (term) => {
    expect(isNoise(term)).toBe(true);
  });

  it('never answers paperwork or a generic qualifier as a skill: "Comparable qualification", "Recognised university"', async () => {
    const out = await candidates(
      'Requirements:\n- Recognised university degree or comparable qualification\n- Completed training as a baker\n- Tight deadlines and non-technical stakeholders\n- Sourdough fermentation\n- Laminated pastry and sourdough fermentation\n- UG: B.Com, BBA, B.Sc or B.Tech in Any Specialization',
    );
    expect(out.join(' | ')).not.toMatch(
      /qualification|university|training|deadlines|stakeholders|specialization/i,
    );
    expect(out).toContain('Sourdough fermentation');
  });

  it.each([
    [
      ['SAP', 'SAP S/4HANA'],
      [['SAP'], ['SAP S/4HANA']],
    ],
    [
      ['Microsoft Excel', 'Excel', 'advanced Excel'],
      [['Microsoft Excel', 'Excel', 'advanced Excel']],
    ],
    [
      ['Primavera P6', 'Primavera'],
      [['Primavera'], ['Primavera P6']],
    ],
    [['BLS certification', 'BLS'], [['BLS certification', 'BLS']]],
  ])('%j: a spelling with more words after another is a narrower keyword', (surfaces, groups) => {
    expect(splitNarrowerForms(surfaces)).toEqual(groups);
  });

  it.each([
    [
      ['incident management', 'on-call'],
      'Incident Management',
      [['incident management'], ['on-call']],
    ],
    [['Spark', 'PySpark'], 'Apache Spark', [['Spark'], ['PySpark']]],
    [['stock rotation', 'FIFO'], 'Inventory Control', [['stock rotation'], ['FIFO']]],
    [['GCP', 'Google Cloud Platform'], 'Google Cloud Platform', [['GCP', 'Google Cloud Platform']]],
    [
      ['GD&T', 'geometric dimensioning and tolerancing'],
      undefined,
      [['GD&T', 'geometric dimensioning and tolerancing']],
    ],
    [['HRBP', 'HR business partner'], undefined, [['HRBP', 'HR business partner']]],
    [['3PL', 'third-party logistics'], undefined, [['3PL', 'third-party logistics']]],
    [['recruitment', 'recruiting'], undefined, [['recruitment', 'recruiting']]],
    [
      ['CPEng', 'Chartered Professional Engineer'],
      undefined,
      [['CPEng', 'Chartered Professional Engineer']],
    ],
    [['Wiring Rules', 'AS/NZS 3000'], 'AS/NZS 3000', [['Wiring Rules', 'AS/NZS 3000']]],
    [
      ['DP-300', 'Azure Database Administrator Associate'],
      undefined,
      [['DP-300', 'Azure Database Administrator Associate']],
    ],
    [
      ['wiring', 'electrical installation'],
      'Electrical Wiring',
      [['wiring', 'electrical installation']],
    ],
  ])(
    '%j (%s): spellings sharing no word, stem, initials, abbreviation or code are different keywords',
    (surfaces, canonical, groups) => {
      expect(splitNarrowerForms(surfaces, canonical)).toEqual(groups);
    },
  );

  it.each([
    [
      'Key skills: Behaviour Management, Classroom Management',
      'behaviour management',
      'classroom management',
    ],
    [
      'Requirements:\n- Public relations and media relations experience',
      'public relations',
      'media relations',
    ],
  ])('answers a field and a narrower one beside it apart: %s', async (text, broad, narrow) => {
    const out = (await candidates(text)).map((k) => k.toLowerCase());
    expect(out).toEqual(expect.arrayContaining([broad, narrow]));
  });

  it('answers apart two things the lexicon files under one term', async () => {
    const out = await candidates(
      'Requirements:\n- Experience participating in on-call and incident management.',
    );
    expect(out.map((k) => k.toLowerCase())).toEqual(
      expect.arrayContaining(['on-call', 'incident management']),
    );
  });

  it('answers a broad tool and its narrower product apart when the posting writes both', async () => {
    const out = await keywords(
      'Requirements:\n- You have worked with SAP\n- You will close the month in SAP S/4HANA',
    );
    expect(out).toEqual(expect.arrayContaining(['SAP', 'SAP S/4HANA']));
  });

  it.each([
    [
      'Requirements:\n- Experience selling into the Benelux market\n- Solid pipeline forecasting',
      'market',
    ],
    ['Requirements:\n- Two years in a busy seafood restaurant\n- Sound knife work', 'restaurant'],
    ['Requirements:\n- Experience with tidal energy projects\n- Knowledge of SCADA', 'projects'],
    [
      'Requirements:\n- Experience of grant writing in the charity sector\n- Budget monitoring',
      'sector',
    ],
  ])('answers no phrase headed by a setting noun: %s', async (text, head) => {
    const out = await candidates(text);
    expect(out.filter((k) => k.toLowerCase().endsWith(head))).toEqual([]);
  });

  it('answers no term the posting names only as the work of a team beside the hire', async () => {
    const out = await candidates(
      'Requirements:\n- Hand won accounts over to our Customer Success team\n- HubSpot CRM',
    );
    expect(out).toContain('HubSpot CRM');
    expect(out).not.toContain('Customer Success');
  });

  it('answers an acronym without the words that only frame it', async () => {
    const out = await candidates(
      'Requirements:\n- Sound knowledge of VAT compliance for exporters\n- Prepares pupils for KCSE examinations',
    );
    expect(out).toEqual(expect.arrayContaining(['VAT', 'KCSE']));
    expect(out.filter((k) => /compliance|examinations/i.test(k))).toEqual([]);
  });

  it('answers no letters that only ever follow a number: a unit or a level', async () => {
    const out = await candidates(
      'Requirements:\n- Operate the 12 MVA substation and its SCADA\n- Build pages to WCAG 2.2 AA',
    );
    expect(out).toContain('SCADA');
    expect(out).not.toContain('MVA');
    expect(out).not.toContain('AA');
  });

  it('answers a key phrase without the word that says what kind of thing it is', async () => {
    const out = await candidates(
      'Requirements:\n- Experience with a groundwater flow package such as MODFLOW\n- Knowledge of rock mass classification methods',
    );
    expect(out).toEqual(expect.arrayContaining(['Groundwater flow', 'Rock mass classification']));
    expect(out.filter((k) => /package|methods/i.test(k))).toEqual([]);
  });

  it.each([
    [
      'Sound knowledge of tidal flat restoration techniques',
      'Tidal flat restoration',
      /techniques/,
    ],
    ['Working knowledge of heritage signage rules', 'Heritage signage', /rules/],
    ['Holds a saltmarsh ecology qualification', 'Saltmarsh ecology', /qualification/],
    ['Knowledge of seed banking workflows', 'Seed banking', /workflows/],
  ])('answers "%s" as the thing, not the kind of thing', async (line, name, kind) => {
    const out = await candidates(`Requirements:\n- ${line}\n- Python`);
    expect(out).toContain(name);
    expect(out.filter((k) => kind.test(k))).toEqual([]);
  });

  it('answers an acronym written only before one word as that compound, not alone', async () => {
    const out = await candidates(
      'Requirements:\n- Experience in EMG interpretation\n- Spirometry and gas transfer testing',
    );
    expect(out).toContain('EMG interpretation');
    expect(out).not.toContain('EMG');
  });

  it.each([
    // Written alone, or before different words, the acronym names a thing of its own.
    'Requirements:\n- Experience in EMG interpretation\n- Spirometry and gas transfer testing\n- EMG',
    'Requirements:\n- Experience in EMG interpretation\n- EMG setup and spirometry',
  ])('keeps the acronym that also stands apart from the compound: %s', async (text) => {
    expect(await candidates(text)).toContain('EMG');
  });

  it('keeps a proper name whose last word is a setting noun ("App Store")', async () => {
    const out = await candidates(
      'Requirements:\n- Experience publishing apps to the App Store\n- Swift and SwiftUI',
    );
    expect(out).toContain('App Store');
  });

  it('answers no piece of a longer capitalised name the posting always writes whole', async () => {
    const out = await candidates(
      'Requirements:\n- Experience with SAP PM work orders\n- You schedule jobs in SAP PM and Maximo',
    );
    expect(out).not.toContain('SAP');
    const alone = await candidates(
      'Requirements:\n- Experience with SAP PM work orders\n- Good knowledge of SAP',
    );
    expect(alone).toContain('SAP');
  });

  it('answers a lower-case compound around a lexicon term as the posting writes it', async () => {
    const out = await keywords(
      'Requirements:\n- Two years in hospital pharmacy\n- Knowledge of payroll control\n- Rotations through hospital pharmacy',
    );
    expect(out.map((k) => k.toLowerCase())).toEqual(
      expect.arrayContaining(['hospital pharmacy', 'payroll control']),
    );
  });
});

describe('local keyword engine: importance', () => {
  it('marks what the requirements and tasks name as must, what is optional as nice, and leaves perks out', async () => {
    const keywords = await engine.analyze({
      jobTitle: 'Data Engineer',
      company: 'Acme',
      jobDescription: [
        'Requirements:',
        '- 3+ years of Python and SQL',
        '- Experience with Apache Airflow',
        'Nice to have:',
        '- Terraform',
        '- Experience with Kubernetes',
        'Benefits:',
        '- Health insurance, gym membership and a 401(k) match',
      ].join('\n'),
    });
    const importance = Object.fromEntries(keywords.map((k) => [k.name, k.importance]));
    expect(importance).toMatchObject({
      Python: 'must',
      SQL: 'must',
      'Apache Airflow': 'must',
      Terraform: 'nice',
      Kubernetes: 'nice',
    });
    const names = keywords.map((k) => k.name.toLowerCase()).join(' | ');
    expect(names).not.toMatch(/insurance|gym|401/);
  });
});
