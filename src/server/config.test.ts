import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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
});
