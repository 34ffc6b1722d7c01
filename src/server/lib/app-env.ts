import type { Logger } from './logger.ts';

/** Hono context variables available to every route. */
export interface AppEnv {
  Variables: {
    requestId: string;
    logger: Logger;
  };
}
