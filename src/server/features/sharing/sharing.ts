import type { Db } from '../../db/client.ts';
import type { Logger } from '../../lib/logger.ts';
import type { RateLimiter } from '../../lib/rate-limiter.ts';
import { createDownloadTokens } from './download-token.ts';
import { publicShareRoutes } from './public-share.routes.ts';
import { createShareCounter } from './share-counts.ts';
import { sharingRoutes } from './sharing.routes.ts';
import { createLinkCache } from './link-cache.ts';
import { createSharingService, type PublicShareMeta } from './sharing.service.ts';

/**
 * Public links, put together once per app: the owner's API (`/api/documents/:id/share`,
 * `/api/shares`) and the public pages (`/r/:slug`) share one service and one counter.
 */
export function createSharing(deps: {
  db: Db;
  appUrl: string;
  /** The server's auth secret: the download tokens' key is derived from it. */
  secret: string;
  rateLimiter: RateLimiter;
  trustedOrigins: readonly string[];
  logger: Logger;
  now?: () => Date;
}) {
  const clock = deps.now ? { now: deps.now } : {};
  const counter = createShareCounter(deps.db, {
    ...clock,
    onError: (err) =>
      deps.logger.warn('share counts not written', {
        error: err instanceof Error ? err.message : String(err),
      }),
  });
  const links = createLinkCache<PublicShareMeta>();
  const service = createSharingService(deps.db, {
    appUrl: deps.appUrl,
    counter,
    onChange: (slug) => links.forget(slug),
  });
  return {
    api: sharingRoutes({ service, rateLimiter: deps.rateLimiter }),
    pages: publicShareRoutes({
      service,
      counter,
      links,
      tokens: createDownloadTokens(deps.secret, clock),
      rateLimiter: deps.rateLimiter,
      trustedOrigins: deps.trustedOrigins,
    }),
  };
}

export type Sharing = ReturnType<typeof createSharing>;
