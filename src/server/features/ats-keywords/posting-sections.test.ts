import { describe, expect, it } from 'vitest';
import { segmentPosting, type SectionKind } from './posting-sections.ts';

/** The kind of the segment holding `needle`. */
function kindOf(text: string, needle: string): SectionKind | undefined {
  return segmentPosting(text).find((s) => s.text.includes(needle))?.kind;
}

describe('posting sections', () => {
  it.each([
    ['Your profile', 'requirements'],
    ['About you', 'requirements'],
    ['Desired Candidate Profile', 'requirements'],
    ['Person specification', 'requirements'],
    ['Key selection criteria', 'requirements'],
    ['What our client is looking for', 'requirements'],
    ['Your tasks', 'responsibilities'],
    ['Essential Duties and Responsibilities', 'responsibilities'],
    ['Main duties', 'responsibilities'],
    ['Added advantage', 'nice'],
    ['Equity and inclusion', 'boilerplate'],
    ['Remuneration', 'boilerplate'],
  ])('reads "%s" as a %s heading', (heading, kind) => {
    const text = `Widget Fitter\n${heading}\n- Knowledge of Xero and Sage 200\n`;
    expect(kindOf(text, 'Xero')).toBe(kind);
  });

  // Each case: a posting, then words in it and the kind of the segment holding them.
  for (const { title, text, kinds } of [
    {
      title: 'reads a prose sentence that states a requirement as one',
      text: [
        'We are a busy practice in the city centre.',
        'You will prepare monthly accounts for our clients. Applicants must hold a licence to practise and you need working knowledge of Xero.',
      ].join('\n'),
      kinds: {
        'busy practice': 'intro',
        'licence to practise': 'requirements',
        Xero: 'requirements',
      },
    },
    {
      title: 'reads what the hire will do in the introduction as the tasks',
      text: [
        'We are hiring a Stock Controller to run cycle counts in SAP across two sites.',
        'You will train the pickers on RF scanners.',
        'Our warehouse opened in 1998.',
      ].join(' '),
      kinds: {
        'cycle counts': 'responsibilities',
        'RF scanners': 'responsibilities',
        'opened in 1998': 'intro',
      },
    },
    {
      title: 'reads a list of protected characteristics as boilerplate, however it is worded',
      text: [
        'Requirements',
        '- Experience supporting adults with a disability or an acquired brain injury',
        '- We welcome applications from people of every gender, origin, religion, age, sexual identity and ability.',
      ].join('\n'),
      kinds: { 'acquired brain injury': 'requirements', religion: 'boilerplate' },
    },
    {
      title: 'reads questions to a named contact and perks in prose as boilerplate',
      text: [
        'Requirements',
        '- Python. Knowledge of SQL.',
        'You get a JobRad bike leasing plan and a company pension scheme.',
        'If you have questions, please call our Head of Engineering, Dr. Anke Vogt.',
        '- Staff discount on front shop products.',
      ].join('\n'),
      kinds: {
        SQL: 'requirements',
        JobRad: 'boilerplate',
        'Anke Vogt': 'boilerplate',
        'front shop': 'boilerplate',
      },
    },
    {
      title: 'reads how to apply as boilerplate, however the requirements run on',
      text: 'Requirements\n- Python\n- Send your CV and certificates quoting reference NL-ENG-27.',
      kinds: { Python: 'requirements', 'NL-ENG-27': 'boilerplate' },
    },
    {
      title: 'reads applying for the job as boilerplate, and applying a method as a requirement',
      text: [
        'Requirements',
        '- A good understanding of regression analysis, and how to apply it in A/B testing.',
        '- The ability to apply the PGPA Act to practical decisions.',
        '- Experience with medical aid claims and retirement planning.',
        '- People with disabilities are encouraged to apply for our vacancies.',
        '- Ready to apply? Send your CV.',
        'To apply, email Dana Whitcombe.',
        '- Newly qualified nurses are welcome to apply and will join our preceptorship.',
        '- Medical aid and a retirement plan.',
      ].join('\n'),
      kinds: {
        'regression analysis': 'requirements',
        'PGPA Act': 'requirements',
        'medical aid claims': 'requirements',
        disabilities: 'boilerplate',
        'Ready to apply': 'boilerplate',
        'Dana Whitcombe': 'boilerplate',
        preceptorship: 'boilerplate',
        'Medical aid and': 'boilerplate',
      },
    },
    {
      title:
        "reads a privacy notice and what is on offer as boilerplate, and a data protection officer's duties as tasks",
      text: [
        'Your tasks',
        '- Handle data subject requests under the GDPR.',
        '- Keep our records of processing up to date.',
        "What's on offer",
        '- Branded workwear and PPE',
        'Working at Bellmere',
        '- Uniform provided, plus an annual boot allowance',
        'Requirements',
        '- IPAF ticket and experience working at heights',
        'We process your personal data in line with the Data Protection Act 2018.',
        'Your details will be held in line with POPIA.',
        'We are storing your details under the Privacy Act 1988.',
        '- Personal information is processed according to the Protection of Personal Information Act.',
        'Your tasks',
        '- Ensure personal data is processed lawfully under the Data Protection Act 2018.',
      ].join('\n'),
      kinds: {
        'data subject requests': 'responsibilities',
        'records of processing': 'responsibilities',
        PPE: 'boilerplate',
        'boot allowance': 'boilerplate',
        IPAF: 'requirements',
        'Data Protection Act 2018': 'boilerplate',
        POPIA: 'boilerplate',
        'Privacy Act 1988': 'boilerplate',
        'Protection of Personal Information Act': 'boilerplate',
        'processed lawfully': 'responsibilities',
      },
    },
    {
      title: "reads a job board's filing field as boilerplate for its line alone",
      text: [
        'Requirements',
        '- Card schemes and chargebacks',
        'Industry Type: Food Processing (Bakery)',
        'Department: Risk Management & Compliance',
        'Role Category: Business Analysis',
        'Functional Area: Customer Success',
        'Department:',
        '- SQL for transaction monitoring',
        'Industry knowledge: AML typologies',
      ].join('\n'),
      kinds: {
        chargebacks: 'requirements',
        'Food Processing': 'boilerplate',
        'Risk Management': 'boilerplate',
        'Business Analysis': 'boilerplate',
        'Customer Success': 'boilerplate',
        SQL: 'requirements',
        'AML typologies': 'requirements',
      },
    },
    {
      title: 'keeps an optional sentence optional under a requirements heading',
      text: 'Requirements\n- Python\n- Experience with Rust is a plus.',
      kinds: { Python: 'requirements', Rust: 'nice' },
    },
  ]) {
    it(title, () => {
      for (const [needle, kind] of Object.entries(kinds)) expect(kindOf(text, needle)).toBe(kind);
    });
  }

  it('reads headings inside a posting pasted as one paragraph, until the paragraph ends', () => {
    const text = [
      'We build billing software. Requirements: 3+ years with Go, strong SQL. Nice to have: Rust. Excellent written English.',
      'Our office is near the station.',
    ].join('\n');
    const segments = segmentPosting(text);
    expect(segments.find((s) => s.text.includes('Go,'))).toMatchObject({
      kind: 'requirements',
      text: '3+ years with Go, strong SQL.',
    });
    expect(kindOf(text, 'Rust')).toBe('nice');
    expect(kindOf(text, 'written English')).toBe('nice');
    expect(kindOf(text, 'near the station')).toBe('intro');
    // The offset still points at the words in the posting.
    const go = segments.find((s) => s.text.startsWith('3+ years'))!;
    expect(text.slice(go.offset, go.offset + go.text.length)).toBe(go.text);
  });
});
