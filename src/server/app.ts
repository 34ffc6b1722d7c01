import { Hono, type MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { applicationsRoutes } from './features/applications/applications.routes.ts';
import { createApplicationsService } from './features/applications/applications.service.ts';
import { atsKeywordsRoutes } from './features/ats-keywords/ats-keywords.routes.ts';
import { createKeywordEngine } from './features/ats-keywords/create-engine.ts';
import { loadLexicon } from './features/ats-keywords/lexicon.ts';
import { createLocalEngine } from './features/ats-keywords/local-engine.ts';
import { coverLetterRoutes } from './features/cover-letter/cover-letter.routes.ts';
import { createLocalDrafter } from './features/cover-letter/local-drafter.ts';
import { createAuth, type Auth } from './features/auth/auth.ts';
import { resolveAuthSecret } from './features/auth/auth-secret.ts';
import { AUTH_BASE_PATH, authProvidersRoutes, authRoutes } from './features/auth/auth.routes.ts';
import { createSessionReader } from './features/auth/require-user.ts';
import { UserDeletionHooks } from './features/auth/user-deletion.ts';
import { documentsRoutes } from './features/documents/documents.routes.ts';
import { createDocumentsService } from './features/documents/documents.service.ts';
import { coverLetterExportRoutes } from './features/export/cover-letter-export.routes.ts';
import { exportRoutes } from './features/export/export.routes.ts';
import { healthRoutes, readyRoutes } from './features/health/health.routes.ts';
import { metricsRoutes } from './features/health/metrics.routes.ts';
import { createMailer, type Mailer } from './features/mail/mailer.ts';
import {
  CV_UPLOAD_PATH,
  cvUploadRoutes,
  processCvRoutes,
  type CvUploadRouteDeps,
} from './features/cv-upload/cv-upload.routes.ts';
import { createCvUploadService } from './features/cv-upload/cv-upload.service.ts';
import {
  LINKEDIN_IMPORT_PATH,
  linkedInImportRoutes,
} from './features/linkedin-import/linkedin-import.routes.ts';
import {
  BODY_LIMIT_EXEMPT_PATHS,
  PORTABILITY_PATH,
  portabilityRoutes,
} from './features/portability/portability.routes.ts';
import { createProfileService } from './features/profile/profile.service.ts';
import { profileRoutes } from './features/profile/profile.routes.ts';
import { resumeRoutes } from './features/resume/resume.routes.ts';
import { createSharing, type Sharing } from './features/sharing/sharing.ts';
import { resumeReviewRoutes } from './features/resume-review/resume-review.routes.ts';
import { createResumeService } from './features/resume/resume.service.ts';
import { createObjectStorage } from './features/storage/create-object-storage.ts';
import type { ObjectStorage } from './features/storage/object-storage.ts';
import { storageRoutes } from './features/storage/storage.routes.ts';
import { versionsRoutes } from './features/versions/versions.routes.ts';
import { createVersionsService } from './features/versions/versions.service.ts';
import { apiResponseHeaders } from './lib/api-response-headers.ts';
import type { AppEnv } from './lib/app-env.ts';
import { payloadLimit } from './lib/body-limit.ts';
import { clientIp } from './lib/client-ip.ts';
import { closeUnreadBody } from './lib/close-unread-body.ts';
import { handleError } from './lib/errors.ts';
import type { Logger } from './lib/logger.ts';
import { createAppMetrics } from './lib/metrics.ts';
import { originCheck } from './lib/origin-check.ts';
import { storableText } from './lib/storable-text.ts';
import { createRateLimiter, NO_RATE_LIMIT, type RateLimiter } from './lib/rate-limiter.ts';
import { observeRequests } from './lib/request-observer.ts';
import { safeRedirects } from './lib/safe-location.ts';
import { serveClient } from './lib/static-files.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
  /** Default: SMTP with SMTP_URL, else console + DATA_DIR/outbox. */
  mailer?: Mailer;
  /** Other features register what to clean up when an account is deleted. */
  userDeletion?: UserDeletionHooks;
  /** Default: the configured store (STORAGE_DRIVER: DATA_DIR/storage or S3). */
  storage?: ObjectStorage;
  /** The clock of the document services (version history's ten-minute rule); tests fake it. */
  now?: () => Date;
}

/** What the routes share, built once per app. */
interface Services {
  auth: Auth;
  rateLimiter: RateLimiter;
  storage: ObjectStorage;
  userDeletion: UserDeletionHooks;
  sharing: Sharing;
}

/** Default request body limit for JSON APIs; routes that take files set their own. */
export const JSON_BODY_LIMIT = 256 * 1024;

/**
 * Builds the whole HTTP application. Tests call it in-process with a test database;
 * `index.ts` calls it with the real configuration and serves it.
 */
export function createApp(deps: AppDeps) {
  const { config, database, logger } = deps;
  const mailer =
    deps.mailer ?? createMailer({ mail: config.mail, dataDir: config.dataDir, logger });
  const sharedLimiter = createRateLimiter(database.db, {
    onPruneError: (err) =>
      logger.warn('rate limit pruning failed', {
        error: err instanceof Error ? err.message : String(err),
      }),
  });
  // Every route counts its requests against this one; with limits off it allows everything.
  const rateLimiter = config.auth.rateLimitEnabled ? sharedLimiter : NO_RATE_LIMIT;
  const userDeletion = deps.userDeletion ?? new UserDeletionHooks(logger);
  const auth = createAuth({
    config,
    database,
    mailer,
    logger,
    rateLimiter,
    mailLimiter: sharedLimiter,
    userDeletion,
  });
  const sessions = createSessionReader(auth, database.db);
  const storage = deps.storage ?? createObjectStorage(config.storage);
  const sharing = createSharing({
    db: database.db,
    appUrl: config.appUrl,
    secret: resolveAuthSecret(config.auth.secret, config.dataDir),
    rateLimiter,
    trustedOrigins: config.auth.trustedOrigins,
    logger,
    ...(deps.now ? { now: deps.now } : {}),
  });

  const metrics = createAppMetrics();

  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(closeUnreadBody());
  app.use(clientIp(config.trustProxy));
  // Request-id logger, metrics by route pattern, one log line per /api request.
  app.use(observeRequests({ logger, metrics, logRequests: config.logRequests }));
  // No answer redirects off the site, whatever produced it. A refused target goes to the
  // site root: the page the verification mail's link lands on, which every visitor can
  // open whether signed in or not, and which carries nothing of the refused address.
  const appOrigin = new URL(config.appUrl).origin;
  app.use(
    safeRedirects({
      publicOrigin: appOrigin,
      allowedOrigins: config.auth.trustedOrigins,
      fallback: `${appOrigin}/`,
    }),
  );
  app.use(async (c, next) => {
    c.set('sessions', sessions);
    await next();
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // 'wasm-unsafe-eval' lets the document engine's render worker compile its layout
        // engine (yoga, WebAssembly); it does not allow eval() or inline scripts.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      strictTransportSecurity: config.appUrl.startsWith('https://')
        ? 'max-age=31536000; includeSubDomains'
        : false,
      // Features the app never uses are off for it and anything it could embed. Only names
      // Chromium knows: it logs a console warning on every page for any other (e2e specs fail
      // on it), so Web Bluetooth, which Chromium does not control by this header, is left out.
      permissionsPolicy: {
        camera: [],
        microphone: [],
        geolocation: [],
        payment: [],
        usb: [],
        serial: [],
        hid: [],
        midi: [],
        accelerometer: [],
        gyroscope: [],
        magnetometer: [],
        displayCapture: [],
        browsingTopics: [],
      },
      xFrameOptions: 'DENY',
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use('/api/*', apiResponseHeaders());
  app.onError(handleError);

  app.route('/api', buildApi(deps, { auth, rateLimiter, storage, userDeletion, sharing }));
  app.all('/api/*', (c) =>
    c.json(
      { error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}.` } },
      404,
    ),
  );

  app.route('/metrics', metricsRoutes({ registry: metrics.registry, token: config.metricsToken }));
  // Public links to documents: server-rendered pages, before the client's SPA fallback.
  app.route('/r', sharing.pages);

  if (config.clientDir) app.use(serveClient(config.clientDir));
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404));

  return app;
}

/** The JSON API under /api: each feature's routes with the dependencies they take. */
function buildApi(deps: AppDeps, services: Services) {
  const { config, database } = deps;
  const clock = deps.now ? { now: deps.now } : {};
  const documentsService = createDocumentsService(database.db, clock);
  const jsonBodyLimit = payloadLimit(JSON_BODY_LIMIT, 'The request body is too large.');
  const cvDeps: CvUploadRouteDeps = {
    service: createCvUploadService({ db: database.db, storage: services.storage, ai: config.ai }),
    rateLimiter: services.rateLimiter,
    userDeletion: services.userDeletion,
  };
  // The CV upload (up to 5 MB) and the data imports take files and set their own limits.
  const ownBodyLimit = new Set(
    [CV_UPLOAD_PATH, LINKEDIN_IMPORT_PATH, ...BODY_LIMIT_EXEMPT_PATHS].map((p) => `/api${p}`),
  );
  const skipForCvUpload: MiddlewareHandler<AppEnv> = (c, next) =>
    ownBodyLimit.has(c.req.path) ? next() : jsonBodyLimit(c, next);
  // Cover letters and the application pack are mounted after exportRoutes, whose rate
  // limit then covers every /export/* path.
  return new Hono<AppEnv>()
    .use(skipForCvUpload)
    .use(
      originCheck(config.auth.trustedOrigins, {
        // An identity provider may POST its answer (response_mode=form_post) from its own
        // origin; Better Auth only turns it into a GET, which checks state and PKCE.
        exempt: (path, method) =>
          method === 'POST' && path.startsWith(`${AUTH_BASE_PATH}/callback/`),
      }),
    )
    .use(storableText())
    .route('/health', healthRoutes(database))
    .route(
      '/ready',
      readyRoutes({ database, storage: services.storage, storageDriver: config.storage.driver }),
    )
    .route('/auth-providers', authProvidersRoutes(config))
    .route('/auth', authRoutes({ auth: services.auth, rateLimiter: services.rateLimiter }))
    .route('/profile', profileRoutes(createProfileService(database.db)))
    .route('/resume', resumeRoutes(createResumeService(database.db, clock)))
    .route(
      '/documents',
      documentsRoutes({
        service: documentsService,
        rateLimiter: services.rateLimiter,
      }),
    )
    .route(
      '/documents',
      versionsRoutes({
        service: createVersionsService(database.db, { documents: documentsService, ...clock }),
        rateLimiter: services.rateLimiter,
      }),
    )
    .route('/documents', services.sharing.api.documentShare)
    .route('/shares', services.sharing.api.shareList)
    .route(
      '/export',
      exportRoutes({
        rateLimiter: services.rateLimiter,
        workers: config.exportWorkers,
      }),
    )
    .route('/export', coverLetterExportRoutes())
    .route(
      PORTABILITY_PATH,
      portabilityRoutes({
        db: database.db,
        storage: services.storage,
        documents: documentsService,
        rateLimiter: services.rateLimiter,
        appUrl: config.appUrl,
      }),
    )
    .route(
      '/applications',
      applicationsRoutes({
        service: createApplicationsService(database.db, {
          documents: createDocumentsService(database.db),
          keywords: createKeywordEngine(config.ai, loadLexicon()),
          // Tailoring drafts with the local composer and keywords: offline, quick and grounded.
          drafter: createLocalDrafter(),
          letterKeywords: createLocalEngine({ lexicon: loadLexicon() }),
        }),
        rateLimiter: services.rateLimiter,
      }),
    )
    .route('/storage', storageRoutes(services.storage))
    .route(CV_UPLOAD_PATH, cvUploadRoutes(cvDeps))
    .route(LINKEDIN_IMPORT_PATH, linkedInImportRoutes({ rateLimiter: services.rateLimiter }))
    .route('/functions', processCvRoutes(cvDeps))
    .route(
      '/functions',
      atsKeywordsRoutes({
        settings: config.ai,
        rateLimiter: services.rateLimiter,
      }),
    )
    .route(
      '/functions',
      coverLetterRoutes({
        settings: config.ai,
        rateLimiter: services.rateLimiter,
      }),
    )
    .route('/functions', resumeReviewRoutes({ rateLimiter: services.rateLimiter }));
}

export type App = ReturnType<typeof createApp>;
