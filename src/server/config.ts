import path from 'node:path';
import { z } from 'zod';

/**
 * The only module that reads `process.env` (lint-enforced). Every variable is
 * listed in `.env.example`; each has a default that works on a laptop.
 */

const emptyAsUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());

const booleanFlag = (fallback: boolean) =>
  z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], {
        error: 'must be one of true, false, 1, 0, yes, no',
      })
      .optional()
      .transform((v) => (v === undefined ? fallback : ['true', '1', 'yes'].includes(v))),
  );

/** A whole number from `min` to `max` (milliseconds, connections …), `fallback` when unset. */
const wholeNumber = (fallback: number, min: number, max: number) => {
  const error = `must be a whole number from ${min} to ${max}`;
  return z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error })
      .int({ error })
      .min(min, { error })
      .max(max, { error })
      .default(fallback),
  );
};

const postgresUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), {
      error: 'must be a postgres:// or postgresql:// connection URL',
    })
    .optional(),
);

const optionalUrl = (protocols: RegExp, message: string) =>
  z.preprocess(emptyAsUndefined, z.url({ protocol: protocols, error: message }).optional());

/** A comma-separated list of http(s) origins, e.g. `http://localhost:5173,https://cv.example.com`. */
const originList = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const item of (value ?? '').split(',').map((s) => s.trim())) {
        if (!item) continue;
        let url: URL | undefined;
        try {
          url = new URL(item);
        } catch {
          url = undefined;
        }
        if (!url || !/^https?:$/.test(url.protocol) || url.origin === 'null') {
          ctx.addIssue({
            code: 'custom',
            message: `must be a comma-separated list of http:// or https:// origins ("${item}" is not one)`,
          });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
);

const GOOGLE_DISCOVERY_URL = 'https://accounts.google.com/.well-known/openid-configuration';
const DEFAULT_MAIL_FROM = 'TailorCV <no-reply@localhost>';
/** Shortest accepted BETTER_AUTH_SECRET: 32 characters (Better Auth's own recommendation). */
const MIN_AUTH_SECRET_LENGTH = 32;

export const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: 'must be a whole number from 1 to 65535' })
      .int({ error: 'must be a whole number from 1 to 65535' })
      .min(1, { error: 'must be a whole number from 1 to 65535' })
      .max(65535, { error: 'must be a whole number from 1 to 65535' })
      .default(3000),
  ),
  APP_URL: z.preprocess(
    emptyAsUndefined,
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: postgresUrl,
  /** PostgreSQL connections per app process. */
  DATABASE_POOL_SIZE: wholeNumber(10, 1, 500),
  /** Opening a connection, or waiting for a free one in the pool, gives up after this. */
  DATABASE_CONNECT_TIMEOUT_MS: wholeNumber(5_000, 100, 600_000),
  /** A statement running longer is cancelled by PostgreSQL (and given up by the app). */
  DATABASE_STATEMENT_TIMEOUT_MS: wholeNumber(10_000, 100, 3_600_000),
  /** On SIGTERM/SIGINT, in-flight requests get this long to finish before the exit. */
  SHUTDOWN_TIMEOUT_MS: wholeNumber(10_000, 100, 600_000),
  /** Worker threads that render server exports (PDF/DOCX/TXT), one document at a time each. */
  EXPORT_WORKERS: wholeNumber(1, 1, 32),
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ),
  LOG_REQUESTS: booleanFlag(true),
  SERVE_CLIENT: booleanFlag(true),
  CLIENT_DIR: optionalString,
  /** Behind a reverse proxy: take the client IP from the last X-Forwarded-For entry. */
  TRUST_PROXY: booleanFlag(false),
  BETTER_AUTH_SECRET: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .min(MIN_AUTH_SECRET_LENGTH, {
        error: `must be at least ${MIN_AUTH_SECRET_LENGTH} characters (try: openssl rand -base64 32)`,
      })
      .optional(),
  ),
  REQUIRE_EMAIL_VERIFICATION: booleanFlag(true),
  TRUSTED_ORIGINS: originList,
  RATE_LIMIT_ENABLED: booleanFlag(true),
  SMTP_URL: optionalUrl(/^smtps?$/, 'must be an smtp:// or smtps:// URL'),
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default(DEFAULT_MAIL_FROM)),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  GOOGLE_DISCOVERY_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .default(GOOGLE_DISCOVERY_URL),
  ),
  OIDC_ISSUER: optionalUrl(/^https?$/, 'must be an http:// or https:// URL'),
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  OIDC_NAME: z.preprocess(emptyAsUndefined, z.string().max(60).default('Single Sign-On')),
  AI_PROVIDER: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['local', 'openai-compatible'], { error: 'must be local or openai-compatible' })
      .default('local'),
  ),
  AI_BASE_URL: optionalUrl(/^https?$/, 'must be an http:// or https:// URL'),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  STORAGE_DRIVER: z.preprocess(
    emptyAsUndefined,
    z.enum(['local', 's3'], { error: 'must be local or s3' }).optional(),
  ),
  S3_ENDPOINT: optionalUrl(/^https?$/, 'must be an http:// or https:// URL'),
  S3_REGION: z.preprocess(emptyAsUndefined, z.string().max(64).default('us-east-1')),
  S3_BUCKET_PREFIX: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{0,49}$/, {
        error:
          'must be 1 to 50 characters of lowercase letters, digits, dots and hyphens, starting with a letter or digit',
      })
      .optional(),
  ),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], {
        error: 'must be one of true, false, 1, 0, yes, no',
      })
      .optional(),
  ),
  /** Bearer token for GET /metrics; unset: only loopback clients that came through no proxy. */
  METRICS_TOKEN: z.preprocess(
    emptyAsUndefined,
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ),
});

interface OAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  /** The provider's OpenID Connect discovery document. */
  discoveryUrl: string;
}

interface AuthConfig {
  /** Undefined: generated once and kept in `DATA_DIR/auth-secret` (see features/auth/auth-secret.ts). */
  secret: string | undefined;
  requireEmailVerification: boolean;
  /** APP_URL's origin first, then TRUSTED_ORIGINS: accepted as Origin of state-changing requests. */
  trustedOrigins: string[];
  rateLimitEnabled: boolean;
  google: OAuthProviderConfig | undefined;
  oidc: (OAuthProviderConfig & { issuer: string; name: string }) | undefined;
}

export interface MailConfig {
  /** Undefined: mails go to the console and to `DATA_DIR/outbox/*.eml`. */
  smtpUrl: string | undefined;
  from: string;
}

/** The AI engines: CV profile extraction, ATS keywords and cover-letter drafts. */
export interface AiConfig {
  /** 'local': offline rules, the default; 'openai-compatible': an LLM endpoint. */
  provider: 'local' | 'openai-compatible';
  /** OpenAI-compatible API base URL, e.g. `http://localhost:11434/v1`. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string | undefined;
}

/** Where uploaded CVs and template files live (features/storage). */
export type StorageConfig =
  | {
      driver: 'local';
      /** `DATA_DIR/storage`: one folder per bucket. */
      dir: string;
    }
  | {
      driver: 's3';
      /** Undefined: AWS S3 itself (the region's endpoint). */
      endpoint: string | undefined;
      region: string;
      /** Prepended to the bucket names `user-cvs` and `cv-templates`. */
      bucketPrefix: string;
      /** Both undefined: the SDK's default credential chain (AWS_* variables, instance role). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
      forcePathStyle: boolean;
    };

/** node-postgres pool and timeouts (PostgreSQL only; PGlite runs in the process). */
interface DatabaseConfig {
  poolSize: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Public origin of the app, no trailing slash (cookies, links in mails). */
  appUrl: string;
  dataDir: string;
  /** Postgres connection URL; undefined means embedded PGlite in `DATA_DIR/pglite`. */
  databaseUrl: string | undefined;
  database: DatabaseConfig;
  /** Graceful shutdown: how long in-flight requests may take after SIGTERM (index.ts). */
  shutdownTimeoutMs: number;
  /** Render worker threads for POST /api/export/* (features/export/render-pool.ts). */
  exportWorkers: number;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  logRequests: boolean;
  /** Folder with the built client; undefined disables static serving. */
  clientDir: string | undefined;
  trustProxy: boolean;
  auth: AuthConfig;
  mail: MailConfig;
  ai: AiConfig;
  storage: StorageConfig;
  /** Bearer token for GET /metrics; undefined: loopback clients without a proxy only. */
  metricsToken: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The environment a render worker thread starts with (render-pool.ts): this process's, with
 * NODE_ENV=production so React and react-pdf load their production builds — the development
 * ones re-check every element they draw (about 5% of a render) for warnings no one reads in
 * a worker with no UI. The worker reads nothing else from it.
 */
export function renderWorkerEnv(): NodeJS.ProcessEnv {
  return { ...process.env, NODE_ENV: 'production' };
}

/** Parse and validate the environment. Throws ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const problems = crossFieldProblems(e, appUrl);
  if (problems.length > 0) throw new ConfigError(problems);
  const appOrigin = new URL(appUrl).origin;
  const issuer = e.OIDC_ISSUER?.replace(/\/+$/, '');
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    database: {
      poolSize: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
    },
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    exportWorkers: e.EXPORT_WORKERS,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    clientDir: e.SERVE_CLIENT ? path.resolve(e.CLIENT_DIR ?? 'dist/client') : undefined,
    trustProxy: e.TRUST_PROXY,
    auth: {
      secret: e.BETTER_AUTH_SECRET,
      requireEmailVerification: e.REQUIRE_EMAIL_VERIFICATION,
      trustedOrigins: [...new Set([appOrigin, ...(e.TRUSTED_ORIGINS ?? [])])],
      rateLimitEnabled: e.RATE_LIMIT_ENABLED,
      google:
        e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
          ? {
              clientId: e.GOOGLE_CLIENT_ID,
              clientSecret: e.GOOGLE_CLIENT_SECRET,
              discoveryUrl: e.GOOGLE_DISCOVERY_URL,
            }
          : undefined,
      oidc:
        issuer && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
          ? {
              issuer,
              clientId: e.OIDC_CLIENT_ID,
              clientSecret: e.OIDC_CLIENT_SECRET,
              discoveryUrl: `${issuer}/.well-known/openid-configuration`,
              name: e.OIDC_NAME,
            }
          : undefined,
    },
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    ai: {
      provider: e.AI_PROVIDER,
      baseUrl: e.AI_BASE_URL?.replace(/\/+$/, ''),
      apiKey: e.AI_API_KEY,
      model: e.AI_MODEL,
    },
    storage: storageConfig(e, dataDir),
    metricsToken: e.METRICS_TOKEN,
  };
}

const isTrue = (flag: string) => ['true', '1', 'yes'].includes(flag);

const storageDriver = (e: z.infer<typeof envSchema>) =>
  e.STORAGE_DRIVER ?? (e.S3_ENDPOINT || e.S3_BUCKET_PREFIX ? 's3' : 'local');

/**
 * STORAGE_DRIVER, or when it is unset: S3 as soon as S3_ENDPOINT or S3_BUCKET_PREFIX is
 * set (an operator who names a bucket prefix means S3), else the local folder.
 */
function storageConfig(e: z.infer<typeof envSchema>, dataDir: string): StorageConfig {
  const driver = storageDriver(e);
  if (driver === 'local') return { driver, dir: path.join(dataDir, 'storage') };
  return {
    driver,
    endpoint: e.S3_ENDPOINT?.replace(/\/+$/, ''),
    region: e.S3_REGION,
    bucketPrefix: e.S3_BUCKET_PREFIX ?? '',
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Self-hosted S3 servers (MinIO, Ceph, Garage …) mostly want path-style addressing.
    forcePathStyle:
      e.S3_FORCE_PATH_STYLE === undefined ? Boolean(e.S3_ENDPOINT) : isTrue(e.S3_FORCE_PATH_STYLE),
  };
}

/** Rules that involve more than one variable; each names the variable to fix. */
function crossFieldProblems(e: z.infer<typeof envSchema>, appUrl: string): string[] {
  const problems: string[] = [];
  // Several app processes (and restarts on a fresh disk) must share one secret, and a
  // secret file on a public server is one more thing to lose: require it explicitly.
  if (e.NODE_ENV === 'production' && appUrl.startsWith('https://') && !e.BETTER_AUTH_SECRET) {
    problems.push(
      `BETTER_AUTH_SECRET: must be set (at least ${MIN_AUTH_SECRET_LENGTH} characters) in production with an https APP_URL`,
    );
  }
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    problems.push(
      e.GOOGLE_CLIENT_ID
        ? 'GOOGLE_CLIENT_SECRET: must be set when GOOGLE_CLIENT_ID is set'
        : 'GOOGLE_CLIENT_ID: must be set when GOOGLE_CLIENT_SECRET is set',
    );
  }
  const oidc = {
    OIDC_ISSUER: e.OIDC_ISSUER,
    OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
  };
  const setOidc = Object.entries(oidc).filter(([, v]) => v);
  if (setOidc.length > 0 && setOidc.length < 3) {
    for (const [name, value] of Object.entries(oidc)) {
      if (!value) {
        problems.push(
          `${name}: must be set together with ${setOidc.map(([n]) => n).join(' and ')}`,
        );
      }
    }
  }
  if (e.AI_PROVIDER === 'openai-compatible') {
    if (!e.AI_BASE_URL)
      problems.push('AI_BASE_URL: must be set when AI_PROVIDER is openai-compatible');
    if (!e.AI_MODEL) problems.push('AI_MODEL: must be set when AI_PROVIDER is openai-compatible');
  }
  // Files in S3 mean several app servers: a secret generated into each one's DATA_DIR would
  // differ, and a session made on one would not work on another.
  if (storageDriver(e) === 's3' && !e.BETTER_AUTH_SECRET) {
    problems.push(
      `BETTER_AUTH_SECRET: must be set (at least ${MIN_AUTH_SECRET_LENGTH} characters, the same on every app server) when files are kept in S3`,
    );
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    problems.push(
      e.S3_ACCESS_KEY_ID
        ? 'S3_SECRET_ACCESS_KEY: must be set when S3_ACCESS_KEY_ID is set'
        : 'S3_ACCESS_KEY_ID: must be set when S3_SECRET_ACCESS_KEY is set',
    );
  }
  return problems;
}
