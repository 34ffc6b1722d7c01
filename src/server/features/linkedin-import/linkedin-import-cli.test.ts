import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { resumeApiDocumentSchema } from '#shared/resume/resume-api.ts';
import { lyingZip } from '../../lib/safe-zip.test-support.ts';
import { useTempDir } from '../export/export-cli.test-support.ts';
import { linkedInZip } from './__fixtures__/linkedin-export.ts';
import { LINKEDIN_NOTICES } from './linkedin-import.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const at = useTempDir('tailorcv-linkedin-cli-');

/** `npm run --silent linkedin:import -- FILE`: its exit code and output, failed or not. */
const linkedInCli = (file: string) =>
  run('npm', ['run', '--silent', 'linkedin:import', '--', file], { cwd: root }).then(
    (r) => ({ code: 0, ...r }),
    (err: { code: number; stdout: string; stderr: string }) => err,
  );

describe('npm run linkedin:import (scripts/linkedin-import.ts)', () => {
  it('prints the GET /api/resume shape of the resume the export makes', async () => {
    fs.writeFileSync(at('export.zip'), linkedInZip());
    const { code, stdout, stderr } = await linkedInCli(at('export.zip'));
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const resume = resumeApiDocumentSchema.partial().parse(JSON.parse(stdout));
    expect(resume.personal_info?.fullName).toBe('Grace Okafor');
    expect(resume.experience?.map((e) => [e.company, e.isCurrentJob])).toEqual([
      ['Acme Cloud', true],
      ['Globex', false],
    ]);
    expect(resume.education?.[0]?.school).toBe('University of Lagos');
    expect(resume.languages).toEqual([
      { name: 'English', level: 'Native' },
      { name: 'French', level: 'Intermediate' },
    ]);
    expect(resume.awards?.[0]).toMatchObject({ title: 'Engineer of the Year', year: '2022' });
    expect(resume.skills?.map((s) => s.name)).toEqual(['Go', 'Kubernetes', 'Distributed Systems']);
  });

  it('says why on stderr with exit 1: not a ZIP, a hostile ZIP, no file', async () => {
    fs.writeFileSync(at('notes.zip'), strToU8('not a zip'));
    const notZip = await linkedInCli(at('notes.zip'));
    expect(notZip).toMatchObject({ code: 1, stdout: '' });
    expect(notZip.stderr.trim()).toBe(LINKEDIN_NOTICES.notZip);

    fs.writeFileSync(at('bomb.zip'), lyingZip('Positions.csv', 200, 8 * 1024 * 1024));
    const bomb = await linkedInCli(at('bomb.zip'));
    expect(bomb).toMatchObject({ code: 1, stdout: '' });
    expect(bomb.stderr).toMatch(/unpacks to more data than the archive says/);

    const missing = await linkedInCli(at('missing.zip'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/Cannot read/);
  });
});
