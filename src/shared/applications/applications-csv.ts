import { APPLICATION_STATUS_LABELS, type Application } from './applications.schema.ts';

/**
 * The CSV export of the applications list (RFC 4180: CRLF line ends, a field with a comma,
 * quote or line break is quoted, quotes doubled). A cell that a spreadsheet would run as a
 * formula (it starts with =, +, -, @, a tab or a carriage return) gets a leading apostrophe,
 * so a posting's text can never execute in the user's spreadsheet. The text has no byte
 * order mark; a caller that wants Excel to read it as UTF-8 prepends '\uFEFF'.
 */

const COLUMNS: readonly { header: string; value: (a: Application) => string }[] = [
  { header: 'Job title', value: (a) => a.job.title },
  { header: 'Company', value: (a) => a.job.company },
  { header: 'Location', value: (a) => a.job.location },
  { header: 'Status', value: (a) => APPLICATION_STATUS_LABELS[a.status] },
  { header: 'Applied', value: (a) => dateOnly(a.applied_at) },
  { header: 'Next step', value: (a) => a.next_step },
  { header: 'Next step at', value: (a) => a.next_step_at ?? '' },
  { header: 'Posting URL', value: (a) => a.job.url },
  { header: 'Notes', value: (a) => a.notes },
  { header: 'Saved', value: (a) => dateOnly(a.created_at) },
];

/** The date part of an ISO 8601 time ('' for null). */
function dateOnly(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: neutralised when it would read as a formula, quoted when it needs to be. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The list as CSV: a header row, then one row per application in the order given. */
export function applicationsCsv(applications: readonly Application[]): string {
  const rows = [
    COLUMNS.map((c) => csvCell(c.header)),
    ...applications.map((a) => COLUMNS.map((c) => csvCell(c.value(a)))),
  ];
  return rows.map((cells) => `${cells.join(',')}\r\n`).join('');
}

/** 'applications-2026-11-27.csv' for the export made on that day (UTC). */
export function applicationsCsvFileName(now: Date): string {
  return `applications-${now.toISOString().slice(0, 10)}.csv`;
}
