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

const postgresUrl = z.preprocess(
  emptyAsUndefined,
  z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), {
      error: 'must be a postgres:// or postgresql:// connection URL',
    })
    .optional(),
);

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
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  ),
  LOG_REQUESTS: booleanFlag(true),
  SERVE_CLIENT: booleanFlag(true),
  CLIENT_DIR: optionalString,
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Public origin of the app, no trailing slash (cookies, links in mails). */
  appUrl: string;
  dataDir: string;
  /** Postgres connection URL; undefined means embedded PGlite in `DATA_DIR/pglite`. */
  databaseUrl: string | undefined;
  logLevel: 'debug' | 'info' | 'warn' | 'error' | 'silent';
  logRequests: boolean;
  /** Folder with the built client; undefined disables static serving. */
  clientDir: string | undefined;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    appUrl,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS,
    clientDir: e.SERVE_CLIENT ? path.resolve(e.CLIENT_DIR ?? 'dist/client') : undefined,
  };
}
