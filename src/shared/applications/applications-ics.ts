import {
  APPLICATION_STATUS_LABELS,
  CLOSED_APPLICATION_STATUSES,
  type Application,
} from './applications.schema.ts';

/**
 * The calendar file (.ics, RFC 5545) of the applications' next steps: one 30-minute event
 * per application with a `next_step_at`, except closed ones (rejected, withdrawn). Lines end
 * in CRLF and are folded at 75 octets without splitting a character; TEXT values escape
 * backslash, semicolon, comma and line breaks, so user text cannot add properties or
 * events. A UID is stable per application, so importing a newer file updates the events.
 */

const PRODID = '-//TailorCV//Applications//EN';
const UID_DOMAIN = 'applications.tailorcv';
const EVENT_MINUTES = 30;
const FOLD_OCTETS = 75;

/** An RFC 5545 TEXT value: \\ ; , escaped, line breaks as \n, other controls dropped. */
export function icsText(value: string): string {
  return (
    value
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\0-\x08\x0b-\x1f\x7f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replaceAll('\n', '\\n')
  );
}

/** UTF-8 length of one code point. */
function octets(char: string): number {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
}

/** One content line folded at 75 octets (continuations start with a space), CRLF-ended. */
export function foldLine(line: string): string {
  let out = '';
  let used = 0;
  for (const char of line) {
    const size = octets(char);
    if (used + size > FOLD_OCTETS) {
      out += '\r\n ';
      used = 1;
    }
    out += char;
    used += size;
  }
  return `${out}\r\n`;
}

/** A UTC DATE-TIME: 20261127T093000Z. */
function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function eventLines(application: Application, start: Date, stamp: string): string[] {
  const { job } = application;
  const what = application.next_step || 'Next step';
  const details = [
    `Status: ${APPLICATION_STATUS_LABELS[application.status]}`,
    job.location && `Location: ${job.location}`,
    job.url && `Posting: ${job.url}`,
  ].filter(Boolean);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${application.id}@${UID_DOMAIN}`,
    `DTSTAMP:${stamp}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(new Date(start.getTime() + EVENT_MINUTES * 60_000))}`,
    `SUMMARY:${icsText(`${what}: ${job.title} at ${job.company}`)}`,
    `DESCRIPTION:${icsText(details.join('\n'))}`,
  ];
  // A URI value is not TEXT (no escaping); the schema lets only http(s) addresses through,
  // and a line break would end the property, so one is never written.
  if (job.url && !/[\r\n]/.test(job.url)) lines.push(`URL:${job.url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** The calendar of next steps, soonest first; `now` is the file's DTSTAMP. */
export function nextStepsIcs(applications: readonly Application[], now: Date): string {
  const stamp = icsTime(now);
  const events = applications
    .filter((a) => a.next_step_at && !CLOSED_APPLICATION_STATUSES.includes(a.status))
    .map((a) => ({ a, start: new Date(a.next_step_at ?? '') }))
    .filter(({ start }) => !Number.isNaN(start.getTime()))
    .sort((x, y) => x.start.getTime() - y.start.getTime());
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'X-WR-CALNAME:Job applications',
    ...events.flatMap(({ a, start }) => eventLines(a, start, stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('');
}

/** 'application-next-steps.ics'. */
export const NEXT_STEPS_ICS_FILE_NAME = 'application-next-steps.ics';
