import { config } from 'zod/v4/core';

/**
 * What `zod` means in the client build (vite.config.ts aliases the bare specifier here):
 * zod, told to parse jitless before any module that imports it builds a schema.
 *
 * Zod compiles fast parsers with `new Function` when a schema is built, after probing
 * whether it may; our Content-Security-Policy allows no eval (ADR 0018), so the probe
 * fails and the browser reports a violation. Jitless parsing is what runs under the
 * policy anyway; saying so up front skips the probe and its report. Being the module every
 * `import … from 'zod'` gets, it runs first wherever zod is used — the render worker
 * included — and zod stays out of pages that use no schema (the landing page).
 */
config({ jitless: true });

export * from 'zod/v4';
export { default } from 'zod/v4';
