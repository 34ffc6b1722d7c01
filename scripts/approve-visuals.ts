// `node --import tsx scripts/approve-visuals.ts [layout …]`: renders page 1 of the fixed
// resume in each layout family (or only those named) and saves it as the approved image in
// src/server/features/export/__visual__/, which visual-regression.test.ts compares with.
// Run it after a deliberate change to the document engine, then look at every image it
// wrote before committing them.
import path from 'node:path';
import { LAYOUT_FAMILY_IDS, type LayoutFamily } from '#shared/templates/layout-families.ts';
import {
  approvedPath,
  hasPdftoppm,
  PDFTOPPM_MISSING,
  renderVisual,
  writePng,
} from '#server/features/export/__visual__/visual.ts';

async function main(): Promise<number> {
  if (!hasPdftoppm()) {
    console.error(PDFTOPPM_MISSING);
    return 1;
  }
  const args = process.argv.slice(2);
  const unknown = args.filter((a) => !(LAYOUT_FAMILY_IDS as readonly string[]).includes(a));
  if (unknown.length > 0) {
    console.error(
      `Unknown layout: ${unknown.join(', ')}. Layouts: ${LAYOUT_FAMILY_IDS.join(', ')}`,
    );
    return 2;
  }
  const layouts = args.length > 0 ? (args as LayoutFamily[]) : [...LAYOUT_FAMILY_IDS];
  for (const layout of layouts) {
    const file = approvedPath(layout);
    writePng(file, await renderVisual(layout));
    console.log(`approved ${path.relative(process.cwd(), file)}`);
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
