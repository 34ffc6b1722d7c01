import fs from 'node:fs';
import path from 'node:path';
import { isKnownAppPath, type APP_ROUTES } from '#shared/routes.ts';
import { entryKey, readManifest, staticClosure } from './vite-manifest.ts';

/**
 * Which chunks each screen needs, so the HTML for that screen can ask for them at once.
 *
 * The SPA's screens are lazily loaded route modules (src/client/app/router.tsx). Without a
 * hint, a first visit downloads the entry, runs it, and only then learns which route module
 * (and which shared chunks and icons) the screen needs: a second round trip before anything
 * is drawn. The server knows the path it is answering, so the index.html it sends for `/`
 * carries `<link rel="modulepreload">` for the landing module and its static imports, for
 * `/auth` the sign-in module's, and so on; the browser fetches them beside the entry.
 */

/** Route module (src/client/app/routes/<name>.tsx) for each screen of the route table. */
const ROUTE_MODULES: Readonly<Record<(typeof APP_ROUTES)[keyof typeof APP_ROUTES], string>> = {
  '/': 'landing',
  '/build': 'build',
  '/samples': 'samples',
  '/templates': 'templates',
  '/features': 'features',
  '/help': 'help',
  '/auth': 'auth',
  '/profile': 'profile',
  '/terms': 'terms',
  '/privacy': 'privacy',
  '/reset-password': 'reset-password',
  '/documents': 'documents',
  '/applications': 'applications',
  '/cover-letter': 'cover-letter',
};

const NOT_FOUND_MODULE = 'not-found';

/** The route module that draws this path (the SPA's 404 page for any other path). */
export function routeModuleFor(pathname: string): string {
  if (!isKnownAppPath(pathname)) return NOT_FOUND_MODULE;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const known = (ROUTE_MODULES as Record<string, string>)[path];
  if (known) return known;
  // The screens with an id (isKnownAppPath checked the id).
  if (path.startsWith('/build/')) return 'build-document';
  return path.startsWith('/applications/') ? 'application' : 'cover-letter';
}

/** Every route module a path can lead to. */
export const ROUTE_MODULE_NAMES: readonly string[] = [
  ...new Set([...Object.values(ROUTE_MODULES), 'build-document', 'application', NOT_FOUND_MODULE]),
];

/**
 * For each route module: the `<link rel="modulepreload">` tags of its chunk and the chunks
 * it imports statically, less those the entry already loads (index.html names those).
 * Empty when the build wrote no manifest (then index.html is served as built).
 */
export function routePreloadTags(clientDir: string): Map<string, string> {
  const tags = new Map<string, string>();
  if (!fs.existsSync(path.join(clientDir, '.vite/manifest.json'))) return tags;
  const manifest = readManifest(clientDir);
  const entry = staticClosure(manifest, [entryKey(manifest)]);
  for (const name of ROUTE_MODULE_NAMES) {
    const key = `src/client/app/routes/${name}.tsx`;
    if (!manifest[key]) continue;
    const files = [...staticClosure(manifest, [key])]
      .filter((chunk) => !entry.has(chunk))
      .map((chunk) => manifest[chunk]?.file)
      .filter((f): f is string => typeof f === 'string' && /\.m?js$/.test(f));
    tags.set(
      name,
      files.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`).join('\n    '),
    );
  }
  return tags;
}

/** index.html with the tags just before `</head>`. */
export function withPreloads(html: string, tags: string): string {
  if (!tags) return html;
  const at = html.indexOf('</head>');
  return at === -1 ? html : `${html.slice(0, at)}  ${tags}\n  ${html.slice(at)}`;
}
