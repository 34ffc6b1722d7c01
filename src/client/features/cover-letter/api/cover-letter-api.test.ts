import { describe, expect, it } from 'vitest';
import { DRAFT_NOTICES } from '#shared/cover-letter/draft.schema.ts';
import { ApiError } from '../../../lib/api/api-error.ts';
import { draftFailureNotice } from './cover-letter-api.ts';

describe('draftFailureNotice', () => {
  it('shows the server’s refusal of a resume without experience, with its reason', () => {
    const error = new ApiError(422, 'UNPROCESSABLE_CONTENT', 'Please add your experience first', [
      { path: 'resume.experience', message: 'Add at least one job to write from.' },
    ]);
    expect(draftFailureNotice(error)).toEqual({
      title: 'Please add your experience first',
      text: 'Add at least one job to write from.',
    });
  });

  it('falls back to the product’s texts for a 422 without our error body', () => {
    expect(draftFailureNotice(new ApiError(422, 'HTTP_422', 'The server answered 422.'))).toEqual({
      title: DRAFT_NOTICES.noExperience,
      text: DRAFT_NOTICES.noExperienceText,
    });
  });

  it('shows the server’s message, or only asks to try again when there is nothing to tell', () => {
    const failed = DRAFT_NOTICES.failed;
    expect(draftFailureNotice(new ApiError(429, 'RATE_LIMITED', 'Slow down.'))).toEqual({
      title: failed,
      text: 'Slow down.',
    });
    expect(
      draftFailureNotice(new ApiError(0, 'NETWORK', 'The server could not be reached.')),
    ).toEqual({ title: failed, text: 'The server could not be reached.' });
    for (const error of [
      new ApiError(503, 'SERVICE_UNAVAILABLE', 'The engine is busy.'),
      new ApiError(502, 'HTTP_502', 'The server answered 502.'),
      new ApiError(200, 'BAD_ANSWER', 'The server’s answer was not understood.'),
      new TypeError('boom'),
    ]) {
      expect(draftFailureNotice(error)).toEqual({ title: failed, text: 'Please try again.' });
    }
  });
});
