import { DrizzleQueryError } from 'drizzle-orm/errors';

/**
 * Which errors mean "the database is not answering" (503 `DATABASE_UNAVAILABLE`, see
 * lib/errors.ts) rather than a bug (500). Drizzle wraps every driver error in its
 * `DrizzleQueryError` and Better Auth may wrap that in an APIError, so the `cause` chain
 * is searched. A socket error counts only under a Drizzle query error (an unreachable
 * mail or storage server is not the database); a PostgreSQL SQLSTATE and node-postgres's
 * own timeout and connection messages count anywhere.
 */

/** SQLSTATEs of a database that is busy, starting, stopping or cancelled our statement. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57014', // query_canceled: statement_timeout
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up, recovering)
  '53300', // too_many_connections
  '55P03', // lock_not_available (lock_timeout)
]);

/** Socket errors on the way to the database. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** node-postgres and pg-pool messages for timeouts and lost connections (they carry no code). */
const DRIVER_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no free connection in time
  'Connection terminated due to connection timeout', // pg: connecting took too long
  'Query read timeout', // pg: query_timeout, the server stopped answering
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
];

export interface DatabaseUnavailable {
  /** The driver's code or SQLSTATE when there is one. */
  code: string | undefined;
  /** The driver's own message: no SQL text, no parameters. */
  reason: string;
}

/** The driver error that says the database is unavailable, or undefined. */
export function databaseUnavailable(error: unknown): DatabaseUnavailable | undefined {
  const seen = new Set<unknown>();
  let fromQuery = false;
  let current: unknown = error;
  while (current instanceof Error && !seen.has(current)) {
    seen.add(current);
    if (current instanceof DrizzleQueryError) fromQuery = true;
    const code = (current as { code?: unknown }).code;
    const codeText = typeof code === 'string' ? code : undefined;
    const { message } = current;
    if (codeText && (UNAVAILABLE_SQLSTATES.has(codeText) || /^08[0-9A-Z]{3}$/.test(codeText))) {
      return { code: codeText, reason: message };
    }
    if (fromQuery && codeText && NETWORK_CODES.has(codeText)) {
      return { code: codeText, reason: message };
    }
    // pg's own messages: also outside a query (a transaction's pool.connect() is not wrapped).
    if (DRIVER_MESSAGES.some((m) => message.startsWith(m))) {
      return { code: codeText, reason: message };
    }
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A unique index refused the row (SQLSTATE 23505), anywhere in Drizzle's cause chain. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth += 1) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
