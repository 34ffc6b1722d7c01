import { describe, expect, it } from 'vitest';
import {
  APPLICATION_LIMITS,
  APPLICATION_NOTICES,
  applicationCreateBodySchema,
  applicationPatchBodySchema,
} from './applications.schema.ts';

const job = { title: 'Data Analyst', company: 'Acme', url: 'https://x.example/1', description: '' };

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues[0]?.message;
}

describe('applicationCreateBodySchema', () => {
  it('fills the optional job fields with empty text', () => {
    expect(applicationCreateBodySchema.parse({ job: { title: ' T ', company: 'C' } })).toEqual({
      job: { title: 'T', company: 'C', url: '', description: '', location: '' },
    });
  });

  it.each([
    ['javascript:alert(1)', APPLICATION_NOTICES.badUrl],
    ['ftp://files.example/x', APPLICATION_NOTICES.badUrl],
    ['https://', APPLICATION_NOTICES.badUrl],
    ['example.com/job', APPLICATION_NOTICES.badUrl],
    [
      `https://x.example/${'a'.repeat(APPLICATION_LIMITS.url)}`,
      'Must be at most 2,000 characters.',
    ],
  ])('refuses the url %j', (url, message) => {
    expect(firstMessage(applicationCreateBodySchema.safeParse({ job: { ...job, url } }))).toBe(
      message,
    );
  });

  it.each([
    [{ ...job, title: ' ' }, APPLICATION_NOTICES.missingTitle],
    [{ ...job, company: undefined }, APPLICATION_NOTICES.missingCompany],
    [{ ...job, title: 'x'.repeat(201) }, 'Must be at most 200 characters.'],
    [{ ...job, description: 'x'.repeat(20_001) }, 'Must be at most 20,000 characters.'],
  ])('refuses %#', (input, message) => {
    expect(firstMessage(applicationCreateBodySchema.safeParse({ job: input }))).toBe(message);
  });
});

describe('applicationPatchBodySchema', () => {
  it.each([
    [{ status: 'offer' }, true],
    [{ status: 'hired' }, false],
    [{ notes: '' }, true],
    [{ applied_at: null }, true],
    [{ next_step_at: '2026-12-01T10:00:00+01:00' }, true],
    [{ next_step_at: '2026-12-01' }, false],
    [{}, false],
  ])('%j → %s', (body, ok) => {
    expect(applicationPatchBodySchema.safeParse(body).success).toBe(ok);
  });

  it('names the statuses when one is unknown', () => {
    expect(firstMessage(applicationPatchBodySchema.safeParse({ status: 'hired' }))).toBe(
      APPLICATION_NOTICES.badStatus,
    );
  });
});
