import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_SECRET_FILE, resolveAuthSecret } from './auth-secret.ts';

let dir: string;
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('resolveAuthSecret', () => {
  it('uses BETTER_AUTH_SECRET when set, and writes nothing', () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-secret-'));
    expect(resolveAuthSecret('s'.repeat(40), dir)).toBe('s'.repeat(40));
    expect(fs.existsSync(path.join(dir, AUTH_SECRET_FILE))).toBe(false);
  });

  it('generates a secret once, keeps it with mode 0600, and reuses it', () => {
    dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tailorcv-secret-')), 'nested');
    const first = resolveAuthSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, AUTH_SECRET_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveAuthSecret(undefined, dir)).toBe(first);
  });
});
