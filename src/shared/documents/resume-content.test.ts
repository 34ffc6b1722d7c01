import { describe, expect, it } from 'vitest';
import { resumeDataSchema } from '../resume/resume.schema.ts';
import { RESUME_FIXTURES } from './__fixtures__/resume-fixtures.ts';
import {
  certificationLabel,
  descriptionBlocks,
  displayUrl,
  hasSection,
  linkLabel,
  resumeContent,
  sectionOrder,
} from './resume-content.ts';

describe('descriptionBlocks', () => {
  it('turns several unmarked lines into one list of achievements', () => {
    expect(descriptionBlocks('Shipped X.\nCut costs.')).toEqual([
      { kind: 'bullets', items: ['Shipped X.', 'Cut costs.'] },
    ]);
  });

  it('keeps a single line, or blank-line separated text, as paragraphs', () => {
    expect(descriptionBlocks('One line.')).toEqual([{ kind: 'paragraph', text: 'One line.' }]);
    expect(descriptionBlocks('First.\n\nSecond.')).toEqual([
      { kind: 'paragraph', text: 'First.' },
      { kind: 'paragraph', text: 'Second.' },
    ]);
  });

  it('reads bullet markers and mixes paragraphs with lists', () => {
    expect(descriptionBlocks('Intro.\n- a\n* b\n• c\n1. d\nOutro.')).toEqual([
      { kind: 'paragraph', text: 'Intro.' },
      { kind: 'bullets', items: ['a', 'b', 'c', 'd'] },
      { kind: 'paragraph', text: 'Outro.' },
    ]);
  });

  it('is empty for blank text', () => {
    expect(descriptionBlocks(' \n ')).toEqual([]);
  });
});

describe('resumeContent', () => {
  it('groups skills by category, uncategorised last, case-insensitively', () => {
    const data = resumeDataSchema.parse({
      skills: [
        { name: 'Go', category: 'Languages' },
        { name: 'Teamwork', category: '' },
        { name: 'Rust', category: 'languages' },
        { name: 'AWS', category: 'Cloud' },
      ],
    });
    expect(resumeContent(data).skillGroups).toEqual([
      { category: 'Languages', skills: ['Go', 'Rust'] },
      { category: 'Cloud', skills: ['AWS'] },
      { category: '', skills: ['Teamwork'] },
    ]);
  });

  it('formats dates and drops entries with nothing in them', () => {
    const data = resumeDataSchema.parse({
      experience: [
        { id: '1', jobTitle: 'Engineer', startMonth: '03', startYear: '2021', isCurrentJob: true },
        { id: '2' },
      ],
      education: [
        {
          id: '3',
          school: 'MIT',
          degree: 'BSc',
          fieldOfStudy: 'Physics',
          startYear: '2010',
          endYear: '2014',
        },
      ],
    });
    const content = resumeContent(data);
    expect(content.experience).toHaveLength(1);
    expect(content.experience[0]).toMatchObject({
      title: 'Engineer',
      dates: 'Mar 2021 – Present',
      start: 'Mar 2021',
      end: 'Present',
    });
    expect(content.education[0]).toMatchObject({
      title: 'BSc, Physics',
      organization: 'MIT',
      dates: '2010 – 2014',
    });
  });

  it('keeps http(s) links with a percent-encoded target and a short display form', () => {
    const content = resumeContent(RESUME_FIXTURES.international);
    expect(content.links).toEqual([
      {
        label: 'Hồ sơ',
        url: 'https://minh-khai.example/hồ-sơ',
        href: 'https://minh-khai.example/h%E1%BB%93-s%C6%A1',
        display: 'minh-khai.example/hồ-sơ',
      },
    ]);
    expect(displayUrl('https://www.example.com/in/jane/')).toBe('www.example.com/in/jane');
    expect(linkLabel({ label: '', url: 'x', href: 'x', display: 'example.com' })).toBe(
      'example.com',
    );
  });

  it('reports which sections have something to print', () => {
    const empty = resumeContent(RESUME_FIXTURES.empty);
    expect(sectionOrder(undefined).some((id) => hasSection(empty, id))).toBe(false);
    const short = resumeContent(RESUME_FIXTURES.short);
    expect(sectionOrder(undefined).every((id) => hasSection(short, id))).toBe(true);
    expect(certificationLabel(short.certifications[0]!)).toBe(
      'Certified Usability Analyst – HFI, 2020',
    );
  });
});
