import { describe, expect, it } from 'vitest';
import { foldLine, icsText, nextStepsIcs } from './applications-ics.ts';
import type { Application } from './applications.schema.ts';

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: '0b0e7d52-3c2f-4e4b-9a51-0f1e2d3c4b5a',
    status: 'interview',
    job: {
      title: 'Data Analyst',
      company: 'Acme',
      url: 'https://jobs.example.com/1',
      description: '',
      location: 'Berlin',
    },
    notes: 'private',
    next_step: 'Panel interview',
    applied_at: null,
    next_step_at: '2026-12-01T10:00:00.000Z',
    document_id: null,
    letter_id: null,
    history: [],
    match: null,
    created_at: '2026-11-19T08:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

const NOW = new Date('2026-11-27T03:30:00.123Z');

/** Octets of a string in UTF-8. */
function utf8(s: string): number {
  return new TextEncoder().encode(s).length;
}

describe('icsText', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b;c\\d', 'a\\,b\\;c\\\\d'],
    ['one\ntwo', 'one\\ntwo'],
    ['one\r\ntwo\rthree', 'one\\ntwo\\nthree'],
    ['x\u0000y\u0007z', 'xyz'],
    ['END:VEVENT\nBEGIN:VEVENT', 'END:VEVENT\\nBEGIN:VEVENT'],
  ])('%j → %j', (value, expected) => {
    expect(icsText(value)).toBe(expected);
  });
});

describe('foldLine', () => {
  it('leaves a line of 75 octets whole', () => {
    expect(foldLine('x'.repeat(75))).toBe(`${'x'.repeat(75)}\r\n`);
  });

  it('folds a longer line at 75 octets with a leading space on each continuation', () => {
    const folded = foldLine('x'.repeat(160));
    const lines = folded.split('\r\n');
    expect(lines.map((l) => l.length)).toEqual([75, 75, 12, 0]);
    expect(lines[1]?.startsWith(' ')).toBe(true);
    expect(folded.replaceAll('\r\n ', '')).toBe(`${'x'.repeat(160)}\r\n`);
  });

  it('never splits a multi-byte character and keeps each line within 75 octets', () => {
    const line = `SUMMARY:${'東京ü😀'.repeat(20)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(utf8(part)).toBeLessThanOrEqual(75);
    expect(folded.replaceAll('\r\n ', '')).toBe(`${line}\r\n`);
  });
});

describe('nextStepsIcs', () => {
  it('writes one event per scheduled open application, soonest first, CRLF throughout', () => {
    const ics = nextStepsIcs(
      [
        application({ id: '11111111-1111-4111-8111-111111111111' }),
        application({
          id: '22222222-2222-4222-8222-222222222222',
          next_step: '',
          next_step_at: '2026-11-28T08:15:00.000Z',
          job: { title: 'Dev, Web', company: 'B; Co', url: '', description: '', location: '' },
        }),
        application({ id: '33333333-3333-4333-8333-333333333333', next_step_at: null }),
        application({ id: '44444444-4444-4444-8444-444444444444', status: 'rejected' }),
        application({ id: '55555555-5555-4555-8555-555555555555', status: 'withdrawn' }),
      ],
      NOW,
    );
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//TailorCV//Applications//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Job applications',
      'BEGIN:VEVENT',
      'UID:22222222-2222-4222-8222-222222222222@applications.tailorcv',
      'DTSTAMP:20261127T033000Z',
      'DTSTART:20261128T081500Z',
      'DTEND:20261128T084500Z',
      'SUMMARY:Next step: Dev\\, Web at B\\; Co',
      'DESCRIPTION:Status: Interview',
      'END:VEVENT',
      'BEGIN:VEVENT',
      'UID:11111111-1111-4111-8111-111111111111@applications.tailorcv',
      'DTSTAMP:20261127T033000Z',
      'DTSTART:20261201T100000Z',
      'DTEND:20261201T103000Z',
      'SUMMARY:Panel interview: Data Analyst at Acme',
      'DESCRIPTION:Status: Interview\\nLocation: Berlin\\nPosting: https://jobs.exam',
      ' ple.com/1',
      'URL:https://jobs.example.com/1',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('keeps user text inside its property: no injected lines or events', () => {
    const ics = nextStepsIcs(
      [application({ next_step: 'x\r\nEND:VEVENT\r\nBEGIN:VEVENT\r\nSUMMARY:evil' })],
      NOW,
    );
    const unfolded = ics.replaceAll('\r\n ', '').split('\r\n');
    expect(unfolded.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(unfolded.filter((l) => l.startsWith('SUMMARY:'))).toHaveLength(1);
  });

  it('is an empty calendar when nothing is scheduled', () => {
    expect(nextStepsIcs([application({ next_step_at: null })], NOW)).toBe(
      [
        'BEGIN:VCALENDAR',
        'VERSION:2.0',
        'PRODID:-//TailorCV//Applications//EN',
        'CALSCALE:GREGORIAN',
        'METHOD:PUBLISH',
        'X-WR-CALNAME:Job applications',
        'END:VCALENDAR',
        '',
      ].join('\r\n'),
    );
  });
});
