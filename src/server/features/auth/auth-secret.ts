import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const AUTH_SECRET_FILE = 'auth-secret';

/**
 * BETTER_AUTH_SECRET when set; otherwise a random secret generated on first start and
 * kept in `DATA_DIR/auth-secret` (mode 0600), so sessions survive restarts on a laptop
 * with nothing to configure. Production with an https APP_URL must set the variable
 * (config.ts enforces it): several processes need the same secret.
 */
export function resolveAuthSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, AUTH_SECRET_FILE);
  const existing = readSecret(file);
  if (existing) return existing;
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  try {
    // 'wx': when two processes start at once, the second one reads the first one's secret.
    fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (err) {
    const other = (err as NodeJS.ErrnoException).code === 'EEXIST' ? readSecret(file) : undefined;
    if (other) return other;
    throw err;
  }
}

function readSecret(file: string): string | undefined {
  try {
    const value = fs.readFileSync(file, 'utf8').trim();
    return value.length >= 32 ? value : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
