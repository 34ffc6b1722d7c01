/**
 * The client's route table as data, so the server can answer
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
  /** The signed-in user's job applications: a board by status and a list. */
  applications: '/applications',
  /** The cover letter of an anonymous visitor (kept in the browser). */
  coverLetter: '/cover-letter',
} as const;

const KNOWN_PATHS: ReadonlySet<string> = new Set(Object.values(APP_ROUTES));

const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * Screens with an id in the path: `/build/:id` (a resume other than the default one),
 * `/cover-letter/:id` and `/applications/:id` (one job application), each with the title of
 * the screen it belongs to.
 */
const ID_PATHS: readonly { pattern: RegExp; screen: Exclude<AppPath, '/'> }[] = [
  { pattern: new RegExp(`^/build/${UUID}$`), screen: '/build' },
  { pattern: new RegExp(`^/cover-letter/${UUID}$`), screen: '/cover-letter' },
  { pattern: new RegExp(`^/applications/${UUID}$`), screen: '/applications' },
];

function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** True when the SPA has a screen for this path (trailing slashes ignored). */
export function isKnownAppPath(pathname: string): boolean {
  const path = withoutTrailingSlash(pathname);
  return KNOWN_PATHS.has(path) || ID_PATHS.some(({ pattern }) => pattern.test(path));
}

type AppPath = (typeof APP_ROUTES)[keyof typeof APP_ROUTES];

/** The landing page's `<title>`: the product and what it is for. */
const HOME_TITLE = 'TailorCV – ATS-friendly resumes tailored to the job';

/**
 * Each screen's name as the browser tab, history and bookmarks show it ('Templates –
 * TailorCV'), so a visitor with several tabs open can tell them apart.
 */
const SCREEN_NAMES: Readonly<Record<Exclude<AppPath, '/'>, string>> = {
  '/build': 'Resume Builder',
  '/samples': 'Sample Resumes',
  '/templates': 'Templates',
  '/features': 'Features',
  '/help': 'Help',
  '/auth': 'Sign In',
  '/profile': 'Profile',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/reset-password': 'Reset Password',
  '/documents': 'My Documents',
  '/applications': 'Applications',
  '/cover-letter': 'Cover Letter',
};

/** The document title for a path: its screen's name, or 'Page Not Found' for any other path. */
export function screenTitle(pathname: string): string {
  const path = withoutTrailingSlash(pathname);
  if (path === APP_ROUTES.home) return HOME_TITLE;
  let name = 'Page Not Found';
  if (KNOWN_PATHS.has(path)) name = SCREEN_NAMES[path as Exclude<AppPath, '/'>];
  else {
    const screen = ID_PATHS.find(({ pattern }) => pattern.test(path))?.screen;
    if (screen) name = SCREEN_NAMES[screen];
  }
  return `${name} – TailorCV`;
}
