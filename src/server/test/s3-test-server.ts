import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import { createS3ObjectStorage } from '../features/storage/s3-object-storage.ts';

/**
 * A real S3-protocol server for tests (s3rver: the S3 REST API over a temporary folder),
 * listening on 127.0.0.1 on a free port, with s3rver's fixed development credentials
 * (requests are signed and checked).
 *
 * Two gaps of s3rver are closed in front of its router:
 * - It predates S3's conditional writes (2024), which the app relies on for create-only
 *   uploads: a PUT of an object with `If-None-Match: *` answers 412 PreconditionFailed
 *   when the key exists, as S3 does, and such PUTs on one key run one at a time, so two
 *   racing creates cannot both succeed.
 * - It signs bucket-level paths without the trailing slash the AWS SDK v3 sends
 *   (`/bucket/?list-type=2`), so it would refuse every list and bucket call: those calls
 *   (only) are let through with any signature from a known access key. Object calls, which
 *   carry the data, keep the full signature check.
 */
export interface S3TestServer {
  endpoint: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The server's settings as environment variables for an app process. */
  env(bucketPrefix: string): Record<string, string>;
  /** A client-side store on this server; call `destroy()` when done. */
  storage(bucketPrefix: string): ReturnType<typeof createS3ObjectStorage>;
  close(): Promise<void>;
}

/** s3rver's development credentials. */
const ACCESS_KEY_ID = 'S3RVER';
const SECRET_ACCESS_KEY = 'S3RVER';
const REGION = 'us-east-1';

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'tailorcv-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const queues = new Map<string, Promise<unknown>>();

  // Before the router (the last middleware), after s3rver's own request set-up.
  server.middleware.splice(server.middleware.length - 1, 0, async (ctx, next) => {
    if (/^\/[^/]+\/$/.test(ctx.path)) {
      ctx.app = Object.create(ctx.app, { allowMismatchedSignatures: { value: true } }) as object;
    }
    // A plain object upload: no sub-resource (part, tagging, acl …) besides the SDK's `x-id`.
    const plain = [...new URLSearchParams(ctx.querystring).keys()].every((k) => k === 'x-id');
    const target = ctx.method === 'PUT' && plain ? objectOf(ctx.path) : undefined;
    if (!target || ctx.get('if-none-match') !== '*') return next();
    const id = `${target.bucket}/${target.key}`;
    const previous = queues.get(id) ?? Promise.resolve();
    const run = previous.then(async () => {
      if (await server.store.existsObject(target.bucket, target.key)) {
        ctx.status = 412;
        ctx.type = 'application/xml';
        ctx.body =
          '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code>' +
          '<Message>At least one of the pre-conditions you specified did not hold</Message>' +
          '<Condition>If-None-Match</Condition></Error>';
        return;
      }
      await next();
    });
    const settled = run.catch(() => undefined);
    queues.set(id, settled);
    try {
      await run;
    } finally {
      if (queues.get(id) === settled) queues.delete(id);
    }
  });

  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const settings = {
    endpoint,
    region: REGION,
    accessKeyId: ACCESS_KEY_ID,
    secretAccessKey: SECRET_ACCESS_KEY,
  };
  return {
    ...settings,
    env: (bucketPrefix) => ({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_REGION: REGION,
      S3_BUCKET_PREFIX: bucketPrefix,
      S3_ACCESS_KEY_ID: ACCESS_KEY_ID,
      S3_SECRET_ACCESS_KEY: SECRET_ACCESS_KEY,
      S3_FORCE_PATH_STYLE: 'true',
    }),
    storage: (bucketPrefix) =>
      createS3ObjectStorage({
        endpoint,
        region: REGION,
        bucketPrefix,
        credentials: { accessKeyId: ACCESS_KEY_ID, secretAccessKey: SECRET_ACCESS_KEY },
        forcePathStyle: true,
      }),
    close: async () => {
      server.httpServer?.closeAllConnections();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}

/** `/<bucket>/<key>` of a path-style object request, decoded; undefined for a bucket. */
function objectOf(urlPath: string): { bucket: string; key: string } | undefined {
  const match = /^\/([^/]+)\/(.+)$/.exec(urlPath);
  if (!match) return undefined;
  try {
    return { bucket: decodeURIComponent(match[1]!), key: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}
