import { strToU8, zipSync } from 'fflate';
import { APPLICATION_LIMITS } from '#shared/applications/applications.schema.ts';
import { REWRITE_LIMITS } from '#shared/cover-letter/rewrite-bullet.schema.ts';
import { MAX_CV_BYTES } from '#shared/cv-import/cv-import.limits.ts';
import { JSON_RESUME_LIMITS } from '#shared/json-resume/json-resume.schema.ts';
import { DATA_ARCHIVE_LIMITS } from '#shared/portability/data-archive.schema.ts';
import { JSON_BODY_LIMIT, type App } from '../app.ts';
import { SHARE_FORM_BODY_LIMIT } from '../features/sharing/public-share.routes.ts';
import type { Auth } from '../features/auth/auth.ts';
import { resumeBody, textCv } from './attack-kit.ts';

/**
 * Every route of the API, with what the attack suite needs to know about it. The suite
 * walks the real app (`app.routes`) and Better Auth's endpoint list and fails when a route
 * is missing here, so a new route cannot ship without being classified, and so without
 * being attacked: CSRF for every state-changing route, IDOR for every route that names a
 * resource, `Cache-Control` for every answer.
 *
 * Adding a route: add a line below; give it a `sample` (a request that would pass the
 * route's own checks, so that only the defence under test stands in its way) and say
 * which resource it names (`target`). Then run `npx vitest run src/server/security`.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the attacker can name in a request, and so what IDOR tests try. */
type Target =
  /** Nothing of a user's: public data, or no data at all. */
  | 'none'
  /** Only the caller's own data, picked by the session; ids in the body are ignored. */
  | 'session'
  /** An object key in the URL path (storage). */
  | 'path'
  /** A user id and file name in the body (process-cv). */
  | 'body'
  /** A document id in the path. */
  | 'id';

/** What a sample request may use: the ids of a user who owns data in every feature. */
interface SampleContext {
  userId: string;
  cvFileName: string;
  /** One of the user's documents (not the default resume), when the documents API exists. */
  documentId?: string;
}

export interface SampleRequest {
  path: string;
  json?: unknown;
  body?: FormData | string | Uint8Array<ArrayBuffer>;
  contentType?: string;
}

/** How a route's body is sent, and the most it reads (the API's JSON limit unless said). */
export interface RouteBody {
  type: 'json' | 'multipart' | 'zip' | 'form';
  maxBytes: number;
}

const JSON_BODY: RouteBody = { type: 'json', maxBytes: JSON_BODY_LIMIT };
const APPLICATION_BODY: RouteBody = { type: 'json', maxBytes: APPLICATION_LIMITS.maxBodyBytes };

export interface ApiRoute {
  method: Method;
  /** Hono's pattern as `app.routes` lists it. */
  path: string;
  /** 'user': answers 401 without a session. */
  access: 'public' | 'user';
  target: Target;
  /** Answers hold no user data; the route keeps its own Cache-Control (health, public files). */
  publicCache?: true;
  /** Routes that take a body: JSON up to the API's limit unless given. */
  body?: RouteBody;
  /**
   * The route reads no body (the path says everything); the API's body limit still
   * applies. Every other route whose body is JSON reads it through lib/json-body.ts.
   */
  readsNoBody?: true;
  sample: (ctx: SampleContext) => SampleRequest;
}

/** The body a route takes; every non-GET route takes one. */
export function routeBody(route: ApiRoute): RouteBody | undefined {
  if (route.method === 'GET') return undefined;
  return route.body ?? JSON_BODY;
}

const exportBody = {
  personal_info: { fullName: 'Sample Person' },
  template_id: 1,
};
const letterExportBody = {
  letter: { sender: { fullName: 'Sample Person' }, paragraphs: ['I would like to apply.'] },
  template_id: 1,
};
const keywordsBody = {
  jobDescription: 'We need a TypeScript engineer with PostgreSQL experience.',
  jobTitle: 'Engineer',
  company: 'Acme',
};
const cvForm = () => {
  const form = new FormData();
  form.set('file', textCv('Sample'));
  return form;
};
/** A route that names nothing in its path, sampled at the path itself (with `json`, if given). */
function atPath(
  method: Method,
  path: string,
  access: ApiRoute['access'],
  target: Target,
  json?: unknown,
): ApiRoute {
  return {
    method,
    path,
    access,
    target,
    sample: () => (json === undefined ? { path } : { path, json }),
  };
}
/** A GET that names nothing in its path. */
function plainGet(
  path: string,
  access: ApiRoute['access'],
  target: Target,
  more: Pick<ApiRoute, 'publicCache'> = {},
): ApiRoute {
  return { ...atPath('GET', path, access, target), ...more };
}
const docId = (ctx: SampleContext) => ctx.documentId ?? '00000000-0000-4000-8000-000000000000';
const SAMPLE_VERSION_ID = '00000000-0000-4000-8000-000000000001';

export const API_ROUTES: readonly ApiRoute[] = [
  plainGet('/api/health', 'public', 'none', { publicCache: true }),
  plainGet('/api/ready', 'public', 'none'),
  plainGet('/metrics', 'public', 'none', { publicCache: true }),
  plainGet('/api/auth-providers', 'public', 'none'),
  plainGet('/api/profile', 'user', 'session'),
  atPath('PATCH', '/api/profile', 'user', 'session', { first_name: 'Changed' }),
  plainGet('/api/resume', 'user', 'session'),
  // Version 1 is the victim's saved version: the save would go through.
  atPath('PUT', '/api/resume', 'user', 'session', resumeBody('Changed', 1)),
  ...(['pdf', 'docx', 'txt', 'md'] as const).map((format) =>
    atPath('POST', `/api/export/${format}`, 'public', 'none', exportBody),
  ),
  ...(['pdf', 'docx', 'txt'] as const).map((format) =>
    atPath('POST', `/api/export/cover-letter/${format}`, 'public', 'none', letterExportBody),
  ),
  atPath('POST', '/api/export/application-pack', 'public', 'none', {
    ...exportBody,
    letter: letterExportBody.letter,
  }),
  plainGet('/api/portability/export', 'user', 'session'),
  {
    method: 'POST',
    path: '/api/portability/import',
    access: 'user',
    target: 'session',
    body: { type: 'zip', maxBytes: DATA_ARCHIVE_LIMITS.maxArchiveBytes },
    sample: () => ({
      path: '/api/portability/import',
      body: zipSync({ 'manifest.json': strToU8('{}') }) as Uint8Array<ArrayBuffer>,
      contentType: 'application/zip',
    }),
  },
  {
    method: 'POST',
    path: '/api/linkedin-import',
    access: 'user',
    target: 'session',
    body: { type: 'zip', maxBytes: DATA_ARCHIVE_LIMITS.maxArchiveBytes },
    sample: () => ({
      path: '/api/linkedin-import',
      body: zipSync({
        'Profile.csv': strToU8('First Name,Last Name\nSample,Person\n'),
      }) as Uint8Array<ArrayBuffer>,
      contentType: 'application/zip',
    }),
  },
  {
    ...atPath('POST', '/api/portability/json-resume', 'user', 'session', {
      basics: { name: 'Sample Person', summary: 'Changed' },
    }),
    body: { type: 'json', maxBytes: JSON_RESUME_LIMITS.maxBytes },
  },
  {
    method: 'GET',
    path: '/api/storage/:bucket/*',
    access: 'public',
    target: 'path',
    publicCache: true,
    sample: (ctx) => ({ path: `/api/storage/user-cvs/${ctx.userId}/${ctx.cvFileName}` }),
  },
  {
    method: 'POST',
    path: '/api/cv',
    access: 'user',
    target: 'session',
    body: { type: 'multipart', maxBytes: MAX_CV_BYTES + 64 * 1024 },
    sample: () => ({ path: '/api/cv', body: cvForm() }),
  },
  {
    method: 'POST',
    path: '/api/functions/process-cv',
    access: 'user',
    target: 'body',
    sample: (ctx) => ({
      path: '/api/functions/process-cv',
      json: { fileName: ctx.cvFileName, userId: ctx.userId },
    }),
  },
  atPath('POST', '/api/functions/generate-keywords', 'public', 'none', keywordsBody),
  atPath('POST', '/api/functions/analyze-job', 'public', 'none', keywordsBody),
  atPath('POST', '/api/functions/draft-cover-letter', 'public', 'none', {
    resume: {
      personal_info: { fullName: 'Sample Person' },
      experience: [
        {
          id: '1',
          jobTitle: 'Engineer',
          company: 'Acme',
          startMonth: '01',
          startYear: '2020',
          description: 'Built the billing service in TypeScript.',
        },
      ],
    },
    tone: 'formal',
    role: 'Senior Engineer',
    company: 'Globex',
  }),
  {
    ...atPath('POST', '/api/functions/rewrite-bullet', 'public', 'none', {
      bullet: 'Responsible for the billing service',
      entry: { id: '1', jobTitle: 'Engineer', company: 'Acme', description: 'Built billing.' },
    }),
    body: { type: 'json', maxBytes: REWRITE_LIMITS.maxBodyBytes },
  },
  atPath('POST', '/api/functions/review-resume', 'public', 'none', {
    experience: [{ id: '1', description: '- I was responsible for the website.' }],
  }),
  plainGet('/api/documents', 'user', 'session'),
  atPath('POST', '/api/documents', 'user', 'session', {
    kind: 'cover_letter',
    title: 'Changed letter',
  }),
  plainGet('/api/documents/trash', 'user', 'session'),
  {
    method: 'GET',
    path: '/api/documents/:id',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}` }),
  },
  {
    method: 'PUT',
    path: '/api/documents/:id',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({
      path: `/api/documents/${docId(ctx)}`,
      json: { version: 1, title: 'Changed title' },
    }),
  },
  {
    method: 'POST',
    path: '/api/documents/:id/duplicate',
    access: 'user',
    target: 'id',
    readsNoBody: true,
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}/duplicate`, json: {} }),
  },
  {
    method: 'DELETE',
    path: '/api/documents/:id',
    access: 'user',
    target: 'id',
    readsNoBody: true,
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}` }),
  },
  {
    method: 'POST',
    path: '/api/documents/:id/restore',
    access: 'user',
    target: 'id',
    readsNoBody: true,
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}/restore`, json: {} }),
  },
  // Applications: the sampled id is the document's, so every attack meets a missing
  // application; another user's application on every route is tested in features/applications.
  plainGet('/api/applications', 'user', 'session'),
  {
    ...atPath('POST', '/api/applications', 'user', 'session', {
      job: { title: 'Engineer', company: 'Globex', description: 'TypeScript and PostgreSQL.' },
    }),
    body: APPLICATION_BODY,
  },
  {
    method: 'GET',
    path: '/api/applications/:id',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({ path: `/api/applications/${docId(ctx)}` }),
  },
  {
    method: 'PATCH',
    path: '/api/applications/:id',
    access: 'user',
    target: 'id',
    body: APPLICATION_BODY,
    sample: (ctx) => ({ path: `/api/applications/${docId(ctx)}`, json: { status: 'applied' } }),
  },
  {
    method: 'DELETE',
    path: '/api/applications/:id',
    access: 'user',
    target: 'id',
    readsNoBody: true,
    sample: (ctx) => ({ path: `/api/applications/${docId(ctx)}` }),
  },
  {
    method: 'POST',
    path: '/api/applications/:id/tailor',
    access: 'user',
    target: 'id',
    body: APPLICATION_BODY,
    sample: (ctx) => ({ path: `/api/applications/${docId(ctx)}/tailor`, json: {} }),
  },
  {
    method: 'GET',
    path: '/api/applications/:id/match',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({ path: `/api/applications/${docId(ctx)}/match` }),
  },
  // Version history: the version id is sampled as a missing one; another user's versions
  // under the caller's own document are tested in features/versions.
  {
    method: 'GET',
    path: '/api/documents/:id/versions',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}/versions` }),
  },
  {
    method: 'GET',
    path: '/api/documents/:id/versions/:vid',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}/versions/${SAMPLE_VERSION_ID}` }),
  },
  {
    method: 'PATCH',
    path: '/api/documents/:id/versions/:vid',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({
      path: `/api/documents/${docId(ctx)}/versions/${SAMPLE_VERSION_ID}`,
      json: { name: 'Changed name' },
    }),
  },
  {
    method: 'POST',
    path: '/api/documents/:id/versions/:vid/restore',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({
      path: `/api/documents/${docId(ctx)}/versions/${SAMPLE_VERSION_ID}/restore`,
      json: { version: 1 },
    }),
  },
  {
    method: 'GET',
    path: '/api/documents/:id/share',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}/share` }),
  },
  {
    method: 'POST',
    path: '/api/documents/:id/share',
    access: 'user',
    target: 'id',
    sample: (ctx) => ({
      path: `/api/documents/${docId(ctx)}/share`,
      json: { allow_download: true, password: 'changed-password' },
    }),
  },
  {
    method: 'DELETE',
    path: '/api/documents/:id/share',
    access: 'user',
    target: 'id',
    readsNoBody: true,
    sample: (ctx) => ({ path: `/api/documents/${docId(ctx)}/share` }),
  },
  plainGet('/api/shares', 'user', 'session'),
  // The public pages of shared links (features/sharing): no session, a slug in the path.
  {
    method: 'GET',
    path: '/r/:slug',
    access: 'public',
    target: 'none',
    sample: () => ({ path: '/r/no-such-link' }),
  },
  {
    method: 'POST',
    path: '/r/:slug',
    access: 'public',
    target: 'none',
    body: { type: 'form', maxBytes: SHARE_FORM_BODY_LIMIT },
    sample: () => ({
      path: '/r/no-such-link',
      body: 'password=a-guess',
      contentType: 'application/x-www-form-urlencoded',
    }),
  },
  {
    method: 'GET',
    path: '/r/:slug/pdf',
    access: 'public',
    target: 'none',
    sample: () => ({ path: '/r/no-such-link/pdf' }),
  },
];

/** Better Auth's endpoints, mounted at /api/auth (one Hono route per method). */
export const AUTH_MOUNT = { path: '/api/auth/*', methods: ['GET', 'POST'] } as const;

/**
 * How each Better Auth endpoint is protected, beyond the Origin check every POST gets:
 * - 'read': reads the caller's own data (session cookie);
 * - 'action': changes state for the caller or starts a flow; CSRF-tested;
 * - 'token': a GET that changes state only with a one-time token or OAuth state the
 *   attacker does not have (mail links, the provider's redirect back);
 * - 'page': a static answer (ok, error page).
 */
export type AuthEndpointKind = 'read' | 'action' | 'token' | 'page';

export const AUTH_ENDPOINTS: Readonly<Record<string, AuthEndpointKind>> = {
  'POST /sign-in/social': 'action',
  'GET /callback/:id': 'token',
  // The identity provider's form_post answer; exempt from the Origin check (see app.ts).
  'POST /callback/:id': 'token',
  'GET /get-session': 'read',
  'POST /get-session': 'read',
  'POST /sign-out': 'action',
  'POST /sign-up/email': 'action',
  'POST /sign-in/email': 'action',
  'POST /reset-password': 'action',
  'POST /verify-password': 'action',
  'GET /verify-email': 'token',
  'POST /send-verification-email': 'action',
  'POST /change-email': 'action',
  'POST /change-password': 'action',
  'POST /update-session': 'action',
  'POST /update-user': 'action',
  'POST /delete-user': 'action',
  'POST /request-password-reset': 'action',
  'GET /reset-password/:token': 'token',
  'GET /list-sessions': 'read',
  'POST /revoke-session': 'action',
  'POST /revoke-sessions': 'action',
  'POST /revoke-other-sessions': 'action',
  'POST /link-social': 'action',
  'GET /list-accounts': 'read',
  'GET /delete-user/callback': 'token',
  'POST /unlink-account': 'action',
  'POST /refresh-token': 'action',
  'POST /get-access-token': 'action',
  'GET /account-info': 'read',
  'POST /two-factor/get-totp-uri': 'action',
  'POST /two-factor/verify-totp': 'action',
  'POST /two-factor/send-otp': 'action',
  'POST /two-factor/verify-otp': 'action',
  'POST /two-factor/verify-backup-code': 'action',
  'POST /two-factor/generate-backup-codes': 'action',
  'POST /two-factor/enable': 'action',
  'POST /two-factor/disable': 'action',
  // Passkeys (passkeys.ts). The options GETs write only a short-lived challenge (and its
  // cookie) that is useless without the authenticator; listing is the caller's own data.
  'GET /passkey/generate-register-options': 'read',
  'GET /passkey/generate-authenticate-options': 'read',
  'POST /passkey/verify-registration': 'action',
  'POST /passkey/verify-authentication': 'action',
  'GET /passkey/list-user-passkeys': 'read',
  'POST /passkey/delete-passkey': 'action',
  'POST /passkey/update-passkey': 'action',
  'GET /ok': 'page',
  'GET /error': 'page',
};

/** `METHOD path` of every handler the app registers (middleware, registered as ALL, left out). */
export function appRoutes(app: App): string[] {
  const seen = new Set<string>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    seen.add(`${route.method} ${route.path}`);
  }
  return [...seen].sort();
}

/** `METHOD /path` of every endpoint Better Auth serves over HTTP (server-only ones have no path). */
export function authEndpoints(auth: Auth): string[] {
  const seen = new Set<string>();
  for (const endpoint of Object.values(auth.api) as {
    path?: string;
    options?: { method?: string | string[] };
  }[]) {
    if (!endpoint.path) continue;
    const methods = endpoint.options?.method;
    for (const method of Array.isArray(methods) ? methods : [methods ?? 'GET']) {
      seen.add(`${method} ${endpoint.path}`);
    }
  }
  return [...seen].sort();
}

/** The request options for `Agent.request` that send `sample` with `method`. */
export function sampleInit(
  method: string,
  sample: SampleRequest,
  headers: Record<string, string> = {},
): RequestInit & { json?: unknown } {
  const all = new Headers(headers);
  if (sample.contentType) all.set('content-type', sample.contentType);
  return {
    method,
    headers: all,
    ...(sample.json !== undefined ? { json: sample.json } : {}),
    ...(sample.body !== undefined ? { body: sample.body } : {}),
  };
}

export function routeKey(route: Pick<ApiRoute, 'method' | 'path'>): string {
  return `${route.method} ${route.path}`;
}
