// `npm run --silent export -- --format pdf|docx|txt|md --template ID --in resume.json --out FILE`
// Renders a resume with the document engine, as POST /api/export does, for scripts and
// benchmarks. The input is the JSON `GET /api/resume` returns; `--template` overrides its
// `template_id`. `--in -` reads standard input, `--out -` writes standard output.
// With `--letter letter.json` it renders the cover letter instead (in the resume's
// template), and `--format zip` writes the application pack: both documents as PDF, DOCX
// and TXT in one ZIP (needs --in and --letter). Markdown (`--format md`) is for a resume only.
// Exit codes: 0 done, 1 invalid input or rendering failed, 2 bad command line.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  EXPORT_FORMATS,
  RESUME_EXPORT_FORMATS,
  applicationPackRequestSchema,
  coverLetterExportRequestSchema,
  exportRequestSchema,
  type ExportFormat,
  type ResumeExportFormat,
} from '#shared/documents/export-request.schema.ts';
import {
  renderApplicationPack,
  renderCoverLetterRequest,
} from '#server/features/export/cover-letter-export.ts';
import {
  renderExportRequest,
  type RenderedDocument,
} from '#server/features/export/export.service.ts';

const USAGE = `Usage: npm run --silent export -- --format pdf|docx|txt|md --template ID --in resume.json --out FILE
       [--letter letter.json] [--page-size A4|LETTER] [--lang en]
       npm run --silent export -- --format zip --in resume.json --letter letter.json --out pack.zip

  --format     pdf, docx, txt or md (Markdown, a resume only); zip for the application pack
               (resume and letter as PDF, DOCX and TXT)
  --template   catalogue template id, 1–56 (default: the input's template_id)
  --in         the resume as GET /api/resume returns it ('-' for standard input)
  --letter     a cover letter: its data, or the document GET /api/documents/:id returns;
               renders the letter (in the resume's template) instead of the resume
  --out        the file to write ('-' for standard output)
  --page-size  the paper, overriding the resume's own (its style.page_size; A4 by default)
  --lang       the document language, overriding the resume's own (its language; en by default)`;

type Json = Record<string, unknown>;

function readJson(file: string): Json {
  let input: unknown;
  try {
    const raw = file === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(file, 'utf8');
    input = JSON.parse(raw);
  } catch (err) {
    fail(`Cannot read ${file}: ${err instanceof Error ? err.message : String(err)}`, 1);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    fail(`${file} must hold a JSON object.`, 1);
  return input as Json;
}

function parsed<T>(
  result:
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } },
  what: string,
): T {
  if (result.success) return result.data;
  const lines = result.error.issues.map(
    (i) => `  ${i.path.map(String).join('.') || '(root)'}: ${i.message}`,
  );
  fail(`The input is not a valid ${what}:\n${lines.join('\n')}`, 1);
}

function fail(message: string, code: number): never {
  console.error(message);
  process.exit(code);
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        format: { type: 'string' },
        template: { type: 'string' },
        in: { type: 'string' },
        out: { type: 'string' },
        'page-size': { type: 'string' },
        lang: { type: 'string' },
        letter: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
      strict: true,
      allowPositionals: false,
    }).values;
  } catch (err) {
    fail(`${err instanceof Error ? err.message : String(err)}\n\n${USAGE}`, 2);
  }
  if (args.help) {
    console.log(USAGE);
    return;
  }
  const format = args.format as ResumeExportFormat | 'zip' | undefined;
  if (!format || !(format === 'zip' || RESUME_EXPORT_FORMATS.includes(format)))
    fail(`--format must be one of ${[...RESUME_EXPORT_FORMATS, 'zip'].join(', ')}.\n\n${USAGE}`, 2);
  if (!args.out) fail(`--out is required.\n\n${USAGE}`, 2);
  if (format === 'zip' && (!args.in || !args.letter))
    fail(`--format zip needs both --in and --letter.\n\n${USAGE}`, 2);
  if (!args.in && !args.letter) fail(`--in (or --letter) is required.\n\n${USAGE}`, 2);
  if (args.in === '-' && args.letter === '-') fail('Only one input can be standard input.', 2);
  if (args.letter && format !== 'zip' && !EXPORT_FORMATS.includes(format as ExportFormat))
    fail(`A cover letter exports as ${EXPORT_FORMATS.join(', ')}.\n\n${USAGE}`, 2);

  const resume = args.in ? readJson(args.in) : undefined;
  const options = {
    ...(args['page-size'] !== undefined ? { page_size: args['page-size'] } : {}),
    ...(args.lang !== undefined ? { lang: args.lang } : {}),
  };
  let file: RenderedDocument;
  if (args.letter) {
    const raw = readJson(args.letter);
    // A whole document (GET /api/documents/:id) or just its data.
    const isDocument = raw.kind === 'cover_letter' && typeof raw.data === 'object';
    const letter = isDocument ? raw.data : raw;
    const template_id =
      args.template ??
      resume?.template_id ??
      (isDocument ? raw.template_id : undefined) ??
      (letter as Json).templateId ??
      1;
    file =
      format === 'zip'
        ? await renderApplicationPack(
            parsed(
              applicationPackRequestSchema.safeParse({
                ...resume,
                letter,
                template_id,
                ...options,
              }),
              'application pack',
            ),
          )
        : await renderCoverLetterRequest(
            format as ExportFormat,
            parsed(
              coverLetterExportRequestSchema.safeParse({ letter, template_id, ...options }),
              'cover letter export request',
            ),
          );
  } else {
    const request = parsed(
      exportRequestSchema.safeParse({
        ...resume,
        ...(args.template !== undefined ? { template_id: args.template } : {}),
        ...options,
      }),
      'export request',
    );
    file = await renderExportRequest(format as ResumeExportFormat, request);
  }
  if (args.out === '-') fs.writeSync(1, file.body);
  else fs.writeFileSync(args.out, file.body);
}

main().then(
  () => process.exit(0),
  (err: unknown) =>
    fail(`Export failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`, 1),
);
