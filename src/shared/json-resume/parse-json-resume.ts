import { utf8Length } from '../resume/resume-api.ts';
import {
  JSON_RESUME_LIMITS,
  JSON_RESUME_SECTIONS,
  jsonResumeSchema,
  type JsonResumeInput,
} from './json-resume.schema.ts';

/**
 * Reads a resume.json by its content, for the browser (before anything is sent) and the
 * server (which trusts nothing the browser checked): size, JSON syntax, one object,
 * the schema's shapes and limits, and at least one JSON Resume section. Each failure is
 * a sentence a person can act on, naming the field where there is one.
 */

export type JsonResumeParse =
  | { ok: true; resume: JsonResumeInput }
  | { ok: false; message: string; issues: { path: string; message: string }[] };

const MAX_ISSUES = 5;

export const JSON_RESUME_NOTICES = {
  tooLarge: `The file is too large for a resume.json (the limit is ${JSON_RESUME_LIMITS.maxBytes / 1024} KB).`,
  notJson: 'The file is not valid JSON. Choose a JSON Resume file (resume.json).',
  notObject: 'A JSON Resume file holds one JSON object ({ … }).',
  noSections: `The file has none of JSON Resume's sections (${JSON_RESUME_SECTIONS.slice(0, 4).join(', ')} …). Choose a JSON Resume file (resume.json).`,
  invalid: 'The file does not follow the JSON Resume schema.',
} as const;

function failure(message: string, issues: { path: string; message: string }[] = []) {
  return { ok: false as const, message, issues };
}

/** 'work[2].startDate' from zod's path. */
function pathText(path: readonly PropertyKey[]): string {
  let out = '';
  for (const part of path) {
    if (typeof part === 'number') out += `[${part}]`;
    else out += out ? `.${String(part)}` : String(part);
  }
  return out || '(the file)';
}

/** A parsed JSON value (the server's request body, or `JSON.parse` of a file). */
export function parseJsonResume(value: unknown): JsonResumeParse {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return failure(JSON_RESUME_NOTICES.notObject);
  }
  const parsed = jsonResumeSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .slice(0, MAX_ISSUES)
      .map((issue) => ({ path: pathText(issue.path), message: issue.message }));
    const first = issues[0];
    return failure(
      first
        ? `${JSON_RESUME_NOTICES.invalid} ${first.path}: ${first.message}`
        : JSON_RESUME_NOTICES.invalid,
      issues,
    );
  }
  // A file that names the JSON Resume schema is one, even with every section left out.
  const namesSchema = /jsonresume/i.test(parsed.data.$schema ?? '');
  const hasSection = JSON_RESUME_SECTIONS.some(
    (section) => parsed.data[section] !== undefined && parsed.data[section] !== null,
  );
  if (!hasSection && !namesSchema) return failure(JSON_RESUME_NOTICES.noSections);
  return { ok: true, resume: parsed.data };
}

/** The text of a file as chosen by a person. */
export function parseJsonResumeText(text: string): JsonResumeParse {
  if (utf8Length(text) > JSON_RESUME_LIMITS.maxBytes) return failure(JSON_RESUME_NOTICES.tooLarge);
  let value: unknown;
  try {
    // A byte-order mark is common in files saved on Windows and is not JSON.
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return failure(JSON_RESUME_NOTICES.notJson);
  }
  return parseJsonResume(value);
}
