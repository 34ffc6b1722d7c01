import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Packer } from 'docx';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  RESUME_FIXTURES,
  type ResumeFixtureName,
} from '#shared/documents/__fixtures__/resume-fixtures.ts';
import {
  buildTemplateFallbackDocx,
  FALLBACK_HEADINGS,
  TWO_COLUMN_FAMILIES,
} from '#shared/documents/template-fallback-docx/template-fallback-docx.ts';
import { TEMPLATES } from '#shared/templates/catalogue.ts';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import { normalizeForMatch } from './document-expectations.test-support.ts';
import { renderResumeDocx } from './export.service.ts';

/**
 * Our DOCX files open in LibreOffice without repair: LibreOffice Writer, headless,
 * converts each file to plain text; a package or XML it cannot read gives no output.
 * Needs Debian's libreoffice-writer-nogui (`soffice`), which `npm test` and CI install.
 */
const SOFFICE_MISSING =
  'soffice is not installed: this test needs LibreOffice Writer (sudo apt-get install -y --no-install-recommends libreoffice-writer-nogui).';

const FIXTURES: ResumeFixtureName[] = ['short', 'long', 'international', 'markup'];
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-lo-'));
const files: { name: string; expected: string[] }[] = [];

beforeAll(async () => {
  for (const layout of LAYOUT_FAMILY_IDS) {
    const template = TEMPLATES.find((t) => t.layout === layout)!;
    for (const fixture of FIXTURES) {
      const data = RESUME_FIXTURES[fixture];
      const name = `${layout}-${fixture}`;
      fs.writeFileSync(path.join(work, `${name}.docx`), await renderResumeDocx(data, template));
      files.push({
        name,
        expected: [
          data.personalInfo.fullName,
          data.personalInfo.email,
          ...data.experience.flatMap((e) => [e.jobTitle, e.company]),
          ...data.education.map((e) => e.school),
          ...data.skills.slice(0, 3).map((s) => s.name),
        ].filter(Boolean),
      });
    }
  }
  // The fallback template: each two-column family (a table) and a one-column one.
  for (const layout of [...TWO_COLUMN_FAMILIES, 'classic' as const]) {
    const template = TEMPLATES.find((t) => t.layout === layout)!;
    const name = `fallback-template-${layout}`;
    const fallback = await Packer.toBuffer(buildTemplateFallbackDocx(template));
    fs.writeFileSync(path.join(work, `${name}.docx`), fallback);
    files.push({
      name,
      expected: [
        '[Your Full Name]',
        ...FALLBACK_HEADINGS,
        '[Job Title]',
        '[Skill 1]',
        '[Certification Name]',
      ],
    });
  }

  const result = spawnSync(
    'soffice',
    [
      // A profile of its own, so runs in parallel (or a desktop LibreOffice) do not collide.
      `-env:UserInstallation=${pathToFileURL(path.join(work, 'profile')).href}`,
      '--headless',
      '--norestore',
      '--convert-to',
      'txt:Text (encoded):UTF8',
      '--outdir',
      path.join(work, 'out'),
      ...files.map((f) => path.join(work, `${f.name}.docx`)),
    ],
    { encoding: 'utf8', timeout: 170_000 },
  );
  if (result.error) throw new Error(`${SOFFICE_MISSING} (${result.error.message})`);
}, 180_000);

afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

describe('DOCX in LibreOffice Writer', () => {
  it('converts every family and fixture, and the fallback templates, with all their text', () => {
    expect(files).toHaveLength(LAYOUT_FAMILY_IDS.length * FIXTURES.length + 4);
    for (const file of files) {
      const out = path.join(work, 'out', `${file.name}.txt`);
      expect(fs.existsSync(out), `LibreOffice could not open ${file.name}.docx`).toBe(true);
      const text = normalizeForMatch(fs.readFileSync(out, 'utf8'));
      for (const value of file.expected) {
        expect(text, `${file.name}: "${value}"`).toContain(normalizeForMatch(value));
      }
    }
  });
});
