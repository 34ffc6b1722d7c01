// `npm run --silent linkedin:import -- FILE.zip`: the resume a LinkedIn data export makes,
// in the `GET /api/resume` shape, on stdout (exit 0); the reason it could not be read on
// stderr (exit 1). The same reader as `POST /api/linkedin-import` (its archive checks and
// limits), merged into an empty resume as the builder's Replace does.
import fs from 'node:fs';
import { mergeExtractedProfile } from '../src/shared/cv-import/merge-extracted-profile.ts';
import { resumeToApi } from '../src/shared/resume/resume-api.ts';
import { emptyResume } from '../src/shared/resume/resume.schema.ts';
import { importLinkedInArchive } from '../src/server/features/linkedin-import/linkedin-import.ts';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('Usage: npm run --silent linkedin:import -- FILE.zip');
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    console.error(`Cannot read ${file}: ${(err as Error).message}`);
    return 1;
  }
  const answer = await importLinkedInArchive(bytes);
  const merged = mergeExtractedProfile(emptyResume(), answer.profileData!);
  process.stdout.write(`${JSON.stringify(resumeToApi(merged.data), null, 2)}\n`);
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : String(err));
    process.exitCode = 1;
  },
);
