// `npm run --silent cv:extract -- FILE`: the extracted profile of a CV as JSON on stdout
// (exit 0), or the reason it could not be read on stderr (exit 1). Same engine and
// limits as the server (AI_PROVIDER chooses it; local by default).
import fs from 'node:fs';
import path from 'node:path';
import { extractProfileFromFile } from '../src/server/features/cv-import/cv-import.service.ts';

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((arg) => arg !== '--');
  if (!file) {
    console.error('Usage: npm run --silent cv:extract -- FILE');
    return 1;
  }
  let bytes: Uint8Array;
  try {
    bytes = fs.readFileSync(file);
  } catch (err) {
    console.error(`Cannot read ${file}: ${(err as Error).message}`);
    return 1;
  }
  const result = await extractProfileFromFile({ bytes, fileName: path.basename(file) });
  if (!result.ok) {
    console.error(result.message);
    return 1;
  }
  process.stdout.write(`${JSON.stringify(result.profile, null, 2)}\n`);
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
