import { describe, expect, it } from 'vitest';
import type { TargetKeyword } from '../ats-keywords/ats-keywords.schema.ts';
import { sectionsResume, shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { capitalisedNames, traceSentences } from './check-claims.ts';
import { collectLetterFacts } from './letter-facts.ts';

const resume: ResumeData = {
  ...shortResume,
  targetJob: {
    title: 'Lead Product Designer',
    company: 'Globex',
    description:
      'Globex builds Hammerhead, a design system. We want Figma, Sketch and user research.',
  },
};
const kw = (name: string): TargetKeyword => ({ name, aliases: [], category: 'tool', weight: 1 });
const vocabulary = [kw('Figma'), kw('Sketch'), kw('Kubernetes')];
const facts = collectLetterFacts(resume, vocabulary, { today: { year: 2026, month: 3 } });
const check = (text: string) =>
  traceSentences([text], {
    resume,
    facts,
    vocabulary,
    context: { recipientName: 'Dana Smith' },
  });

describe('traceSentences: a model draft checked against the resume', () => {
  it.each([
    [
      'the role and company',
      'I am applying for the Lead Product Designer role at Globex.',
      ['targetJob.title', 'targetJob.company'],
    ],
    [
      'the current title and employer',
      'Today I am a Senior Product Designer at Northwind Apps.',
      ['experience[0].jobTitle', 'experience[0].company'],
    ],
    [
      'the years the dates give',
      'I bring four years of experience.',
      ['experience[0].startYear', 'experience[0].isCurrentJob'],
    ],
    ['a keyword the resume shows', 'I design in Figma every day.', ['experience[0].tags[0]']],
    [
      'a paraphrased achievement',
      'I raised trial-to-paid conversion by 18% through a redesigned checkout flow.',
      ['experience[0].description'],
    ],
  ])('cites %s', (_name, text, sources) => {
    const [sentence] = check(text);
    expect(sentence!.flagged).toBe(false);
    expect(sentence!.sources).toEqual(expect.arrayContaining(sources));
  });

  it.each([
    [
      'other years',
      'I bring 12 years of experience in design.',
      'States 12 years; the dates in your resume give 4.',
    ],
    [
      'a number not in the resume',
      'I grew revenue by 45% in a single quarter.',
      'Mentions 45, which your resume does not contain.',
    ],
    [
      'a skill the resume does not show',
      'I am an expert in Sketch.',
      'Mentions Sketch, which your resume does not show.',
    ],
    [
      'an employer the resume does not name',
      'Before that, I spent three years at Initech as a designer.',
      'Names Initech, which your resume does not mention.',
    ],
    [
      'a title the resume does not name',
      'I was promoted to Head Of Design last spring.',
      'Names Head Of Design, which your resume does not mention.',
    ],
  ])('flags %s', (_name, text, reason) => {
    const [sentence] = check(text);
    expect(sentence!.flagged).toBe(true);
    expect(sentence!.reason).toContain(reason);
  });

  it('does not flag the posting, the recipient or sentences without facts', () => {
    const out = check(
      'Dear Dana Smith, I admire the Hammerhead design system. Thank you for your time. I look forward to hearing from you.',
    );
    expect(out.map((s) => s.flagged)).toEqual([false, false, false]);
    expect(out[2]!.sources).toEqual([]);
  });

  it('splits paragraphs into sentences and keeps each one', () => {
    const out = traceSentences(
      ['One sentence here. Another at Globex!', 'A third, e.g. this one.'],
      {
        resume,
        facts,
      },
    );
    expect(out.map((s) => s.text)).toEqual([
      'One sentence here.',
      'Another at Globex!',
      'A third, e.g. this one.',
    ]);
  });
});

describe('capitalisedNames', () => {
  it.each([
    ['At Acme Corp, I led the team.', ['Acme Corp']],
    ['Thank you for reading.', []],
    ['I worked with Sarah Lee and Tom.', ['Sarah Lee', 'Tom']],
    ['Figma is my main tool.', []],
    ['In March I joined Northwind.', ['Northwind']],
  ])('%s', (text, names) => expect(capitalisedNames(text)).toEqual(names));
});

describe('traceSentences: the v2 sections', () => {
  const v2: ResumeData = {
    ...sectionsResume,
    targetJob: { title: 'Platform Lead', company: 'Globex', description: '' },
  };
  const checkV2 = (text: string, resume: ResumeData = v2) =>
    traceSentences([text], {
      resume,
      facts: collectLetterFacts(resume, [], { today: { year: 2026, month: 3 } }),
      vocabulary: [kw('Rust'), kw('Terraform')],
    })[0]!;

  it.each([
    [
      'a project and the role in it',
      'I am the Lead Maintainer of Tidewater Scheduler.',
      ['projects[0].name', 'projects[0].role'],
    ],
    [
      'volunteering',
      'I volunteered as a Coding Mentor at Code Harbor Youth Club.',
      ['volunteering[0].role', 'volunteering[0].organization'],
    ],
    ['an award', 'I won the Engineering Excellence Prize.', ['awards[0].title']],
    ['a publication', 'I wrote Scheduling Without Clocks.', ['publications[0].title']],
    [
      'the headline',
      'I am a Platform Engineer and Open Source Maintainer.',
      ['personalInfo.headline'],
    ],
  ])('traces %s instead of flagging it', (_name, text, sources) => {
    const sentence = checkV2(text);
    expect(sentence.flagged, sentence.reason).toBe(false);
    expect(sentence.sources).toEqual(expect.arrayContaining(sources));
  });

  it("takes a skill shown only in a project, and a custom section's words, as the resume's", () => {
    expect(checkV2('I write Rust every week.').flagged).toBe(false);
    expect(checkV2('I spoke at SysConf Europe about queues.').flagged).toBe(false);
    expect(checkV2('I automate everything with Terraform.').reason).toBe(
      'Mentions Terraform, which your resume does not show.',
    );
  });

  it('flags what only a hidden section says: the reader never sees it', () => {
    const hidden = { ...v2, layout: { ...v2.layout, hidden_sections: ['projects'] } };
    const sentence = checkV2('I am the Lead Maintainer of Tidewater Scheduler.', hidden);
    expect(sentence.flagged).toBe(true);
    expect(sentence.reason).toContain(
      'Names Tidewater Scheduler, which your resume does not mention.',
    );
    expect(sentence.sources).toEqual([]);
    expect(checkV2('I write Rust every week.', hidden).reason).toBe(
      'Mentions Rust, which your resume does not show.',
    );
  });
});
