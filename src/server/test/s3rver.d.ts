// @20minutes/s3rver ships no types: the little the S3 test server uses.
declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';

  interface KoaContext {
    method: string;
    path: string;
    querystring: string;
    status: number;
    body: unknown;
    type: string;
    get(header: string): string;
    /** The server; s3rver reads `allowMismatchedSignatures` from it per request. */
    app: object;
  }
  type Middleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: Middleware[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
    httpServer: Server | undefined;
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
