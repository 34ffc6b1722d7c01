import fs from 'node:fs';
import path from 'node:path';
import { atMost } from '../lib/rows.ts';
import { compressedSizes, kb } from '../lib/sizes.ts';
import type { Row, Suite } from '../lib/types.ts';
import { initialFiles, readManifest } from '../../src/server/lib/vite-manifest.ts';

/**
 * Initial JavaScript per route: what a first visit downloads before the
 * route renders, gzip, from the Vite manifest of a fresh production build.
 */
const ROUTES: Array<{ path: string; module: string; budgetKb?: number }> = [
  { path: '/', module: 'landing', budgetKb: 100 },
  { path: '/templates', module: 'templates', budgetKb: 150 },
  { path: '/samples', module: 'samples', budgetKb: 150 },
  { path: '/features', module: 'features', budgetKb: 150 },
  { path: '/help', module: 'help', budgetKb: 150 },
  { path: '/auth', module: 'auth', budgetKb: 150 },
  { path: '/profile', module: 'profile', budgetKb: 150 },
  // The builder edits every section, the layout and the look, and draws the live preview.
  { path: '/build', module: 'build', budgetKb: 270 },
  { path: '404 page', module: 'not-found' },
];

const routeKey = (module: string) => `src/client/app/routes/${module}.tsx`;

const suite: Suite = {
  description: 'Initial JS per route and CSS, gzip, from the Vite manifest (≤ 100/150/270 KB)',
  async run(ctx) {
    ctx.log('building the client …');
    const clientDir = await ctx.clientBuild();
    const manifest = readManifest(clientDir);
    const rows: Row[] = [];

    for (const route of ROUTES) {
      const metric = `Initial JS ${route.path}`;
      const budget = route.budgetKb === undefined ? undefined : atMost(route.budgetKb);
      if (!manifest[routeKey(route.module)]) {
        rows.push({
          metric,
          value: null,
          unit: 'KB gz',
          budget,
          note: `${routeKey(route.module)} is not a chunk of the build (is it still lazy-loaded?)`,
        });
        continue;
      }
      const initial = initialFiles(manifest, routeKey(route.module));
      const total = compressedSizes(clientDir, initial.js);
      const own = compressedSizes(clientDir, [manifest[routeKey(route.module)]?.file ?? '']);
      rows.push({
        metric,
        value: kb(total.gzip),
        unit: 'KB gz',
        budget,
        note: `${initial.js.length} files; route chunk ${kb(own.gzip)} KB; brotli ${kb(total.brotli)} KB; raw ${kb(total.raw)} KB`,
      });
    }

    const entryCss = initialFiles(manifest).css;
    const css = compressedSizes(clientDir, entryCss);
    rows.push({
      metric: 'CSS loaded by every page',
      value: kb(css.gzip),
      unit: 'KB gz',
      note: `${entryCss.length} file(s); brotli ${kb(css.brotli)} KB; raw ${kb(css.raw)} KB`,
    });

    const assets = fs.readdirSync(path.join(clientDir, 'assets'));
    const allJs = compressedSizes(
      clientDir,
      assets.filter((f) => /\.m?js$/.test(f)).map((f) => `assets/${f}`),
    );
    const allCss = compressedSizes(
      clientDir,
      assets.filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`),
    );
    rows.push(
      {
        metric: 'All JS chunks',
        value: kb(allJs.gzip),
        unit: 'KB gz',
        note: `${assets.filter((f) => /\.m?js$/.test(f)).length} files; raw ${kb(allJs.raw)} KB`,
      },
      {
        metric: 'All CSS files',
        value: kb(allCss.gzip),
        unit: 'KB gz',
        note: `raw ${kb(allCss.raw)} KB`,
      },
    );
    return rows;
  },
};

export default suite;
