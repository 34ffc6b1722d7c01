import { describe, expect, it } from 'vitest';
import {
  asCompanySubject,
  basisOfSources,
  companySentences,
  parsePostingSpanPath,
  postingSpanPath,
} from './posting-company.ts';

const POSTING = [
  'About Northwind',
  'Northwind makes accounting software for 12,000 charities.',
  'Our mission is to give every charity a clear view of its money.',
  'We are hiring a Senior Accountant to join our finance team.',
  'What you will do:',
  '- Own the month-end close',
  '- We use Xero and Excel every day',
  'Benefits',
  '- Competitive salary and a yearly bonus',
  '- We offer 30 days of paid vacation and private health insurance.',
  'Northwind is an equal opportunity employer. We do not discriminate on the basis of race or gender.',
  'Do you love numbers?',
].join('\n');

describe('companySentences', () => {
  it('finds what the posting says about the company, with its offsets', () => {
    const spans = companySentences(POSTING, 'Northwind');
    expect(spans.map((s) => s.text)).toEqual([
      'Northwind makes accounting software for 12,000 charities.',
      'Our mission is to give every charity a clear view of its money.',
    ]);
    for (const span of spans) expect(POSTING.slice(span.start, span.end)).toBe(span.text);
  });

  it.each([
    ['a hiring line', 'We are hiring a Senior Accountant to join our finance team.'],
    ['a perk', 'We offer 30 days of paid vacation and private health insurance.'],
    ['pay', 'We pay a competitive salary and a yearly bonus to everyone.'],
    ['an equal-opportunity line', 'Northwind is an equal opportunity employer and proud of it.'],
    ['a requirement', 'We use Xero and Excel every day, and you must know both.'],
    ['a question', 'Do we build software for charities at Northwind?'],
    ['a heading', 'About Northwind'],
    ['a line about the applicant', 'You will join a team that builds software for charities.'],
  ])('never uses %s', (_name, line) => {
    expect(companySentences(line, 'Northwind')).toEqual([]);
  });

  it('finds nothing in a posting that says nothing about the company', () => {
    expect(companySentences('Requirements:\n- Excel\n- SQL', 'Northwind')).toEqual([]);
    expect(companySentences('', 'Northwind')).toEqual([]);
  });

  it('takes at most two sentences, in the posting’s order', () => {
    const text =
      'We build tools for schools in Kenya. We run three offices across Africa. Our team ships every week to teachers.';
    expect(companySentences(text, '').map((s) => s.text)).toEqual([
      'We build tools for schools in Kenya.',
      'We run three offices across Africa.',
    ]);
  });
});

describe('asCompanySubject', () => {
  it.each([
    ['We build payment tools for small shops.', 'Globex builds payment tools for small shops.'],
    ['We are a 40-person team in Lisbon.', 'Globex is a 40-person team in Lisbon.'],
    ["We're the largest bakery in Leeds.", 'Globex is the largest bakery in Leeds.'],
    ['We teach 300 pupils a year.', 'Globex teaches 300 pupils a year.'],
    ['We carry books to rural libraries.', 'Globex carries books to rural libraries.'],
    ['Our mission is to make selling simple.', 'Globex’s mission is to make selling simple.'],
    ['At Globex, we build payment tools.', 'Globex builds payment tools.'],
    ['Globex was founded in 1998 in Lisbon.', 'Globex was founded in 1998 in Lisbon.'],
  ])('%s → %s', (sentence, expected) =>
    expect(asCompanySubject(sentence, 'Globex')).toBe(expected),
  );

  it.each([
    ['We build tools our customers love.'],
    ['We help us grow.'],
    ['A fast-growing fintech in Lisbon.'],
  ])('%s: cannot be turned word for word, so it is quoted', (sentence) =>
    expect(asCompanySubject(sentence, 'Globex')).toBeUndefined(),
  );
});

describe('posting span paths', () => {
  it('round-trips and says what a sentence rests on', () => {
    const path = postingSpanPath({ start: 12, end: 80 });
    expect(path).toBe('targetJob.description[12-80]');
    expect(parsePostingSpanPath(path)).toEqual({ start: 12, end: 80 });
    expect(parsePostingSpanPath('targetJob.description[80-12]')).toBeUndefined();
    expect(parsePostingSpanPath('experience[0].description')).toBeUndefined();
    expect(basisOfSources([path, 'targetJob.company'])).toBe('posting');
    expect(basisOfSources([path, 'experience[0].company'])).toBe('resume');
    expect(basisOfSources(['targetJob.title'])).toBe('resume');
  });
});
