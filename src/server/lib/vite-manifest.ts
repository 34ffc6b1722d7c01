import fs from 'node:fs';
import path from 'node:path';

/** One entry of Vite's build manifest (https://vite.dev/guide/backend-integration). */
interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of chunks imported statically: loaded (preloaded) together with this one. */
  imports?: string[];
  /** Keys of chunks imported with import(): loaded later, on demand. */
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

export function readManifest(clientDir: string): Manifest {
  const file = path.join(clientDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(`No Vite manifest at ${file}: build with --manifest (or build.manifest).`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** Key of the HTML entry chunk (index.html). */
export function entryKey(manifest: Manifest): string {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  const html = entries.find(([key]) => key.endsWith('index.html'));
  const found = html ?? (entries.length === 1 ? entries[0] : undefined);
  if (!found) throw new Error('The Vite manifest has no single HTML entry chunk.');
  return found[0];
}

/** The given chunks and everything they import statically, transitively; dynamic imports excluded. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop() as string;
    if (seen.has(key)) continue;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The Vite manifest has no chunk "${key}".`);
    seen.add(key);
    stack.push(...(chunk.imports ?? []));
  }
  return seen;
}

export interface InitialFiles {
  /** Output files (relative to the client folder), entry first. */
  js: string[];
  css: string[];
}

/**
 * What a first visit to a route downloads before it renders: the entry chunk and its static
 * imports, plus the lazily loaded route module's chunk and its static imports (Vite preloads
 * those together with it). Chunks reached only by a dynamic import() are not counted.
 */
export function initialFiles(manifest: Manifest, routeModule?: string): InitialFiles {
  const roots = [entryKey(manifest)];
  if (routeModule !== undefined) {
    if (!manifest[routeModule]) {
      throw new Error(`The route module "${routeModule}" is not in the Vite manifest.`);
    }
    roots.push(routeModule);
  }
  const chunks = [...staticClosure(manifest, roots)].map((key) => manifest[key] as ManifestChunk);
  return {
    js: unique(chunks.map((chunk) => chunk.file).filter((file) => /\.m?js$/.test(file))),
    css: unique(chunks.flatMap((chunk) => chunk.css ?? [])),
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}
