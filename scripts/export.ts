// `npm run --silent export -- --format pdf|docx|txt --template ID --in resume.json --out FILE`
// Renders a resume with the document engine, as POST /api/export does, for scripts and
// benchmarks. The input is the JSON `GET /api/resume` returns; `--template` overrides its
// `template_id`. `--in -` reads standard input, `--out -` writes standard output.
// Exit codes: 0 done, 1 invalid input or rendering failed, 2 bad command line.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import {
  EXPORT_FORMATS,
  exportRequestSchema,
  type ExportFormat,
} from '#shared/documents/export-request.schema.ts';
import { renderExportRequest } from '#server/features/export/export.service.ts';

const USAGE = `Usage: npm run --silent export -- --format pdf|docx|txt --template ID --in resume.json --out FILE
       [--page-size A4|LETTER] [--lang en]

  --format     pdf, docx or txt
  --template   catalogue template id, 1–56 (default: the input's template_id)
  --in         the resume as GET /api/resume returns it ('-' for standard input)
  --out        the file to write ('-' for standard output)`;

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
  const format = args.format as ExportFormat | undefined;
  if (!format || !EXPORT_FORMATS.includes(format))
    fail(`--format must be one of ${EXPORT_FORMATS.join(', ')}.\n\n${USAGE}`, 2);
  if (!args.in || !args.out) fail(`--in and --out are required.\n\n${USAGE}`, 2);

  let input: unknown;
  try {
    const raw = args.in === '-' ? fs.readFileSync(0, 'utf8') : fs.readFileSync(args.in, 'utf8');
    input = JSON.parse(raw);
  } catch (err) {
    fail(`Cannot read ${args.in}: ${err instanceof Error ? err.message : String(err)}`, 1);
  }
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    fail(`${args.in} must hold a JSON object.`, 1);

  const parsed = exportRequestSchema.safeParse({
    ...input,
    ...(args.template !== undefined ? { template_id: args.template } : {}),
    ...(args['page-size'] !== undefined ? { page_size: args['page-size'] } : {}),
    ...(args.lang !== undefined ? { lang: args.lang } : {}),
  });
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `  ${i.path.map(String).join('.') || '(root)'}: ${i.message}`,
    );
    fail(`The input is not a valid export request:\n${lines.join('\n')}`, 1);
  }

  const file = await renderExportRequest(format, parsed.data);
  if (args.out === '-') fs.writeSync(1, file.body);
  else fs.writeFileSync(args.out, file.body);
}

main().then(
  () => process.exit(0),
  (err: unknown) =>
    fail(`Export failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`, 1),
);
