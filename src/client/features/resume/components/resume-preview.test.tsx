import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  arrangedSectionsResume,
  sectionsResume,
} from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { resumeDataSchema } from '#shared/resume/resume.schema.ts';
import { ResumePreview } from './resume-preview.tsx';

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);

// A limit that catches a hang, not a slow machine (a busy two-core machine renders slowly).
describe('the resume preview', { timeout: 60_000 }, () => {
  it('shows the headline and the new sections after the others while the layout is untouched', () => {
    render(<ResumePreview data={sectionsResume} />);
    expect(screen.getByTestId('preview-headline').textContent).toBe(
      'Platform Engineer and Open Source Maintainer',
    );
    expect(headings()).toEqual([
      'Professional Summary',
      'Experience',
      'Education',
      'Skills',
      'Languages',
      'Certifications',
      'Projects',
      'Volunteering',
      'Awards',
      'Publications',
      'References',
      'Interests',
      'Conference Talks',
    ]);
    expect(screen.getByText('Tidewater Scheduler')).toBeTruthy();
    expect(screen.getByText('Dana Whitfield')).toBeTruthy();
    expect(screen.getByText('Sailing, Amateur Astronomy')).toBeTruthy();
    expect(screen.getByText('Queues at Planet Scale')).toBeTruthy();
  });

  it("follows the person's order and headings and leaves hidden sections out", () => {
    render(<ResumePreview data={arrangedSectionsResume} />);
    expect(headings()).toEqual([
      'Outside Work',
      'Conference Talks',
      'Open Source Work',
      'Professional Summary',
      'Experience',
      'Awards',
      'Education',
      'Skills',
      'Languages',
      'Certifications',
      'Publications',
    ]);
    expect(screen.queryByText('Dana Whitfield')).toBeNull();
    expect(screen.queryByText('Coding Mentor')).toBeNull();
  });

  it("prints headings, dates and levels in the resume's language", () => {
    const data = resumeDataSchema.parse({
      language: 'de-AT',
      personalInfo: { summary: 'Entwicklerin.' },
      experience: [
        {
          id: 'j',
          jobTitle: 'Leiterin',
          company: 'Acme',
          startMonth: '03',
          startYear: '2020',
          isCurrentJob: true,
        },
      ],
      education: [
        {
          id: 'e',
          school: 'TU',
          degree: 'MSc',
          startMonth: '09',
          startYear: '2023',
          endYear: '2027',
          isCurrent: true,
        },
      ],
      projects: [
        { id: 'p', name: 'Werkzeug', startYear: '2021', endYear: '2028', isCurrent: true },
      ],
      volunteering: [
        {
          id: 'v',
          role: 'Mentorin',
          organization: 'Verein',
          startYear: '2019',
          endYear: '2030',
          isCurrent: true,
        },
      ],
      languages: [{ name: 'Deutsch', level: 'Native' }],
      customSections: [{ id: 'c', title: '', entries: [{ id: 'x', title: 'Eintrag' }] }],
      layout: { section_titles: { interests: 'Freizeit' } },
      interests: ['Segeln'],
    });
    const { container } = render(<ResumePreview data={data} />);
    expect(headings()).toEqual([
      'Profil',
      'Berufserfahrung',
      'Ausbildung',
      'Sprachkenntnisse',
      'Projekte',
      'Ehrenamtliches Engagement',
      'Freizeit',
      'Weitere Angaben',
    ]);
    expect(screen.getByText('Acme · März 2020 - heute')).toBeTruthy();
    expect(screen.getByText('TU · September 2023 - voraussichtlich 2027')).toBeTruthy();
    expect(screen.getByText('2021 - voraussichtlich 2028')).toBeTruthy();
    expect(screen.getByText('Verein · 2019 - heute')).toBeTruthy();
    expect(screen.getByText('Deutsch (Muttersprache)')).toBeTruthy();
    expect(container.querySelector('article')?.getAttribute('lang')).toBe('de-AT');
    // The builder's placeholders stay English, and say so.
    expect(screen.getByTestId('preview-name').getAttribute('lang')).toBe('en');
  });

  it('shows markup in the new fields as text', () => {
    const markup = '<img src=x onerror=alert(1)>';
    const { container } = render(
      <ResumePreview
        data={resumeDataSchema.parse({
          personalInfo: { headline: markup },
          interests: [markup],
          customSections: [{ id: 'c', title: markup, entries: [{ id: 'e', title: markup }] }],
        })}
      />,
    );
    expect(screen.getByTestId('preview-headline').textContent).toBe(markup);
    // The headline, the interest, the custom section's heading and its entry's title.
    expect(screen.getAllByText(markup)).toHaveLength(4);
    expect(container.querySelector('img')).toBeNull();
  });
});
