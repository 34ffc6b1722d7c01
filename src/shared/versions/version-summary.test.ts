import { describe, expect, it } from 'vitest';
import type { CoverLetterData } from '../cover-letter/cover-letter.schema.ts';
import { fullLetter } from '../documents/__fixtures__/cover-letter-fixtures.ts';
import { sectionsResume, shortResume } from '../documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '../resume/resume.schema.ts';
import { summarizeVersion, type VersionState } from './version-summary.ts';

const resume = (data: ResumeData, more: Partial<VersionState> = {}): VersionState =>
  ({ kind: 'resume', title: 'My Resume', templateId: '1', data, ...more }) as VersionState;
const letter = (data: CoverLetterData, more: Partial<VersionState> = {}): VersionState =>
  ({ kind: 'cover_letter', title: 'Letter', templateId: null, data, ...more }) as VersionState;

const base = shortResume;
const job = base.experience[0]!;

describe('summarizeVersion: resumes', () => {
  it.each<[string, VersionState | null, VersionState, string[]]>([
    ['the first version', null, resume(base), ['Created']],
    ['nothing changed', resume(base), resume(structuredClone(base)), []],
    [
      'one job added',
      resume(base),
      resume({ ...base, experience: [...base.experience, { ...job, id: 'new' }] }),
      ['Experience: 1 → 2 entries'],
    ],
    [
      'every job removed',
      resume(base),
      resume({ ...base, experience: [] }),
      ['Experience: 1 → 0 entries'],
    ],
    [
      'a job edited in place',
      resume(base),
      resume({ ...base, experience: [{ ...job, jobTitle: 'Design Lead' }] }),
      ['Experience edited'],
    ],
    [
      'the summary edited',
      resume(base),
      resume({ ...base, personalInfo: { ...base.personalInfo, summary: 'New summary.' } }),
      ['Summary edited'],
    ],
    [
      'contact details edited',
      resume(base),
      resume({ ...base, personalInfo: { ...base.personalInfo, phone: '+1 555 0199' } }),
      ['Personal details edited'],
    ],
    [
      'skills added and removed by name',
      resume({
        ...base,
        skills: [
          { name: 'Figma', category: '' },
          { name: 'Sketch', category: '' },
        ],
      }),
      resume({
        ...base,
        skills: [
          { name: 'Figma', category: '' },
          { name: 'Prototyping', category: '' },
          { name: 'Research', category: '' },
        ],
      }),
      ['Skills: +2 −1'],
    ],
    [
      'a skill moved to another category',
      resume({ ...base, skills: [{ name: 'Figma', category: '' }] }),
      resume({ ...base, skills: [{ name: 'Figma', category: 'Tools' }] }),
      ['Skills edited'],
    ],
    [
      'the template changed',
      resume(base, { templateId: '4' }),
      resume(base, { templateId: '7' }),
      ['Template: Modern Corporate → Tenure Track Scholar'],
    ],
    [
      'no template and the default template are the same',
      resume(base, { templateId: null }),
      resume(base, { templateId: '1' }),
      [],
    ],
    ['the title changed', resume(base), resume(base, { title: 'Design roles' }), ['Title changed']],
    [
      'the look and the language',
      resume(base),
      resume({ ...base, style: { ...base.style, accent_color: '#000000' }, language: 'de' }),
      ['Look changed', 'Language: en → de'],
    ],
    [
      'a custom section removed, interests added',
      resume(sectionsResume),
      resume({
        ...sectionsResume,
        customSections: [],
        interests: [...sectionsResume.interests, 'Chess'],
      }),
      ['Interests: +1', `${sectionsResume.customSections[0]!.title} removed`],
    ],
    [
      'a target job pasted',
      resume(base),
      resume({ ...base, targetJob: { title: 'Designer', company: 'Acme', description: '' } }),
      ['Target job edited'],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(summarizeVersion(before, after)).toEqual(expected);
  });
});

describe('summarizeVersion: cover letters', () => {
  it.each<[string, VersionState | null, VersionState, string[]]>([
    ['the first version', null, letter(fullLetter), ['Created']],
    ['nothing changed', letter(fullLetter), letter(structuredClone(fullLetter)), []],
    [
      'a paragraph added',
      letter(fullLetter),
      letter({ ...fullLetter, paragraphs: [...fullLetter.paragraphs, 'One more thing.'] }),
      [
        `Paragraphs: ${fullLetter.paragraphs.length} → ${fullLetter.paragraphs.length + 1} paragraphs`,
      ],
    ],
    [
      'a paragraph reworded',
      letter(fullLetter),
      letter({ ...fullLetter, paragraphs: ['Reworded.', ...fullLetter.paragraphs.slice(1)] }),
      ['Paragraphs edited'],
    ],
    [
      'recipient and role',
      letter(fullLetter),
      letter({
        ...fullLetter,
        role: 'Staff Engineer',
        recipient: { ...fullLetter.recipient, company: 'Globex' },
      }),
      ['Recipient changed', 'Role changed'],
    ],
    [
      'the tone and the title',
      letter(fullLetter),
      letter(
        { ...fullLetter, tone: fullLetter.tone === 'warm' ? 'formal' : 'warm' },
        { title: 'Globex' },
      ),
      [
        'Title changed',
        `Tone: ${fullLetter.tone} → ${fullLetter.tone === 'warm' ? 'formal' : 'warm'}`,
      ],
    ],
  ])('%s', (_name, before, after, expected) => {
    expect(summarizeVersion(before, after)).toEqual(expected);
  });
});
