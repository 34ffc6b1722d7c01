/**
 * A small JSON-lines logger: one JSON object a line on stdout (`time`, `level`, `msg`, then
 * the fields; request lines and everything logged while handling a request carry its
 * `requestId`). Never pass resume text, tokens or passwords in `fields`: the log test
 * (lib/log-privacy.test.ts) drives sign-up, sign-in, saves and uploads and checks.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  /** A logger that adds `fields` (e.g. the request id) to every line. */
  child(fields: Record<string, unknown>): Logger;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stdout.write(`${line}\n`),
): Logger {
  return build(RANK[level], write, {});
}

function build(min: number, write: (line: string) => void, base: Record<string, unknown>): Logger {
  const log = (lvl: Exclude<LogLevel, 'silent'>, msg: string, fields?: Record<string, unknown>) => {
    if (RANK[lvl] < min) return;
    write(JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...base, ...fields }));
  };
  return {
    debug: (m, f) => log('debug', m, f),
    info: (m, f) => log('info', m, f),
    warn: (m, f) => log('warn', m, f),
    error: (m, f) => log('error', m, f),
    child: (fields) => build(min, write, { ...base, ...fields }),
  };
}

export const silentLogger: Logger = createLogger('silent');

/**
 * The level of a line about an answer, by whose mistake it was: 5xx is ours (`error`, the
 * lines someone must look at), 4xx the client's (`warn`: a wrong password, a bad field, a
 * missing page or session is no fault of the server), anything else `info`.
 */
export function levelForStatus(status: number): 'info' | 'warn' | 'error' {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warn';
  return 'info';
}
