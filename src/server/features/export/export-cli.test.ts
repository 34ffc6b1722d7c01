import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESUME_FIXTURES } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { buildResumeTxt } from '#shared/documents/resume-txt/resume-txt.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
let dir: string;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-export-cli-'));
  fs.writeFileSync(
    path.join(dir, 'resume.json'),
    JSON.stringify({ ...resumeToApi(RESUME_FIXTURES.short), version: 1 }),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/export.ts', ...args], { cwd: root }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('npm run export (scripts/export.ts)', () => {
  it('writes a TXT and a PDF from the GET /api/resume shape', async () => {
    const txt = path.join(dir, 'out.txt');
    const pdf = path.join(dir, 'out.pdf');
    const input = path.join(dir, 'resume.json');
    expect(
      (await cli('--format', 'txt', '--template', '4', '--in', input, '--out', txt)).code,
    ).toBe(0);
    expect(fs.readFileSync(txt, 'utf8')).toBe(buildResumeTxt(RESUME_FIXTURES.short));
    expect(
      (await cli('--format', 'pdf', '--template', '1', '--in', input, '--out', pdf)).code,
    ).toBe(0);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses an unknown template (1) and a bad command line (2)', async () => {
    const input = path.join(dir, 'resume.json');
    const bad = await cli(
      '--format',
      'pdf',
      '--template',
      '99',
      '--in',
      input,
      '--out',
      path.join(dir, 'x.pdf'),
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('template_id: No template has this id.');
    expect((await cli('--format', 'odt', '--in', input, '--out', 'x')).code).toBe(2);
  });
});
