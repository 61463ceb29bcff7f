/**
 * Whether an error means the database (or Redis, when configured) cannot be reached right now (stopped, restarting, network cut,
 * not answering in time) rather than a fault of the request or of the code: such a request gets 503
 * and the customer is asked to try again in a moment, instead of a 500.
 */

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

// Socket errors of the connection to the database.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

// SQLSTATEs: 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up or
// in recovery), 57014 query cancelled (statement_timeout), 53300 too many connections; class 08 is
// "connection exception".
const SQLSTATES = new Set(['57P01', '57P02', '57P03', '57014', '53300']);

// node-postgres reports these without a code.
const PG_MESSAGES = [
  /^Connection terminated/, // unexpectedly, or due to connection timeout
  /^timeout exceeded when trying to connect$/, // waiting for a pool connection (connectionTimeoutMillis)
  /^Query read timeout$/, // query_timeout
  /is not queryable$/, // a client that already lost its connection
  /^Cannot use a pool after calling end on the pool$/, // shutting down
  // ioredis (REDIS_URL): a command given up while Redis is away, or sent on a closed connection.
  /^Reached the max retries per request limit/,
  /^Connection is closed\.$/,
  /^Stream isn't writeable/,
];

export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps the driver's error (DrizzleQueryError.cause); follow the chain a few levels.
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    // An outgoing HTTP call (fetch) that could not connect is another service's trouble, not ours.
    if (current instanceof TypeError && e.message === 'fetch failed') return false;
    const code = typeof e.code === 'string' ? e.code : '';
    if (NETWORK_CODES.has(code) || SQLSTATES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
    if (typeof e.message === 'string' && PG_MESSAGES.some((re) => re.test(e.message as string))) return true;
    // A connection attempt to several addresses (localhost: ::1 and 127.0.0.1) fails with an AggregateError.
    if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = e.cause;
  }
  return false;
}
