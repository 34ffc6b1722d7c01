// `node --import tsx scripts/approve-visuals.ts [layout|fixture …]`: renders every page of
// the fixed resumes (the short one and the one with every section) in each layout family, or
// only the layouts and fixtures named, and saves them as the approved images in
// src/server/features/export/__visual__/, which visual-regression.test.ts compares with.
// Run it after a deliberate change to the document engine, then look at every image it
// wrote before committing them.
import fs from 'node:fs';
import path from 'node:path';
import { LAYOUT_FAMILY_IDS } from '#shared/templates/layout-families.ts';
import {
  approvedPages,
  approvedPath,
  hasPdftoppm,
  PDFTOPPM_MISSING,
  renderVisual,
  VISUAL_CASES,
  VISUAL_FIXTURE_NAMES,
  writePng,
} from '#server/features/export/__visual__/visual.ts';

async function main(): Promise<number> {
  if (!hasPdftoppm()) {
    console.error(PDFTOPPM_MISSING);
    return 1;
  }
  const args = process.argv.slice(2);
  const layouts = args.filter((a) => (LAYOUT_FAMILY_IDS as readonly string[]).includes(a));
  const fixtures = args.filter((a) => (VISUAL_FIXTURE_NAMES as readonly string[]).includes(a));
  const unknown = args.filter((a) => !layouts.includes(a) && !fixtures.includes(a));
  if (unknown.length > 0) {
    console.error(
      `Unknown layout or fixture: ${unknown.join(', ')}. Layouts: ${LAYOUT_FAMILY_IDS.join(', ')}.` +
        ` Fixtures: ${VISUAL_FIXTURE_NAMES.join(', ')}`,
    );
    return 2;
  }
  const cases = VISUAL_CASES.filter(
    (c) =>
      (layouts.length === 0 || layouts.includes(c.layout)) &&
      (fixtures.length === 0 || fixtures.includes(c.fixture)),
  );
  for (const visual of cases) {
    const pages = await renderVisual(visual);
    // Pages the fixture no longer reaches go, so the folder holds exactly what is compared.
    for (const stale of approvedPages(visual).slice(pages.length)) {
      fs.rmSync(stale);
      console.log(`removed ${path.relative(process.cwd(), stale)}`);
    }
    for (const [index, page] of pages.entries()) {
      const file = approvedPath(visual, index + 1);
      writePng(file, page);
      console.log(`approved ${path.relative(process.cwd(), file)}`);
    }
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
