import { describe, expect, it } from 'vitest';
import { createAuth } from '../features/auth/auth.ts';
import { UserDeletionHooks } from '../features/auth/user-deletion.ts';
import { silentLogger } from '../lib/logger.ts';
import { createRateLimiter } from '../lib/rate-limiter.ts';
import { createTestApp } from '../test/test-app.ts';
import { ALL_PROVIDERS } from './attack-kit.ts';
import {
  API_ROUTES,
  AUTH_ENDPOINTS,
  AUTH_MOUNT,
  appRoutes,
  authEndpoints,
  routeKey,
} from './route-table.test-support.ts';

describe('the attack suite covers every route', () => {
  it('lists every route the app serves, and no route it does not', async () => {
    const { app } = await createTestApp(ALL_PROVIDERS);
    const served = appRoutes(app);
    const mount = AUTH_MOUNT.methods.map((m) => `${m} ${AUTH_MOUNT.path}`);
    const listed = [...API_ROUTES.map(routeKey), ...mount].sort();
    const missing = served.filter((r) => !listed.includes(r));
    expect(
      missing,
      'routes the attack suite does not know: add them to src/server/security/route-table.test-support.ts',
    ).toEqual([]);
    const stale = listed.filter((r) => !served.includes(r));
    expect(stale, 'routes in route-table.test-support.ts the app no longer serves').toEqual([]);
  });

  it('lists every endpoint Better Auth serves under /api/auth', async () => {
    const { config, database } = await createTestApp(ALL_PROVIDERS);
    const auth = createAuth({
      config,
      database,
      mailer: { kind: 'outbox', send: () => Promise.resolve() },
      logger: silentLogger,
      rateLimiter: createRateLimiter(database.db),
      mailLimiter: createRateLimiter(database.db),
      userDeletion: new UserDeletionHooks(silentLogger),
    });
    const served = authEndpoints(auth);
    const listed = Object.keys(AUTH_ENDPOINTS).sort();
    expect(
      served.filter((e) => !listed.includes(e)),
      'Better Auth endpoints the attack suite does not know: add them to AUTH_ENDPOINTS',
    ).toEqual([]);
    expect(
      listed.filter((e) => !served.includes(e)),
      'AUTH_ENDPOINTS lists endpoints Better Auth no longer serves',
    ).toEqual([]);
  });

  it('classifies routes consistently', () => {
    for (const route of API_ROUTES) {
      if (route.target === 'id') expect(route.path, routeKey(route)).toContain(':id');
      if (route.target === 'session' || route.target === 'body' || route.target === 'id') {
        expect(route.access, routeKey(route)).toBe('user');
      }
      if (route.publicCache) expect(route.method, routeKey(route)).toBe('GET');
    }
  });
});
