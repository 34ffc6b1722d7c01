import fs from 'node:fs';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { fullLetter } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { shortResume } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { buildCoverLetterTxt } from '#shared/documents/cover-letter-txt/cover-letter-txt.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { JANE_DOE_PACK_FILES } from '#shared/documents/__fixtures__/cover-letter-fixtures.ts';
import { exportCli, useTempDir } from './export-cli.test-support.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

const at = useTempDir('tailorcv-letter-cli-');

beforeAll(() => {
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
describe('npm run export with --letter', () => {
  it('renders the letter as PDF in the resume template, and as TXT from a whole document', async () => {
    expect(
      (
        await exportCli(
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
      (await exportCli('--format', 'txt', '--letter', at('document.json'), '--out', at('l.txt')))
        .code,
    ).toBe(0);
    expect(fs.readFileSync(at('l.txt'), 'utf8')).toBe(buildCoverLetterTxt(fullLetter));
  });

  it('writes the application pack with --format zip', async () => {
    const out = at('pack.zip');
    const result = await exportCli(
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
    expect(Object.keys(unzipSync(new Uint8Array(fs.readFileSync(out))))).toEqual(
      JANE_DOE_PACK_FILES,
    );
  });

  it('refuses a zip without a letter (2) and an invalid letter (1)', async () => {
    expect(
      (await exportCli('--format', 'zip', '--in', at('resume.json'), '--out', at('x.zip'))).code,
    ).toBe(2);
    fs.writeFileSync(at('bad.json'), JSON.stringify({ ...fullLetter, date: 'yesterday' }));
    const bad = await exportCli(
      '--format',
      'txt',
      '--letter',
      at('bad.json'),
      '--out',
      at('x.txt'),
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('letter.date');
  });
});
