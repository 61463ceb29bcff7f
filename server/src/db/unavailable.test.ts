import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['admin shutdown', withCode('57P01', 'terminating connection due to administrator command')],
    ['starting up', withCode('57P03', 'the database system is starting up')],
    ['connection exception class', withCode('08006')],
    ['statement timeout', withCode('57014', 'canceling statement due to statement timeout')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
    ['query read timeout', new Error('Query read timeout')],
    ['terminated', new Error('Connection terminated unexpectedly')],
    ['wrapped by Drizzle', Object.assign(new Error('Failed query: select 1'), { cause: withCode('ECONNREFUSED') })],
    ['both addresses of localhost', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')], '')],
  ])('is true for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505', 'duplicate key value')],
    ['a syntax error', withCode('42601')],
    ['a plain error', new Error('boom')],
    ['an outgoing fetch that could not connect', new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') })],
    ['nothing', undefined],
  ])('is false for %s', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });
});
