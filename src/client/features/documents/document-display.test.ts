import { describe, expect, it } from 'vitest';
import { DEFAULT_TEMPLATE_ID } from '#shared/templates/effective-template.ts';
import {
  daysUntil,
  documentPath,
  relativeTime,
  targetJobText,
  thumbnailTemplateId,
} from './document-display.ts';

const ID = '11111111-2222-4333-8444-555555555555';

describe('documentPath', () => {
  it('opens the default resume at /build, other resumes at /build/:id, letters at /cover-letter/:id', () => {
    expect(documentPath({ id: ID, kind: 'resume', is_default: true })).toBe('/build');
    expect(documentPath({ id: ID, kind: 'resume', is_default: false })).toBe(`/build/${ID}`);
    expect(documentPath({ id: ID, kind: 'cover_letter', is_default: false })).toBe(
      `/cover-letter/${ID}`,
    );
  });
});

describe('targetJobText', () => {
  it.each([
    [null, null],
    [{ title: 'Data Engineer', company: 'Babbage & Co' }, 'Data Engineer at Babbage & Co'],
    [{ title: ' Data Engineer ', company: '' }, 'Data Engineer'],
    [{ title: '', company: 'Babbage & Co' }, 'Babbage & Co'],
    [{ title: ' ', company: ' ' }, null],
  ])('%j → %s', (target, text) => expect(targetJobText(target)).toBe(text));
});

describe('relativeTime', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it.each([
    ['2026-11-22T11:59:30Z', 'just now'],
    ['2026-11-22T11:55:00Z', '5 minutes ago'],
    ['2026-11-22T09:00:00Z', '3 hours ago'],
    ['2026-11-21T10:00:00Z', 'yesterday'],
    ['2026-11-01T12:00:00Z', '3 weeks ago'],
    ['2025-10-01T12:00:00Z', 'last year'],
    ['2026-11-24T12:00:00Z', 'in 2 days'],
    ['not a date', ''],
  ])('%s → %s', (iso, text) => expect(relativeTime(iso, now)).toBe(text));
});

describe('daysUntil', () => {
  const now = Date.parse('2026-11-22T12:00:00Z');
  it('counts whole days up, never below 0', () => {
    expect(daysUntil('2026-12-22T12:00:00Z', now)).toBe(30);
    expect(daysUntil('2026-11-22T13:00:00Z', now)).toBe(1);
    expect(daysUntil('2026-11-20T12:00:00Z', now)).toBe(0);
  });
});

describe('thumbnailTemplateId', () => {
  const resume = { id: ID, template_id: '12' };
  it('uses the document’s own template, else its linked resume’s', () => {
    expect(thumbnailTemplateId({ template_id: '3', linked_resume_id: ID }, [resume])).toBe(3);
    expect(thumbnailTemplateId({ template_id: null, linked_resume_id: ID }, [resume])).toBe(12);
  });

  it('pictures a document without a template (new, imported) in the default one', () => {
    expect(thumbnailTemplateId({ template_id: null, linked_resume_id: null }, [resume])).toBe(
      DEFAULT_TEMPLATE_ID,
    );
    expect(thumbnailTemplateId({ template_id: 'custom-x', linked_resume_id: null }, [])).toBe(
      DEFAULT_TEMPLATE_ID,
    );
  });
});
