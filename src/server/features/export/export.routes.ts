import { Hono, type Context } from 'hono';
import {
  exportRequestSchema,
  type ExportRequest,
  type ResumeExportFormat,
} from '#shared/documents/export-request.schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { ipBucket } from '../../lib/client-ip.ts';
import { jsonBody } from '../../lib/json-body.ts';
import { rateLimit, seconds } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { exportRequester } from './export-requester.ts';
import { exportResponse } from './export-response.ts';
import { renderPool } from './render-pool.ts';

/**
 * POST /api/export/{pdf|docx|txt|md}: renders the posted resume (the `GET /api/resume`
 * shape plus `template_id`, optional `page_size` and `lang`, which override the resume's
 * own `style.page_size` and `language`) and answers the file as an attachment. Anonymous visitors may export: nothing is stored. The body is validated by
 * the shared schema (400 VALIDATION_FAILED) and capped by the API's body limit (413).
 * Each format counts against one per-IP budget (`EXPORT_RATE_LIMIT`, 429 after it): the
 * builder's live preview renders in the browser, so only downloads and scripts come here.
 *
 * Rendering runs in worker threads (render-pool.ts), so an export does not hold up the
 * server's other requests; jobs wait in one line per requester (export-requester.ts) and
 * are served in turn. A PDF over EXPORT_MAX_PAGES pages answers 422 (page-limit.ts). The
 * server warms the pool's workers up when it starts (warm-up.ts).
 */
export const EXPORT_RATE_LIMIT: RateLimitRule = { window: 60, max: 30 };

export function exportRoutes(options: {
  rateLimiter: RateLimiter;
  /** Render worker threads (EXPORT_WORKERS); the process has one pool, sized by its first app. */
  workers?: number;
}) {
  const pool = renderPool({ size: options.workers });
  const limit = rateLimit<AppEnv>({
    rateLimiter: options.rateLimiter,
    rule: EXPORT_RATE_LIMIT,
    key: (c) => `export:ip:${ipBucket(c.var.clientIp)}`,
    message: (wait) => `Too many downloads. Please wait ${seconds(wait)} and try again.`,
  });
  const send = async (c: Context<AppEnv>, format: ResumeExportFormat, request: ExportRequest) => {
    const requester = await exportRequester(c);
    const file = await c.var.metrics.exportDuration.time(
      () => pool.render({ kind: 'resume', format, request }, requester),
      (outcome) => ({ format, outcome }),
    );
    return exportResponse(c, file);
  };
  const exportBody = jsonBody(exportRequestSchema);
  return new Hono<AppEnv>()
    .use(limit)
    .post('/pdf', exportBody, (c) => send(c, 'pdf', c.req.valid('json')))
    .post('/docx', exportBody, (c) => send(c, 'docx', c.req.valid('json')))
    .post('/txt', exportBody, (c) => send(c, 'txt', c.req.valid('json')))
    .post('/md', exportBody, (c) => send(c, 'md', c.req.valid('json')));
}
