/**
 * How long the verification lookups of a certificate are kept (the admin's "Verification lookups"
 * counts cover this period). Lookups of numbers that name no certificate are read by nothing and go
 * after a day. The per-address and per-number limits do not read these rows (they have their own counts).
 */
export const LOOKUP_RETENTION_DAYS = 90;
