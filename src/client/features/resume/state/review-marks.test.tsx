import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyExtractedProfile } from '#shared/cv-import/cv-import.schema.ts';
import { placeReviewMarks } from '#shared/cv-import/cv-review-marks.ts';
import {
  mergeExtractedProfile,
  uniformChoices,
} from '#shared/cv-import/merge-extracted-profile.ts';
import { emptyResume, type ResumeData } from '#shared/resume/resume.schema.ts';
import { PersonalInfoStep } from '../components/personal-info-step.tsx';
import { ReviewMarksProvider, useReviewMarksState } from './review-marks.tsx';

/** An import with marks on the phone and the location, into an empty resume. */
const imported = mergeExtractedProfile(emptyResume(), {
  ...emptyExtractedProfile(),
  display_name: 'Ada Lovelace',
  phone: '+44 1',
  location: 'London',
});
const marks = placeReviewMarks(
  [
    { path: 'personal.phone', line: '+44 1', reason: 'The country code is a guess.' },
    { path: 'personal.location', line: '', reason: 'Could be the employer’s city.' },
  ],
  imported,
);

/** Step 1 over a document held in state, with the builder's review marks. */
function Builder({ initial }: { initial: ResumeData }) {
  const [data, setData] = useState(initial);
  const review = useReviewMarksState(data);
  return (
    <ReviewMarksProvider value={review}>
      <button type="button" onClick={() => review.set(marks)}>
        Import
      </button>
      <button type="button" onClick={() => setData(emptyResume())}>
        Undo
      </button>
      <PersonalInfoStep
        info={data.personalInfo}
        onChange={(field, value) =>
          setData((d) => ({ ...d, personalInfo: { ...d.personalInfo, [field]: value } }))
        }
        onLinksChange={() => {}}
      />
    </ReviewMarksProvider>
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('review marks in the builder', () => {
  it('show on the marked fields with the reason and the CV line, and go when dismissed', () => {
    render(<Builder initial={imported.data} />);
    expect(screen.queryByText('Check this')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));

    expect(screen.getAllByText('Check this')).toHaveLength(2);
    expect(field('Phone').getAttribute('aria-describedby')).toMatch(/review/);
    expect(screen.getByText('From your CV: “+44 1”')).toBeTruthy();
    expect(field('Full Name').getAttribute('aria-describedby')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss the check of Phone' }));
    expect(screen.getAllByText('Check this')).toHaveLength(1);
    expect(screen.queryByText('The country code is a guess.')).toBeNull();
  });

  it('go when the field is edited, also when the old text is typed back', () => {
    render(<Builder initial={imported.data} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    fireEvent.change(field('Location'), { target: { value: 'Londo' } });
    expect(screen.queryByText('Could be the employer’s city.')).toBeNull();
    fireEvent.change(field('Location'), { target: { value: 'London' } });
    expect(screen.queryByText('Could be the employer’s city.')).toBeNull();
    expect(screen.getByText('The country code is a guess.')).toBeTruthy();
  });

  it('go when the document is replaced (an undone import)', () => {
    render(<Builder initial={imported.data} />);
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.queryByText('Check this')).toBeNull();
  });

  it('are placed by the merge on the entries it made', () => {
    // Marks on values the merge did not take (the resume's own) are not shown.
    const kept = mergeExtractedProfile(
      imported.data,
      { ...emptyExtractedProfile(), phone: '+1 2' },
      uniformChoices('keep'),
    );
    expect(placeReviewMarks([{ path: 'personal.phone', line: '', reason: 'x' }], kept)).toEqual([]);
  });
});
