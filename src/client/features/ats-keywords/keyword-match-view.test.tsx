import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TargetKeyword } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { missingKeywordSupport } from '#shared/ats-keywords/keyword-support.ts';
import { matchKeywords } from '#shared/ats-keywords/match-keywords.ts';
import { resumeDataSchema } from '#shared/resume/resume.schema.ts';
import { KeywordMatchView } from './keyword-match-view.tsx';

const kw = (name: string): TargetKeyword => ({
  name,
  aliases: [],
  category: 'hard-skill',
  weight: 1,
});

const resume = resumeDataSchema.parse({
  experience: [
    {
      id: '1',
      jobTitle: 'Engineer',
      company: 'Acme',
      description: '- Mentored 4 junior engineers.\n- Built APIs in Python.',
    },
  ],
});

function renderView() {
  const match = matchKeywords(resume, [kw('Python'), kw('Mentoring'), kw('Kubernetes')]);
  const onAddToSkills = vi.fn();
  const onAddToJob = vi.fn();
  render(
    <KeywordMatchView
      score={match.score}
      matched={match.matched}
      missing={match.missing}
      support={missingKeywordSupport(resume, match.matches)}
      updating={false}
      experience={['Engineer']}
      onAddToSkills={onAddToSkills}
      onAddToJob={onAddToJob}
      onJump={() => {}}
      canJump={() => false}
    />,
  );
  return { onAddToSkills, onAddToJob };
}

const missingItem = (name: string) =>
  within(screen.getByRole('list', { name: 'Missing hard skills' }))
    .getAllByRole('listitem')
    .find((li) => li.textContent?.startsWith(name))!;

describe('KeywordMatchView: missing keywords', () => {
  it('shows the line that backs a keyword and offers to add it to Skills or that job’s tags', () => {
    const { onAddToSkills, onAddToJob } = renderView();
    const item = missingItem('Mentoring');
    expect(item.textContent).toContain(
      'Your resume says: “Mentored 4 junior engineers.” (Engineer, Acme: description)',
    );
    fireEvent.click(within(item).getByRole('button', { name: 'Add Mentoring to skills' }));
    expect(onAddToSkills).toHaveBeenCalledWith('Mentoring');
    fireEvent.click(
      within(item).getByRole('button', { name: 'Add Mentoring to the tags of Engineer' }),
    );
    expect(onAddToJob).toHaveBeenCalledWith('Mentoring', 0);
  });

  it('offers nothing to add for a keyword the resume does not back', () => {
    renderView();
    const item = missingItem('Kubernetes');
    expect(item.textContent).toContain('Not found in your resume');
    expect(within(item).queryAllByRole('button')).toEqual([]);
  });
});
