import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fullLetter } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import type { ResumeData } from '#shared/resume/resume.schema.ts';
import { useLetterRenderInputs } from './letter-document.ts';

const onLetter: ResumeData = {
  ...shortResume,
  style: { ...shortResume.style, page_size: 'Letter' },
};

describe('useLetterRenderInputs', () => {
  it("prints the letter on its resume's paper and in its look, and the resume on its own", () => {
    localStorage.setItem('tailorcv.page-size.doc-1', 'A4');
    const { result } = renderHook(() =>
      useLetterRenderInputs({
        letter: fullLetter,
        templateId: '4',
        documentKey: 'doc-1',
        resume: onLetter,
      }),
    );
    expect(result.current.letter.pageSize).toBe('LETTER');
    expect(result.current.letter.resume).toEqual({ style: onLetter.style, language: 'en' });
    expect(result.current.resume).toEqual({ data: onLetter, templateId: 4 });
  });

  it('keeps the paper stored in this browser for a letter without its resume', () => {
    localStorage.setItem('tailorcv.page-size.doc-2', 'LETTER');
    const { result } = renderHook(() =>
      useLetterRenderInputs({
        letter: fullLetter,
        templateId: null,
        documentKey: 'doc-2',
        resume: null,
      }),
    );
    expect(result.current.letter.pageSize).toBe('LETTER');
    expect(result.current.letter.resume).toBeNull();
    expect(result.current.resume).toBeNull();
  });
});
