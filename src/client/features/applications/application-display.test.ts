import { describe, expect, it } from 'vitest';
import type { Application } from '#shared/applications/applications.schema.ts';
import {
  applicationName,
  filterAndSort,
  fromDateInput,
  toDateInput,
  toDateTimeInput,
} from './application-display.ts';
import { anApplication } from './application.test-support.ts';

function app(id: string, over: Partial<Application> & { title?: string; company?: string }) {
  const { title = 'Engineer', company = 'Acme', ...rest } = over;
  return anApplication(id, { history: [], ...rest, job: { title, company } });
}

const A = app('a', {
  title: 'Data Engineer',
  company: 'Globex',
  created_at: '2026-11-03T10:00:00Z',
});
const B = app('b', {
  title: 'Platform Engineer',
  company: 'acme',
  created_at: '2026-11-01T10:00:00Z',
  next_step_at: '2026-12-05T09:00:00Z',
});
const C = app('c', {
  title: 'Analyst',
  company: 'Initech',
  created_at: '2026-11-02T10:00:00Z',
  next_step_at: '2026-12-01T09:00:00Z',
});
const ids = (list: Application[]) => list.map((a) => a.id);

describe('filterAndSort', () => {
  it('keeps the rows whose title or company holds every word, in any case', () => {
    expect(ids(filterAndSort([A, B, C], 'engineer', 'added'))).toEqual(['a', 'b']);
    expect(ids(filterAndSort([A, B, C], 'ENGINEER acme', 'added'))).toEqual(['b']);
    expect(ids(filterAndSort([A, B, C], '  ', 'added'))).toEqual(['a', 'c', 'b']);
    expect(filterAndSort([A, B, C], 'nothing', 'added')).toEqual([]);
  });

  it('sorts by next step (soonest first, none last), company and score (unknown last)', () => {
    expect(ids(filterAndSort([A, B, C], '', 'next-step'))).toEqual(['c', 'b', 'a']);
    expect(ids(filterAndSort([A, B, C], '', 'company'))).toEqual(['b', 'a', 'c']);
    const scored = (a: Application, score: number, stale = false) => ({
      ...a,
      match: { score, at: '2026-11-04T10:00:00.000Z', stale },
    });
    // A stale score still sorts: it is the latest known.
    expect(ids(filterAndSort([A, scored(B, 40), scored(C, 90, true)], '', 'score'))).toEqual([
      'c',
      'b',
      'a',
    ]);
  });

  it('leaves the given list as it was', () => {
    const list = [B, A];
    filterAndSort(list, '', 'added');
    expect(ids(list)).toEqual(['b', 'a']);
  });
});

describe('applicationName', () => {
  it('names the role and the company, or what there is', () => {
    expect(applicationName(A)).toBe('Data Engineer at Globex');
    expect(applicationName(app('x', { title: ' ', company: 'Globex' }))).toBe('Globex');
  });
});

describe('date inputs', () => {
  it('reads a day as that local day and gives it back', () => {
    const iso = fromDateInput('2026-12-05');
    expect(iso).not.toBeNull();
    expect(toDateInput(iso)).toBe('2026-12-05');
  });

  it('reads a local date and time and gives it back', () => {
    const iso = fromDateInput('2026-12-05T14:30');
    expect(toDateTimeInput(iso)).toBe('2026-12-05T14:30');
  });

  it('is null or empty for nothing and for what is not a date', () => {
    expect(fromDateInput('')).toBeNull();
    expect(fromDateInput('5 December')).toBeNull();
    expect(toDateInput(null)).toBe('');
    expect(toDateTimeInput('not a date')).toBe('');
  });
});
