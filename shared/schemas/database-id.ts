import { z } from 'zod';
import { MAX_DATABASE_ID } from '../constants';

/**
 * An id read from a path or a query string (text, so coerced), bounded to what the database's integer
 * column holds. Beyond it, PostgreSQL refuses the statement itself: the caller got a 500 and the log an
 * SQL error, where a 400 naming the field is the answer (server/test/id-range.test.ts). Every route's id
 * parameter is this one rule, so a new route cannot forget the upper bound.
 */
export const databaseId = (label: string) =>
  z.coerce
    .number({ error: `${label} must be a whole number` })
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be 1 or more`)
    .max(MAX_DATABASE_ID, `${label} must be ${MAX_DATABASE_ID} or less`);
