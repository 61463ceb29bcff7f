import { HttpError } from './http-error';

/** "1 minute", "15 minutes": a wait in the words every refusal for a limit uses (never "0 minutes"). */
export function minutesWords(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** A 429: the error handler adds Retry-After (seconds) from `retryAfterMs`. */
export class TooManyRequestsError extends HttpError {
  constructor(
    readonly retryAfterMs: number,
    message: string,
  ) {
    super(429, message);
  }
}

/**
 * The answer to anything over a limit: 429 with Retry-After and a message that says what there was too
 * much of and how long to wait, e.g. "Too many declined cards. Please try again in 12 minutes."
 */
export function tooManyRequests(retryAfterMs: number, what: string): TooManyRequestsError {
  return new TooManyRequestsError(retryAfterMs, `${what}. Please try again in ${minutesWords(retryAfterMs)}.`);
}
