import { config } from 'zod/v4/core';

/**
 * Imported first by the app (main.tsx) and by the render worker, before any module that
 * builds a schema. Zod compiles fast parsers with `new Function` when a schema is built,
 * after probing whether it may; our Content-Security-Policy allows no eval (ADR 0018), so
 * the probe fails, and the browser reports it as a violation. Jitless parsing is what
 * runs under the policy anyway; saying so up front skips the probe and its report.
 */
config({ jitless: true });
