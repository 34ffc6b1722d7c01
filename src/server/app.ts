import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import { secureHeaders } from 'hono/secure-headers';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { AppError } from './lib/app-error.ts';
import type { AppEnv } from './lib/app-env.ts';
import { handleError } from './lib/errors.ts';
import type { Logger } from './lib/logger.ts';
import { serveClient } from './lib/static-files.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  logger: Logger;
}

/** Default request body limit for JSON APIs; routes that take files set their own. */
export const JSON_BODY_LIMIT = 256 * 1024;

/**
 * Builds the whole HTTP application. Tests call it in-process with a test database;
 * `index.ts` calls it with the real configuration and serves it.
 */
export function createApp(deps: AppDeps) {
  const { config, logger } = deps;
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(async (c, next) => {
    c.set('logger', logger);
    const started = performance.now();
    await next();
    if (config.logRequests && c.req.path.startsWith('/api/')) {
      logger.info('request', {
        requestId: c.var.requestId,
        method: c.req.method,
        path: c.req.path,
        status: c.res.status,
        ms: Math.round(performance.now() - started),
      });
    }
  });
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
      permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.onError(handleError);

  app.route('/api', buildApi(deps));
  app.all('/api/*', (c) =>
    c.json(
      { error: { code: 'NOT_FOUND', message: `No API route for ${c.req.method} ${c.req.path}.` } },
      404,
    ),
  );

  if (config.clientDir) app.use(serveClient(config.clientDir));
  app.notFound((c) => c.json({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404));

  return app;
}

/** The JSON API under /api, chained so its type carries every route for Hono's RPC client. */
function buildApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(
      bodyLimit({
        maxSize: JSON_BODY_LIMIT,
        onError: () => {
          throw new AppError('PAYLOAD_TOO_LARGE', 413, 'The request body is too large.');
        },
      }),
    )
    .route('/health', healthRoutes(deps.database));
}

export type App = ReturnType<typeof createApp>;
/** Import only as a type from the client: `hc<ApiType>('/api')`. */
export type ApiType = ReturnType<typeof buildApi>;
