import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { startWarmUps } from './warm-up.ts';
import { createLogger } from './lib/logger.ts';

/** Entry point: configuration → database + migrations → HTTP server, with graceful shutdown. */
async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config.logLevel);
  const started = performance.now();

  if (config.nodeEnv !== 'test') startWarmUps(config);

  const database = await openDatabase(config);
  await database.migrate();

  const app = createApp({ config, database, logger });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
    logger.info('listening', {
      url: config.appUrl,
      database: database.kind,
      storage: config.storage.driver,
      mail: config.mail.smtpUrl ? 'smtp' : 'outbox',
      startupMs: Math.round(performance.now() - started),
    });
    if (process.stdout.isTTY || config.nodeEnv !== 'production') {
      console.log(`\n  TailorCV is running at ${config.appUrl}\n`);
      if (!config.mail.smtpUrl) {
        console.log(
          `  No SMTP_URL: account mails are printed here and saved in ${config.dataDir}/outbox\n`,
        );
      }
    }
  });

  // Keep idle connections longer than the proxy in front does (nginx's upstream keep-alive
  // and cloud load balancers idle out at 60 s): if the app closed first, the proxy could send
  // a request on a connection being closed, and a PUT or POST would fail with 502.
  if ('keepAliveTimeout' in server) {
    server.keepAliveTimeout = 65_000;
    server.headersTimeout = 66_000;
  }

  // Graceful shutdown (ADR 0016): stop listening at once (new connections are refused),
  // let in-flight requests finish, close the database, exit 0. Whatever is still running
  // after SHUTDOWN_TIMEOUT_MS (10 s) is cut off: exit 1.
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    const drainStarted = performance.now();
    logger.info('shutting down', { signal, timeoutMs: config.shutdownTimeoutMs });
    const force = setTimeout(() => {
      logger.warn('forced exit: requests still running', { afterMs: config.shutdownTimeoutMs });
      process.exit(1);
    }, config.shutdownTimeoutMs);
    force.unref();
    // A keep-alive connection would hold close() open until it times out: close each one
    // as soon as it has no request in flight (those still answering are left alone).
    const closeIdle = () => {
      if ('closeIdleConnections' in server) server.closeIdleConnections();
    };
    const idleSweep = setInterval(closeIdle, 100);
    idleSweep.unref();
    server.close(() => {
      clearInterval(idleSweep);
      logger.info('drained', { ms: Math.round(performance.now() - drainStarted) });
      database
        .close()
        .catch(() => {})
        .finally(() => process.exit(0));
    });
    closeIdle();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('TailorCV failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
