import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { atsCheck } from '#shared/ats-keywords/ats-check.ts';
import { matchKeywords } from '#shared/ats-keywords/match-keywords.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { AtsChecklist } from './ats-checklist.tsx';
import { canJump } from './field-jump.ts';
import { JUMP_RESUME as RESUME } from './jump-resume.test-support.ts';

// Where each path lands in the builder: src/client/app/routes/build-field-jump.test.tsx.

describe('which paths offer a jump', () => {
  it('every place the ATS check and the keyword match name leads somewhere', () => {
    const resume: ResumeData = {
      ...RESUME,
      layout: {
        ...RESUME.layout,
        section_titles: { experience: 'My journey' },
        hidden_sections: ['skills'],
      },
    };
    const keywords = ['Spark', 'Flink', 'Chess', 'Mentor', 'ACM', 'VLDB', 'Data', 'Engineer'].map(
      (name) => ({ name, aliases: [], category: 'hard-skill' as const, weight: 1 }),
    );
    const fields = [
      ...atsCheck({ resume, pageCount: 1, keywords }).map((c) => c.field),
      ...matchKeywords(resume, keywords).matches.flatMap((m) => m.locations.map((l) => l.field)),
    ];
    expect(fields).toEqual(
      expect.arrayContaining([
        'layout.section_titles.experience',
        'projects.0.description',
        'customSections.0.entries.1',
        'personalInfo.headline',
        'interests',
      ]),
    );
    expect(fields.filter((field) => !canJump(field, resume))).toEqual([]);

    // A hidden Skills section (the headings rule names it once no heading is odd).
    const hidden: ResumeData = {
      ...RESUME,
      layout: { ...RESUME.layout, hidden_sections: ['skills'] },
    };
    const headings = atsCheck({ resume: hidden, pageCount: 1 }).find((c) => c.id === 'headings');
    expect(headings?.field).toBe('layout.hidden_sections.skills');
    expect(canJump('layout.hidden_sections.skills', hidden)).toBe(true);
  });

  it('a path no control edits, or a section that is not there, offers none', () => {
    expect(canJump('personalInfo.links', RESUME)).toBe(false);
    expect(canJump('customSections.4.entries.0', RESUME)).toBe(false);
    expect(canJump('projects.0.url', RESUME)).toBe(false);
    expect(canJump('layout.style', RESUME)).toBe(false);
    expect(canJump('projects.0.name', RESUME)).toBe(true);
  });

  it('the ATS check shows no Fix button for such a path', () => {
    render(
      <AtsChecklist
        checks={[
          {
            id: 'contact',
            title: 'Leads somewhere',
            status: 'fail',
            fix: 'Fix it.',
            field: 'interests',
          },
          {
            id: 'headings',
            title: 'Leads nowhere',
            status: 'fail',
            fix: 'Fix it.',
            field: 'layout.x',
          },
        ]}
        onJump={() => {}}
        canJump={(field) => canJump(field, RESUME)}
      />,
    );
    expect(screen.getByRole('button', { name: 'Fix: Leads somewhere' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fix: Leads nowhere' })).toBeNull();
  });
});
