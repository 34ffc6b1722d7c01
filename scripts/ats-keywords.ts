// `npm run --silent ats:keywords -- FILE`: prints the ATS keywords of a job posting with the
// engine AI_PROVIDER selects (default `local`).
// FILE is JSON `{jobDescription, jobTitle, company}`; the answer is
// `{"keywords": [...]}` on stdout, as `POST /api/functions/generate-keywords` answers.
import fs from 'node:fs';
import { generateKeywordsRequestSchema } from '#shared/ats-keywords/ats-keywords.schema.ts';
import { loadConfig } from '#server/config.ts';
import { createKeywordEngine } from '#server/features/ats-keywords/create-engine.ts';
import { generateKeywords } from '#server/features/ats-keywords/keyword-engine.ts';

async function main(): Promise<number> {
  const file = process.argv[2];
  if (!file || file === '--help' || file === '-h') {
    console.error(
      'Usage: npm run --silent ats:keywords -- FILE   (FILE: JSON {jobDescription, jobTitle, company})',
    );
    return file ? 0 : 2;
  }
  let body: unknown;
  try {
    body = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    console.error(
      `Cannot read ${file} as JSON: ${err instanceof Error ? err.message : String(err)}`,
    );
    return 1;
  }
  const parsed = generateKeywordsRequestSchema.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      console.error(`${issue.path.join('.') || '(body)'}: ${issue.message}`);
    return 1;
  }
  // The engine AI_PROVIDER names (default: the offline local one), as the server uses it.
  const keywords = await generateKeywords(createKeywordEngine(loadConfig().ai), parsed.data);
  console.log(JSON.stringify({ keywords }));
  return 0;
}

process.exitCode = await main();
