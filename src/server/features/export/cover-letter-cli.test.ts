import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fullLetter } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { buildCoverLetterTxt } from '#shared/documents/cover-letter-txt/cover-letter-txt.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { inspectPdf } from './pdf-inspect.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
let dir: string;
const at = (name: string) => path.join(dir, name);

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-letter-cli-'));
  fs.writeFileSync(
    at('resume.json'),
    JSON.stringify({ ...resumeToApi(shortResume), template_id: '12' }),
  );
  fs.writeFileSync(at('letter.json'), JSON.stringify(fullLetter));
  // The shape GET /api/documents/:id answers.
  fs.writeFileSync(
    at('document.json'),
    JSON.stringify({
      id: 'x',
      kind: 'cover_letter',
      title: 'Letter',
      template_id: '3',
      data: fullLetter,
    }),
  );
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'scripts/export.ts', ...args], { cwd: root }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('npm run export with --letter', () => {
  it('renders the letter as PDF in the resume template, and as TXT from a whole document', async () => {
    expect(
      (
        await cli(
          '--format',
          'pdf',
          '--in',
          at('resume.json'),
          '--letter',
          at('letter.json'),
          '--out',
          at('l.pdf'),
        )
      ).code,
    ).toBe(0);
    const pdf = await inspectPdf(new Uint8Array(fs.readFileSync(at('l.pdf'))));
    expect(pdf.info.Title).toBe('Jane Doe - Cover Letter');
    expect(pdf.text).toContain('Re: Lead Product Designer');
    expect(
      (await cli('--format', 'txt', '--letter', at('document.json'), '--out', at('l.txt'))).code,
    ).toBe(0);
    expect(fs.readFileSync(at('l.txt'), 'utf8')).toBe(buildCoverLetterTxt(fullLetter));
  });

  it('writes the application pack with --format zip', async () => {
    const out = at('pack.zip');
    const result = await cli(
      '--format',
      'zip',
      '--in',
      at('resume.json'),
      '--letter',
      at('letter.json'),
      '--out',
      out,
    );
    expect(result.code).toBe(0);
    expect(Object.keys(unzipSync(new Uint8Array(fs.readFileSync(out))))).toEqual([
      'Jane Doe - Resume.pdf',
      'Jane Doe - Resume.docx',
      'Jane Doe - Resume.txt',
      'Jane Doe - Cover Letter.pdf',
      'Jane Doe - Cover Letter.docx',
      'Jane Doe - Cover Letter.txt',
    ]);
  });

  it('refuses a zip without a letter (2) and an invalid letter (1)', async () => {
    expect(
      (await cli('--format', 'zip', '--in', at('resume.json'), '--out', at('x.zip'))).code,
    ).toBe(2);
    fs.writeFileSync(at('bad.json'), JSON.stringify({ ...fullLetter, date: 'yesterday' }));
    const bad = await cli('--format', 'txt', '--letter', at('bad.json'), '--out', at('x.txt'));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('letter.date');
  });
});
