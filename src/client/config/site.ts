/**
 * Browser-visible site settings. Only whitelisted `VITE_*` values are read here: anything
 * in `import.meta.env` ends up in the public JavaScript bundle.
 */

const DEFAULT_SUPPORT_EMAIL = 'support@tailorcv.example';

function readSupportEmail(value: unknown): string {
  const email = typeof value === 'string' ? value.trim() : '';
  // A malformed address would give a dead mailto: link, so fall back to the default.
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : DEFAULT_SUPPORT_EMAIL;
}

/** Where the help page's Email Support card sends people (`VITE_SUPPORT_EMAIL`). */
export const SUPPORT_EMAIL: string = readSupportEmail(import.meta.env.VITE_SUPPORT_EMAIL);
