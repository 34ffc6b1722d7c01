import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { createApp } from './app.ts';
import { openDatabase } from './db/client.ts';
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

  const database = await openDatabase(config);
  await database.migrate();

  const app = createApp({ config, database, logger });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, () => {
    logger.info('listening', {
      url: config.appUrl,
      database: database.kind,
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

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info('shutting down', { signal });
    const force = setTimeout(() => {
      logger.warn('forced exit after 10 s');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      database
        .close()
        .catch(() => {})
        .finally(() => process.exit(0));
    });
    // Idle keep-alive sockets would hold close() open.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((err: unknown) => {
  console.error('TailorCV failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
