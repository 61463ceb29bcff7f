import { describe, expect, it } from 'vitest';
import { postIdFrom } from './blog';
import { blogPostParamsSchema } from './schemas/blog';

describe('postIdFrom', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['99999999999999999', null],
  ])('reads %j as %j', (param, id) => {
    expect(postIdFrom(param)).toBe(id);
  });

  // The page and the API must take the same addresses: a post the API serves is never "not found" on its page.
  it.each(['1', '7', '1e2', ' 12 ', '0x10', '2147483648', '9007199254740991', '9007199254740992', '0', '-1', '1.5', '', 'abc', 'Infinity', undefined])(
    'agrees with blogPostParamsSchema on %j',
    (param) => {
      const parsed = blogPostParamsSchema.safeParse({ id: param });
      expect(postIdFrom(param)).toBe(parsed.success ? parsed.data.id : null);
    },
  );
});
