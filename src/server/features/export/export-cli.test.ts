import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { RESUME_FIXTURES } from '#shared/documents/__fixtures__/resume-fixtures.ts';
import { buildResumeMarkdown } from '#shared/documents/resume-md/resume-md.ts';
import { buildResumeTxt } from '#shared/documents/resume-txt/resume-txt.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { exportCli, useTempDir } from './export-cli.test-support.ts';
import { inspectPdf } from './pdf-inspect.test-support.ts';

const at = useTempDir('tailorcv-export-cli-');

beforeAll(() => {
  fs.writeFileSync(
    at('resume.json'),
    JSON.stringify({ ...resumeToApi(RESUME_FIXTURES.short), version: 1 }),
  );
});
describe('npm run export (scripts/export.ts)', () => {
  it('writes a TXT and a PDF from the GET /api/resume shape', async () => {
    const txt = at('out.txt');
    const pdf = at('out.pdf');
    const input = at('resume.json');
    expect(
      (await exportCli('--format', 'txt', '--template', '4', '--in', input, '--out', txt)).code,
    ).toBe(0);
    expect(fs.readFileSync(txt, 'utf8')).toBe(buildResumeTxt(RESUME_FIXTURES.short));
    expect(
      (await exportCli('--format', 'pdf', '--template', '1', '--in', input, '--out', pdf)).code,
    ).toBe(0);
    expect(fs.readFileSync(pdf).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("writes Markdown in the template's section order, to a file or standard output", async () => {
    const md = at('out.md');
    const input = at('resume.json');
    // Template 7 is an academic CV, which leads with education.
    expect(
      (await exportCli('--format', 'md', '--template', '7', '--in', input, '--out', md)).code,
    ).toBe(0);
    expect(fs.readFileSync(md, 'utf8')).toBe(
      buildResumeMarkdown(RESUME_FIXTURES.short, { layout: 'academic' }),
    );
    const piped = await exportCli('--format', 'md', '--template', '4', '--in', input, '--out', '-');
    expect(piped.code).toBe(0);
    expect(piped.stdout).toBe(buildResumeMarkdown(RESUME_FIXTURES.short));
    expect(piped.stdout.startsWith('# Jane Doe\n')).toBe(true);
  });

  it('lists Markdown in its usage, and refuses it for a cover letter (2)', async () => {
    const help = await exportCli('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--format pdf|docx|txt|md');
    const letter = await exportCli('--format', 'md', '--letter', at('resume.json'), '--out', 'x');
    expect(letter.code).toBe(2);
    expect(letter.stderr).toContain('A cover letter exports as pdf, docx, txt.');
  });

  it('refuses an unknown template (1) and a bad command line (2)', async () => {
    const input = at('resume.json');
    const bad = await exportCli(
      '--format',
      'pdf',
      '--template',
      '99',
      '--in',
      input,
      '--out',
      at('x.pdf'),
    );
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('template_id: No template has this id.');
    expect((await exportCli('--format', 'odt', '--in', input, '--out', 'x')).code).toBe(2);
  });

  it("prints on the resume's own paper unless --page-size names another", async () => {
    const letter = at('letter-resume.json');
    const api = resumeToApi(RESUME_FIXTURES.short);
    fs.writeFileSync(
      letter,
      JSON.stringify({ ...api, style: { ...api.style, page_size: 'Letter' } }),
    );
    const width = async (...extra: string[]) => {
      const out = at(`page-${extra.join('')}.pdf`);
      const run = await exportCli(
        '--format',
        'pdf',
        '--template',
        '1',
        '--in',
        letter,
        '--out',
        out,
        ...extra,
      );
      expect(run.code).toBe(0);
      return (await inspectPdf(new Uint8Array(fs.readFileSync(out)))).pages[0]!.width;
    };
    expect(await width()).toBeCloseTo(612, 0);
    expect(await width('--page-size', 'A4')).toBeCloseTo(595.28, 0);
  });
});
