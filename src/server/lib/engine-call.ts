import type { Context } from 'hono';
import { AppError } from './app-error.ts';
import type { AppEnv } from './app-env.ts';

/**
 * Runs one call of a pluggable engine (keywords, letter drafts). The engine may be a remote
 * model that is down or answers nonsense: that is logged with the engine's name and
 * answered 503 with the feature's own message, never a 500. An AppError the engine throws
 * on purpose (a 422 for input it cannot use) passes through unchanged.
 */
export async function engineCall<T>(
  c: Context<AppEnv>,
  engine: { name: string },
  failure: { log: string; message: string },
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof AppError) throw err;
    c.var.logger.warn(failure.log, {
      requestId: c.var.requestId,
      engine: engine.name,
      error: err instanceof Error ? err.message : String(err),
    });
    throw new AppError('SERVICE_UNAVAILABLE', 503, failure.message);
  }
}
