import { describe, expect, it } from 'vitest';
import { applicationsCsv, applicationsCsvFileName, csvCell } from './applications-csv.ts';
import type { Application } from './applications.schema.ts';

function application(overrides: Partial<Application> = {}): Application {
  return {
    id: '0b0e7d52-3c2f-4e4b-9a51-0f1e2d3c4b5a',
    status: 'applied',
    job: {
      title: 'Data Analyst',
      company: 'Acme',
      url: 'https://jobs.example.com/1',
      description: 'SQL and Python.',
      location: 'Berlin',
    },
    notes: '',
    next_step: '',
    applied_at: '2026-11-20T09:00:00.000Z',
    next_step_at: null,
    document_id: null,
    letter_id: null,
    history: [{ status: 'applied', at: '2026-11-20T09:00:00.000Z' }],
    match: null,
    created_at: '2026-11-19T08:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    ...overrides,
  };
}

describe('csvCell', () => {
  it.each([
    ['plain', 'plain'],
    ['', ''],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\r\nlf', '"cr\r\nlf"'],
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+49 30 1234', "'+49 30 1234"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['=HYPERLINK("http://x","y")', '"\'=HYPERLINK(""http://x"",""y"")"'],
    ['=1,2', `"'=1,2"`],
    ['a=b', 'a=b'],
    ['Zürich – 東京', 'Zürich – 東京'],
  ])('%j → %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });
});

describe('applicationsCsv', () => {
  it('writes a header row and one CRLF-ended row per application, in order', () => {
    const csv = applicationsCsv([
      application(),
      application({
        status: 'saved',
        job: {
          title: 'Engineer, Backend',
          company: '=cmd|calc',
          url: '',
          description: '',
          location: '',
        },
        notes: 'Ask about "remote"\nand pay',
        next_step: 'Call',
        next_step_at: '2026-12-01T10:00:00.000Z',
        applied_at: null,
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'Job title,Company,Location,Status,Applied,Next step,Next step at,Posting URL,Notes,Saved',
      'Data Analyst,Acme,Berlin,Applied,2026-11-20,,,https://jobs.example.com/1,,2026-11-19',
      `"Engineer, Backend",'=cmd|calc,,Saved,,Call,2026-12-01T10:00:00.000Z,,"Ask about ""remote""\nand pay",2026-11-19`,
      '',
    ]);
  });

  it('is just the header for an empty list', () => {
    expect(applicationsCsv([])).toBe(
      'Job title,Company,Location,Status,Applied,Next step,Next step at,Posting URL,Notes,Saved\r\n',
    );
  });

  it('names the file by the UTC day', () => {
    expect(applicationsCsvFileName(new Date('2026-11-27T23:30:00Z'))).toBe(
      'applications-2026-11-27.csv',
    );
  });
});
