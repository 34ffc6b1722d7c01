import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { startOidcTestProvider } from '../src/server/test/oidc-test-provider.ts';
import { startSmtpCatcher } from '../src/server/test/smtp-catcher.ts';
import {
  E2E_BASE_URL,
  E2E_CLIENT_DIR,
  E2E_DATA_DIR,
  E2E_MAIL_API_URL,
  E2E_OIDC,
  E2E_OIDC_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './fixtures/e2e-env.ts';

/**
 * Starts, in this order, a real SMTP server that catches every mail (read by the tests over
 * its HTTP endpoint), a real OpenID Connect provider standing in for Google and for a
 * self-hosted SSO, and then the app on a fresh data folder pointed at both. The app must
 * start last: it reads the provider's discovery document and sends mail to the catcher.
 * Returns the teardown.
 */
export default async function globalSetup() {
  const catcher = await startSmtpCatcher({
    port: E2E_SMTP_PORT,
    httpPort: Number(new URL(E2E_MAIL_API_URL).port),
  });
  const oidc = await startOidcTestProvider({
    port: E2E_OIDC_PORT,
    clientId: E2E_OIDC.clientId,
    clientSecret: E2E_OIDC.clientSecret,
    redirectUris: [
      `${E2E_BASE_URL}/api/auth/callback/google`,
      `${E2E_BASE_URL}/api/auth/callback/oidc`,
    ],
  });

  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  let server: ChildProcess | undefined;
  const stopAll = async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    await Promise.all([catcher.close(), oidc.close()]);
  };

  try {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        PORT: String(E2E_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        APP_URL: E2E_BASE_URL,
        CLIENT_DIR: E2E_CLIENT_DIR,
        NODE_ENV: 'test',
        LOG_REQUESTS: 'false',
        LOG_LEVEL: 'warn',
        SMTP_URL: catcher.url,
        MAIL_FROM: 'TailorCV <no-reply@tailorcv.test>',
        GOOGLE_CLIENT_ID: E2E_OIDC.clientId,
        GOOGLE_CLIENT_SECRET: E2E_OIDC.clientSecret,
        GOOGLE_DISCOVERY_URL: oidc.discoveryUrl,
        OIDC_ISSUER: oidc.issuer,
        OIDC_CLIENT_ID: E2E_OIDC.clientId,
        OIDC_CLIENT_SECRET: E2E_OIDC.clientSecret,
        OIDC_NAME: E2E_OIDC.ssoName,
        // Each test signs in from its own X-Forwarded-For address (fixtures/test.ts), so
        // the per-IP rate limits stay on and one test's attempts never block another's.
        TRUST_PROXY: 'true',
      },
    });
    await waitForHealth(server);
  } catch (err) {
    await stopAll();
    throw err;
  }
  return stopAll;
}

async function waitForHealth(server: ChildProcess, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The app exited with code ${server.exitCode}`);
    try {
      const res = await fetch(`${E2E_BASE_URL}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The app did not answer ${E2E_BASE_URL}/api/health within ${timeoutMs} ms`);
}
