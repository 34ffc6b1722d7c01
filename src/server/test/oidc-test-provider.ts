import { createHash, generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import Provider, { type KoaLikeContext } from 'oidc-provider';

/**
 * A real OpenID Connect provider (`oidc-provider`) on 127.0.0.1 standing in for Google or
 * a self-hosted Keycloak in tests. One confidential client, PKCE required, RS256 ID tokens
 * that carry the profile and e-mail claims (as Google's do).
 *
 * Login: with `autoLogin` set, the provider accepts that account at once (integration
 * tests); otherwise it shows a small form (Email, Name, "E-mail verified") that an e2e
 * test fills. Consent is implied for the one client.
 *
 * From a plain Node script: `node --import tsx src/server/test/oidc-test-provider.ts
 * <port> <redirectUri>[,<redirectUri>…]` prints `{issuer, clientId, clientSecret}` as JSON.
 */
export interface OidcTestAccount {
  email: string;
  name?: string;
  givenName?: string;
  familyName?: string;
  /** Default true; false makes the `email_verified` claim false. */
  emailVerified?: boolean;
}

export interface OidcTestProvider {
  issuer: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
  port: number;
  /** Accounts that finished a login, in order. */
  logins: OidcTestAccount[];
  /** Accept this account without a form from now on (undefined: show the form). */
  setAutoLogin(account: OidcTestAccount | undefined): void;
  close(): Promise<void>;
}

const SCOPE = 'openid email profile';
const CLAIMS = ['email', 'email_verified', 'name', 'given_name', 'family_name'];

/** oidc-provider's storage interface, in memory (its own default warns on every start). */
class MemoryAdapter {
  private static readonly store = new Map<string, Record<string, unknown>>();

  constructor(private readonly model: string) {}

  private key(id: string) {
    return `${this.model}:${id}`;
  }

  async upsert(id: string, payload: Record<string, unknown>) {
    MemoryAdapter.store.set(this.key(id), payload);
  }

  async find(id: string) {
    return MemoryAdapter.store.get(this.key(id));
  }

  async findByUid(uid: string) {
    for (const [key, value] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && value.uid === uid) return value;
    }
    return undefined;
  }

  async findByUserCode(userCode: string) {
    for (const [key, value] of MemoryAdapter.store) {
      if (key.startsWith(`${this.model}:`) && value.userCode === userCode) return value;
    }
    return undefined;
  }

  async consume(id: string) {
    const value = MemoryAdapter.store.get(this.key(id));
    if (value) value.consumed = Math.floor(Date.now() / 1000);
  }

  async destroy(id: string) {
    MemoryAdapter.store.delete(this.key(id));
  }

  async revokeByGrantId(grantId: string) {
    for (const [key, value] of MemoryAdapter.store) {
      if (value.grantId === grantId) MemoryAdapter.store.delete(key);
    }
  }
}

function subjectFor(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 24);
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

function loginPage(uid: string, clientId: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Test identity provider: sign in</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:420px;margin:48px auto;padding:0 16px}
label{display:block;margin:12px 0 4px}input[type=email],input[type=text]{width:100%;padding:8px;box-sizing:border-box}
button{margin-top:16px;padding:10px 16px}</style></head>
<body><main>
<h1>Test identity provider</h1>
<p>Sign in to continue to <strong>${escapeHtml(clientId)}</strong>.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="email">Email</label><input id="email" name="email" type="email" required autofocus>
<label for="name">Name</label><input id="name" name="name" type="text">
<label><input name="email_verified" type="checkbox" value="true" checked> E-mail verified</label>
<button type="submit">Sign in</button>
</form></main></body></html>`;
}

async function readForm(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startOidcTestProvider(options: {
  redirectUris: string[];
  port?: number;
  host?: string;
  clientId?: string;
  clientSecret?: string;
  autoLogin?: OidcTestAccount;
}): Promise<OidcTestProvider> {
  const host = options.host ?? '127.0.0.1';
  const clientId = options.clientId ?? 'tailorcv-test';
  const clientSecret = options.clientSecret ?? randomBytes(24).toString('hex');
  const accounts = new Map<string, OidcTestAccount>();
  const logins: OidcTestAccount[] = [];
  let autoLogin = options.autoLogin;

  // Listen first: the issuer must name the real port.
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const issuer = `http://${host}:${port}`;

  const signingKey = {
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    kid: 'test-key',
    use: 'sig',
    alg: 'RS256',
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    adapter: MemoryAdapter,
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(16).toString('hex')] },
    pkce: { required: () => true },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Like Google: the ID token carries the profile and e-mail claims.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: {
      url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}`,
    },
    async findAccount(_ctx: unknown, sub: string) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      const [first, ...rest] = (account.name ?? '').split(' ');
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email,
          email_verified: account.emailVerified ?? true,
          name: account.name ?? account.email,
          given_name: account.givenName ?? (first || undefined),
          family_name: account.familyName ?? (rest.join(' ') || undefined),
        }),
      };
    },
    // The one client is first-party: grant the standard scopes without a consent screen.
    async loadExistingGrant(ctx: KoaLikeContext) {
      const existing =
        ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({
        accountId: ctx.oidc.session.accountId,
        clientId: ctx.oidc.client.clientId,
      });
      grant.addOIDCScope(SCOPE);
      grant.addOIDCClaims(CLAIMS);
      await grant.save();
      return grant;
    },
  });

  const finishLogin = async (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    account: OidcTestAccount,
  ) => {
    const sub = subjectFor(account.email);
    accounts.set(sub, account);
    logins.push(account);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: sub } },
      { mergeWithLastSubmission: false },
    );
  };

  const handleInteraction = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const url = new URL(req.url ?? '/', issuer);
    const [, , uid, action] = url.pathname.split('/');
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new Error('interaction mismatch');
    if (req.method === 'POST' && action === 'login') {
      const form = await readForm(req);
      const email = form.get('email')?.trim();
      if (!email) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('email is required');
        return;
      }
      await finishLogin(req, res, {
        email,
        name: form.get('name')?.trim() || undefined,
        emailVerified: form.get('email_verified') === 'true',
      });
      return;
    }
    if (req.method === 'GET' && !action) {
      if (autoLogin) {
        await finishLogin(req, res, autoLogin);
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(loginPage(details.uid, clientId));
      return;
    }
    res.writeHead(404).end();
  };

  const providerCallback = provider.callback();
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.url?.startsWith('/interaction/')) {
      handleInteraction(req, res).catch((err: unknown) => {
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(`interaction failed: ${err instanceof Error ? err.message : String(err)}`);
      });
      return;
    }
    providerCallback(req, res);
  });

  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    clientId,
    clientSecret,
    port,
    logins,
    setAutoLogin: (account) => {
      autoLogin = account;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// node --import tsx src/server/test/oidc-test-provider.ts <port> <redirectUri>[,<redirectUri>…]
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [port = '4010', redirects = 'http://localhost:3000/api/auth/callback/google'] =
    process.argv.slice(2);
  const provider = await startOidcTestProvider({
    port: Number(port),
    redirectUris: redirects.split(','),
  });
  console.log(
    JSON.stringify({
      issuer: provider.issuer,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
    }),
  );
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
