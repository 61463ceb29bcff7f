/**
 * Suites make many accounts, orders and e-mails from 127.0.0.1 in one session: the per-hour visitor
 * limits are raised for them (API and browser tests alike); the files that test a limit pass its real
 * value (rate-limit.test.ts, visitor-limits.test.ts, sign-in-account-cap.test.ts).
 */
export const GENEROUS_LIMITS = {
  REGISTRATIONS_PER_HOUR: '100000',
  SUBMISSIONS_PER_HOUR: '100000',
  MAILS_PER_RECIPIENT_PER_HOUR: '100000',
  DECLINED_CARDS_PER_HOUR: '100000',
  SIGN_IN_FAILURES_PER_ACCOUNT_PER_HOUR: '100000',
  VISITOR_SESSIONS_PER_HOUR: '100000',
};
