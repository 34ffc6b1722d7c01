import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, envSchema, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has a working default for every variable on a laptop', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.clientDir).toBe(path.resolve('dist/client'));
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 1 to 65535'],
    [
      { DATABASE_URL: 'mysql://x' },
      'DATABASE_URL: must be a postgres:// or postgresql:// connection URL',
    ],
    [{ APP_URL: 'ftp://example.com' }, 'APP_URL: must be an http:// or https:// URL'],
    [{ LOG_REQUESTS: 'maybe' }, 'LOG_REQUESTS: must be one of true, false, 1, 0, yes, no'],
  ])('names the bad variable %o', (env, problem) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    try {
      loadConfig(env);
    } catch (err) {
      expect((err as ConfigError).problems).toContain(problem);
      expect((err as ConfigError).message).toContain(problem);
    }
  });

  it('lists every problem at once', () => {
    try {
      loadConfig({ PORT: '-1', NODE_ENV: 'staging' });
      expect.unreachable();
    } catch (err) {
      const problems = (err as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT:/m);
      expect(problems).toMatch(/^NODE_ENV:/m);
    }
  });

  it('derives APP_URL from PORT and strips a trailing slash', () => {
    expect(loadConfig({ PORT: '4000' }).appUrl).toBe('http://localhost:4000');
    expect(loadConfig({ APP_URL: 'https://cv.example.com/' }).appUrl).toBe(
      'https://cv.example.com',
    );
  });

  it('has working defaults for accounts and mail', () => {
    const config = loadConfig({});
    expect(config.trustProxy).toBe(false);
    expect(config.auth).toEqual({
      secret: undefined,
      requireEmailVerification: true,
      trustedOrigins: ['http://localhost:3000'],
      rateLimitEnabled: true,
      google: undefined,
      oidc: undefined,
    });
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'TailorCV <no-reply@localhost>' });
  });

  it('reads the account and mail settings', () => {
    const config = loadConfig({
      APP_URL: 'https://cv.example.com',
      BETTER_AUTH_SECRET: 'x'.repeat(32),
      REQUIRE_EMAIL_VERIFICATION: 'false',
      TRUSTED_ORIGINS: 'http://localhost:5173, https://cv.example.com/ ,https://admin.example.com',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      MAIL_FROM: 'CV <cv@example.com>',
      GOOGLE_CLIENT_ID: 'gid',
      GOOGLE_CLIENT_SECRET: 'gsecret',
      OIDC_ISSUER: 'https://sso.example.com/realms/main/',
      OIDC_CLIENT_ID: 'oid',
      OIDC_CLIENT_SECRET: 'osecret',
      OIDC_NAME: 'Company SSO',
      TRUST_PROXY: 'true',
      RATE_LIMIT_ENABLED: 'false',
    });
    expect(config.trustProxy).toBe(true);
    expect(config.auth).toEqual({
      secret: 'x'.repeat(32),
      requireEmailVerification: false,
      trustedOrigins: [
        'https://cv.example.com',
        'http://localhost:5173',
        'https://admin.example.com',
      ],
      rateLimitEnabled: false,
      google: {
        clientId: 'gid',
        clientSecret: 'gsecret',
        discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
      },
      oidc: {
        issuer: 'https://sso.example.com/realms/main',
        clientId: 'oid',
        clientSecret: 'osecret',
        discoveryUrl: 'https://sso.example.com/realms/main/.well-known/openid-configuration',
        name: 'Company SSO',
      },
    });
    expect(config.mail).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      from: 'CV <cv@example.com>',
    });
  });

  it.each([
    [{ BETTER_AUTH_SECRET: 'short' }, 'BETTER_AUTH_SECRET: must be at least 32 characters'],
    [
      { NODE_ENV: 'production', APP_URL: 'https://cv.example.com' },
      'BETTER_AUTH_SECRET: must be set (at least 32 characters) in production with an https APP_URL',
    ],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ TRUSTED_ORIGINS: 'localhost:5173' }, 'TRUSTED_ORIGINS: must be a comma-separated list'],
    [{ GOOGLE_CLIENT_ID: 'id' }, 'GOOGLE_CLIENT_SECRET: must be set when GOOGLE_CLIENT_ID is set'],
    [
      { OIDC_ISSUER: 'https://sso.example.com' },
      'OIDC_CLIENT_ID: must be set together with OIDC_ISSUER',
    ],
    [{ REQUIRE_EMAIL_VERIFICATION: 'maybe' }, 'REQUIRE_EMAIL_VERIFICATION: must be one of'],
  ])('refuses bad account settings %o', (env, problem) => {
    try {
      loadConfig(env);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as ConfigError).problems.join('\n')).toContain(problem);
    }
  });

  it('does not ask for a secret in production over plain http (a laptop or an internal host)', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).auth.secret).toBeUndefined();
  });

  it('uses the local CV engine by default', () => {
    expect(loadConfig({}).ai).toEqual({
      provider: 'local',
      baseUrl: undefined,
      apiKey: undefined,
      model: undefined,
    });
  });

  it('reads the OpenAI-compatible CV engine settings', () => {
    const config = loadConfig({
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: 'http://localhost:11434/v1/',
      AI_API_KEY: 'sk-test',
      AI_MODEL: 'llama3.1',
    });
    expect(config.ai).toEqual({
      provider: 'openai-compatible',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'sk-test',
      model: 'llama3.1',
    });
  });

  it.each([
    [{ AI_PROVIDER: 'claude' }, 'AI_PROVIDER: must be local or openai-compatible'],
    [{ AI_BASE_URL: 'ftp://x' }, 'AI_BASE_URL: must be an http:// or https:// URL'],
    [
      { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'm' },
      'AI_BASE_URL: must be set when AI_PROVIDER is openai-compatible',
    ],
    [
      { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: 'http://localhost:1/v1' },
      'AI_MODEL: must be set when AI_PROVIDER is openai-compatible',
    ],
  ])('names the bad CV engine setting %o', (env, problem) => {
    try {
      loadConfig(env);
      expect.unreachable('loadConfig should have thrown');
    } catch (err) {
      expect((err as ConfigError).problems).toContain(problem);
    }
  });

  const SECRET = 'a-secret-of-at-least-32-characters!!';

  it('keeps files in DATA_DIR/storage unless S3 is configured', () => {
    expect(loadConfig({ DATA_DIR: '/srv/cv' }).storage).toEqual({
      driver: 'local',
      dir: path.resolve('/srv/cv/storage'),
    });
    expect(
      loadConfig({ STORAGE_DRIVER: 'local', S3_ENDPOINT: 'http://s3:9000' }).storage.driver,
    ).toBe('local');
  });

  it('reads the S3 settings; S3_ENDPOINT or S3_BUCKET_PREFIX alone chooses S3', () => {
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://minio.internal:9000/',
        S3_BUCKET_PREFIX: 'acme-tailorcv-',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        BETTER_AUTH_SECRET: SECRET,
      }).storage,
    ).toEqual({
      driver: 's3',
      endpoint: 'http://minio.internal:9000',
      region: 'us-east-1',
      bucketPrefix: 'acme-tailorcv-',
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
      forcePathStyle: true,
    });
    // AWS itself: virtual-hosted addressing and the SDK's own credentials by default.
    expect(
      loadConfig({ S3_BUCKET_PREFIX: 'acme-', S3_REGION: 'eu-west-1', BETTER_AUTH_SECRET: SECRET })
        .storage,
    ).toEqual({
      driver: 's3',
      endpoint: undefined,
      region: 'eu-west-1',
      bucketPrefix: 'acme-',
      credentials: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://s3:9000',
        S3_FORCE_PATH_STYLE: 'no',
        BETTER_AUTH_SECRET: SECRET,
      }).storage,
    ).toMatchObject({ driver: 's3', bucketPrefix: '', forcePathStyle: false });
  });

  it.each([
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER: must be local or s3'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL'],
    [{ S3_BUCKET_PREFIX: 'Acme_' }, /^S3_BUCKET_PREFIX: must be 1 to 50 characters/],
    [{ S3_ACCESS_KEY_ID: 'key' }, 'S3_SECRET_ACCESS_KEY: must be set when S3_ACCESS_KEY_ID is set'],
    [
      { S3_SECRET_ACCESS_KEY: 'x' },
      'S3_ACCESS_KEY_ID: must be set when S3_SECRET_ACCESS_KEY is set',
    ],
    [{ METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    [
      { S3_ENDPOINT: 'http://s3:9000' },
      /^BETTER_AUTH_SECRET: must be set .* the same on every app server\) when files are kept in S3$/,
    ],
  ])('names the bad storage or metrics variable %o', (env, problem) => {
    let problems: string[] = [];
    try {
      loadConfig(env);
    } catch (err) {
      problems = (err as ConfigError).problems;
    }
    expect(problems).toContainEqual(
      typeof problem === 'string' ? problem : expect.stringMatching(problem),
    );
  });

  it('has database timeouts, pool size and a shutdown window, each within bounds', () => {
    const defaults = loadConfig({});
    expect(defaults.database).toEqual({
      poolSize: 10,
      connectTimeoutMs: 5_000,
      statementTimeoutMs: 10_000,
    });
    expect(defaults.shutdownTimeoutMs).toBe(10_000);
    expect(defaults.exportWorkers).toBe(1);
    expect(loadConfig({ EXPORT_WORKERS: '3' }).exportWorkers).toBe(3);
    expect(() => loadConfig({ EXPORT_WORKERS: '0' })).toThrow(
      'EXPORT_WORKERS: must be a whole number from 1 to 32',
    );
    const set = loadConfig({
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '2000',
      DATABASE_STATEMENT_TIMEOUT_MS: '3000',
      SHUTDOWN_TIMEOUT_MS: '8000',
    });
    expect(set.database).toEqual({
      poolSize: 25,
      connectTimeoutMs: 2_000,
      statementTimeoutMs: 3_000,
    });
    expect(set.shutdownTimeoutMs).toBe(8_000);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(
      'DATABASE_POOL_SIZE: must be a whole number from 1 to 500',
    );
    expect(() => loadConfig({ DATABASE_STATEMENT_TIMEOUT_MS: '1.5' })).toThrow(
      'DATABASE_STATEMENT_TIMEOUT_MS: must be a whole number from 100 to 3600000',
    );
    expect(() => loadConfig({ SHUTDOWN_TIMEOUT_MS: 'soon' })).toThrow(
      'SHUTDOWN_TIMEOUT_MS: must be a whole number from 100 to 600000',
    );
  });

  it('.env.example lists every variable, and each parses', () => {
    const example = fs.readFileSync(path.resolve('.env.example'), 'utf8');
    const listed = new Map(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    expect([...listed.keys()].sort()).toEqual(Object.keys(envSchema.shape).sort());
    expect(() => loadConfig(Object.fromEntries(listed))).not.toThrow();
  });
});
