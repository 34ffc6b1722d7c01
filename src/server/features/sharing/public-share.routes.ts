import { Hono, type Context } from 'hono';
import { exportRequestSchema } from '#shared/documents/export-request.schema.ts';
import { migrateResume } from '#shared/resume/migrate-resume.ts';
import { resumeToApi } from '#shared/resume/resume-api.ts';
import { SLUG_IN_PATH } from '#shared/sharing/sharing-api.ts';
import { findTemplate } from '#shared/templates/catalogue.ts';
import { effectiveTemplateId } from '#shared/templates/effective-template.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { payloadLimit } from '../../lib/body-limit.ts';
import { ipBucket } from '../../lib/client-ip.ts';
import { originCheck } from '../../lib/origin-check.ts';
import { minutes, seconds } from '../../lib/rate-limit.ts';
import type { RateLimiter, RateLimitRule } from '../../lib/rate-limiter.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { exportResponse } from '../export/export-response.ts';
import { renderPool } from '../export/render-pool.ts';
import type { DownloadTokens } from './download-token.ts';
import type { ShareCounter, Visitor } from './share-counts.ts';
import {
  renderMessagePage,
  renderNotFoundPage,
  renderPasswordPage,
  renderSharePage,
  SHARE_PAGE_TEXTS,
} from './share-page.ts';
import type { LinkCache } from './link-cache.ts';
import type { PublicShare, PublicShareMeta, SharingService } from './sharing.service.ts';

/** Password tries from one client (an IPv6 /64 is one client), whatever the link. */
export const SHARE_PASSWORD_CLIENT_LIMIT: RateLimitRule = { window: 15 * 60, max: 10 };
/** Password tries on one link, from everyone: a guesser spread over many addresses stops too. */
const SHARE_PASSWORD_LINK_LIMIT: RateLimitRule = { window: 60 * 60, max: 100 };
/** PDF downloads from one client. */
const SHARE_DOWNLOAD_LIMIT: RateLimitRule = { window: 60, max: 10 };

/** The password form's body: a password of at most 128 characters, with room for encoding. */
export const SHARE_FORM_BODY_LIMIT = 4 * 1024;

/** Every answer of /r: personal data, counted per visit, gone at once when unshared. */
const SHARE_CACHE_CONTROL = 'private, no-store';

/** Rendered pages of links without a password, by what they are drawn from. */
const PAGE_CACHE_SIZE = 200;

/**
 * The public side of shared links, no sign-in:
 *
 * - `GET /r/:slug`: the resume as a page (share-page.ts), or the password form when the link
 *   has a password; a view is counted when the resume is shown.
 * - `POST /r/:slug`: the password form's answer (a same-origin form, Origin-checked like the
 *   API's writes, since this origin check covers only /api). Tries are rate limited per
 *   client and per link (429); a wrong password shows the form again (401); the right one
 *   answers the page itself, with no cookie: a reload asks again.
 * - `GET /r/:slug/pdf`: the PDF through the export's render pool, when the owner allows
 *   downloads; for a link with a password, with the signed token of the page
 *   (download-token.ts). Counted as a download.
 *
 * Unknown, revoked and trashed links answer the same 404 page. Every answer is
 * `Cache-Control: private, no-store` and `X-Robots-Tag: noindex` unless the owner allowed
 * search engines on the resume page.
 */
export function publicShareRoutes(deps: {
  service: SharingService;
  counter: ShareCounter;
  tokens: DownloadTokens;
  rateLimiter: RateLimiter;
  trustedOrigins: readonly string[];
  /** Links looked up in the last second (link-cache.ts). */
  links: LinkCache<PublicShareMeta>;
}) {
  const { service, counter, tokens, rateLimiter, links } = deps;
  const pages = new Map<string, Uint8Array<ArrayBuffer>>();

  const visitorOf = (c: Context<AppEnv>): Visitor => ({
    ip: c.var.clientIp,
    userAgent: c.req.header('user-agent') ?? '',
  });

  /** Counting must not cost the visitor the page: a failure is logged, not answered. */
  const logFailure = (c: Context<AppEnv>) => (err: unknown) => {
    c.var.logger.warn('share count failed', {
      error: err instanceof Error ? err.message : String(err),
    });
  };
  const count = (c: Context<AppEnv>, share: PublicShare, event: 'view' | 'download') =>
    counter.record(share.documentId, share.slug, event, visitorOf(c)).catch(logFailure(c));

  const html = (
    c: Context<AppEnv>,
    body: string | Uint8Array<ArrayBuffer>,
    status: 200 | 401 | 404 | 429,
    indexable = false,
  ) => {
    if (!indexable) c.header('X-Robots-Tag', 'noindex');
    if (typeof body === 'string') return c.html(body, status);
    // A cached page goes out as the bytes it was encoded to once.
    return c.body(body, status, { 'Content-Type': 'text/html; charset=UTF-8' });
  };

  const notFound = (c: Context<AppEnv>) => html(c, renderNotFoundPage(), 404);

  /** The link of `:slug` with a resume to show, or undefined (a 404 for the caller). */
  async function lookUp(c: Context<AppEnv>): Promise<PublicShare | undefined> {
    const slug = c.req.param('slug') ?? '';
    if (!SLUG_IN_PATH.test(slug)) return undefined;
    const share = await service.findPublic(slug);
    return share?.kind === 'resume' ? share : undefined;
  }

  function page(share: PublicShare, downloadHref: string | null): string {
    const template = findTemplate(effectiveTemplateId(share.templateId))!;
    return renderSharePage({
      data: migrateResume(share.data),
      template,
      url: service.urlOf(share.slug),
      allowIndexing: share.allowIndexing,
      downloadHref,
    });
  }

  const cacheKey = (share: PublicShareMeta) =>
    [
      share.documentId,
      share.version,
      share.updatedAt.getTime(),
      share.slug,
      share.templateId,
      share.allowDownload,
      share.allowIndexing,
    ].join(':');

  function remember(key: string, page: string): Uint8Array<ArrayBuffer> {
    const bytes = new TextEncoder().encode(page) as Uint8Array<ArrayBuffer>;
    pages.set(key, bytes);
    if (pages.size > PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value!);
    return bytes;
  }

  /**
   * A link without a password: the same page for every visitor until the document changes.
   * The document's data is read only when the page is not cached (`data` when the caller has
   * it already); undefined when the document went in between.
   */
  async function openPage(
    share: PublicShareMeta,
    data?: unknown,
  ): Promise<Uint8Array<ArrayBuffer> | undefined> {
    const key = cacheKey(share);
    const cached = pages.get(key);
    if (cached !== undefined) return cached;
    const stored = data ?? (await service.documentData(share.documentId));
    if (stored === undefined) return undefined;
    const href = share.allowDownload ? `/r/${share.slug}/pdf` : null;
    return remember(key, page({ ...share, data: stored }, href));
  }

  const gate = (slug: string, error?: string) =>
    renderPasswordPage({ action: `/r/${slug}`, ...(error ? { error } : {}) });

  /** Counts a password try against the client's and the link's budgets. */
  async function passwordTryAllowed(c: Context<AppEnv>, slug: string) {
    for (const [key, rule] of [
      [`share-password:ip:${ipBucket(c.var.clientIp)}`, SHARE_PASSWORD_CLIENT_LIMIT],
      [`share-password:slug:${slug}`, SHARE_PASSWORD_LINK_LIMIT],
    ] as const) {
      const decision = await rateLimiter.consume(key, rule);
      if (!decision.allowed) return decision.retryAfter ?? rule.window;
    }
    return 0;
  }

  const formLimit = payloadLimit(SHARE_FORM_BODY_LIMIT, 'The password form is too large.');

  return new Hono<AppEnv>()
    .use(async (c, next) => {
      await next();
      c.res.headers.set('Cache-Control', SHARE_CACHE_CONTROL);
    })
    .get('/:slug', async (c) => {
      // The hot path: the link looked up (at most once a second per process), the view
      // counted in the next batch, the document's data read only when its page is not cached.
      const slug = c.req.param('slug');
      if (!SLUG_IN_PATH.test(slug)) return notFound(c);
      let share = links.get(slug);
      if (!share) {
        share = await service.findPublicMeta(slug);
        if (share) links.set(slug, share);
      }
      if (share?.kind !== 'resume') return notFound(c);
      if (share.passwordHash) return html(c, gate(share.slug), 200);
      await counter.view(share.documentId, share.slug, visitorOf(c)).catch(logFailure(c));
      const body = await openPage(share);
      return body === undefined ? notFound(c) : html(c, body, 200, share.allowIndexing);
    })
    .post('/:slug', originCheck(deps.trustedOrigins), formLimit, async (c) => {
      // Read first, through the body limit (413), whatever the link turns out to be.
      const form = await c.req.parseBody();
      const share = await lookUp(c);
      if (!share) return notFound(c);
      if (!share.passwordHash) {
        await count(c, share, 'view');
        return html(c, (await openPage(share, share.data))!, 200, share.allowIndexing);
      }
      const wait = await passwordTryAllowed(c, share.slug);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return html(
          c,
          gate(share.slug, `Too many tries. Please wait ${minutes(wait)} and try again.`),
          429,
        );
      }
      const password = typeof form.password === 'string' ? form.password : '';
      const right =
        password !== '' && (await verifyPassword({ hash: share.passwordHash, password }));
      if (!right) {
        return html(
          c,
          gate(share.slug, password ? SHARE_PAGE_TEXTS.wrongPassword : SHARE_PAGE_TEXTS.noPassword),
          401,
        );
      }
      await count(c, share, 'view');
      const token = share.allowDownload ? tokens.issue(share.slug, share.passwordHash) : null;
      const href = token ? `/r/${share.slug}/pdf?token=${encodeURIComponent(token)}` : null;
      return html(c, page(share, href), 200, share.allowIndexing);
    })
    .get('/:slug/pdf', async (c) => {
      const share = await lookUp(c);
      if (!share?.allowDownload) return notFound(c);
      if (
        share.passwordHash &&
        !tokens.verify(c.req.query('token'), share.slug, share.passwordHash)
      ) {
        return html(c, gate(share.slug, SHARE_PAGE_TEXTS.passwordAgain), 401);
      }
      const decision = await rateLimiter.consume(
        `share-download:ip:${ipBucket(c.var.clientIp)}`,
        SHARE_DOWNLOAD_LIMIT,
      );
      if (!decision.allowed) {
        const wait = decision.retryAfter ?? SHARE_DOWNLOAD_LIMIT.window;
        c.header('Retry-After', String(wait));
        return html(
          c,
          renderMessagePage('Too many downloads', `Please wait ${seconds(wait)} and try again.`),
          429,
        );
      }
      const data = migrateResume(share.data);
      const request = exportRequestSchema.parse({
        ...resumeToApi(data),
        template_id: effectiveTemplateId(share.templateId),
      });
      try {
        const file = await c.var.metrics.exportDuration.time(
          () =>
            renderPool().render(
              { kind: 'resume', format: 'pdf', request },
              `ip:${ipBucket(c.var.clientIp)}`,
            ),
          (outcome) => ({ format: 'pdf', outcome }),
        );
        await count(c, share, 'download');
        c.header('X-Robots-Tag', 'noindex');
        return exportResponse(c, file);
      } catch (err) {
        // The export's own refusals (too many pages, a full queue) as a page, not JSON.
        if (!(err instanceof AppError)) throw err;
        if (err.headers) for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
        c.header('X-Robots-Tag', 'noindex');
        return c.html(renderMessagePage('The PDF could not be made', err.message), err.status);
      }
    });
}
