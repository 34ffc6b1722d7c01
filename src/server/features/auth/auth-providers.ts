import { APIError } from 'better-auth';
import type { GenericOAuthConfig } from 'better-auth/plugins/generic-oauth';
import { AUTH_ERROR_CODES } from '#shared/auth/auth.schema.ts';
import type { Config } from '../../config.ts';

/** Provider ids, as in `POST /api/auth/sign-in/social {provider}` and `/api/auth/callback/<id>`. */
const GOOGLE_PROVIDER_ID = 'google';
const OIDC_PROVIDER_ID = 'oidc';

/** First and last name from an OpenID Connect profile, when it gives them. */
function mapProfileToUser(profile: Record<string, unknown>) {
  return {
    firstName: typeof profile.given_name === 'string' ? profile.given_name : undefined,
    lastName: typeof profile.family_name === 'string' ? profile.family_name : undefined,
  };
}

/**
 * The OAuth providers this server offers, from its configuration. Google is declared as a
 * generic OpenID Connect provider (not Better Auth's built-in Google, whose endpoints are
 * fixed) so that its discovery URL can point at a test provider.
 */
export function oauthProviders(config: Config): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  const common = {
    scopes: ['openid', 'email', 'profile'],
    pkce: true,
    requireIdTokenVerification: true,
    mapProfileToUser,
  };
  if (config.auth.google) {
    providers.push({
      providerId: GOOGLE_PROVIDER_ID,
      name: 'Google',
      clientId: config.auth.google.clientId,
      clientSecret: config.auth.google.clientSecret,
      discoveryUrl: config.auth.google.discoveryUrl,
      ...common,
    });
  }
  if (config.auth.oidc) {
    providers.push({
      providerId: OIDC_PROVIDER_ID,
      name: config.auth.oidc.name,
      clientId: config.auth.oidc.clientId,
      clientSecret: config.auth.oidc.clientSecret,
      discoveryUrl: config.auth.oidc.discoveryUrl,
      ...common,
    });
  }
  return providers;
}

/**
 * The refusal for a sign-in with a provider we know but this server has not set up: a
 * 404 that names it, rather than Better Auth's generic answer.
 */
export function providerNotConfigured(config: Config, provider: string): APIError | null {
  if (provider !== GOOGLE_PROVIDER_ID && provider !== OIDC_PROVIDER_ID) return null;
  const set = provider === GOOGLE_PROVIDER_ID ? config.auth.google : config.auth.oidc;
  if (set) return null;
  const name =
    provider === GOOGLE_PROVIDER_ID ? 'Google' : (config.auth.oidc?.name ?? 'single sign-on');
  return new APIError('NOT_FOUND', {
    code: AUTH_ERROR_CODES.providerNotConfigured,
    message: `Sign-in with ${name} is not set up on this server.`,
  });
}

/** For `GET /api/auth-providers`: what the sign-in page can offer. */
export function configuredProviders(config: Config): {
  google: boolean;
  oidc: { name: string } | null;
} {
  return {
    google: Boolean(config.auth.google),
    oidc: config.auth.oidc ? { name: config.auth.oidc.name } : null,
  };
}
