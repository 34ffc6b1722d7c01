/**
 * The client's route table (spec section 2) as data, so the server can answer
 * an unknown path with the SPA's 404 page *and* an HTTP 404 status.
 */
export const APP_ROUTES = {
  home: '/',
  build: '/build',
  samples: '/samples',
  templates: '/templates',
  features: '/features',
  help: '/help',
  auth: '/auth',
  profile: '/profile',
  terms: '/terms',
  privacy: '/privacy',
  resetPassword: '/reset-password',
  documents: '/documents',
  /** The cover letter of an anonymous visitor (kept in the browser). */
  coverLetter: '/cover-letter',
} as const;

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(APP_ROUTES));

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * Screens with a document id in the path: `/build/:id` (a resume other than the default
 * one) and `/cover-letter/:id`.
 */
const ID_PATHS: readonly RegExp[] = [
  new RegExp(`^/build/${UUID}$`),
  new RegExp(`^/cover-letter/${UUID}$`),
];

/** True when the SPA has a screen for this path (trailing slashes ignored). */
export function isKnownAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return KNOWN_PATHS.has(path) || ID_PATHS.some((pattern) => pattern.test(path));
}
