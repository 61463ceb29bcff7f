import { describe, expect, it } from 'vitest';
import { postIdFrom } from './blog';
import { blogPostParamsSchema } from './schemas/blog';

describe('postIdFrom', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['2147483647', 2147483647],
    ['2147483648', null],
    ['0', null],
    ['01', null],
    ['-3', null],
    ['1.5', null],
    ['1e2', null],
    [' 12 ', null],
    ['0x10', null],
    ['abc', null],
    ['', null],
    [undefined, null],
    ['99999999999999999', null],
  ])('reads %j as %j', (param, id) => {
    expect(postIdFrom(param)).toBe(id);
  });

  // A post its page names is never refused by the API the page asks.
  it.each(['1', '7', '100', '2147483647'])('names an id the API takes too: %j', (param) => {
    const parsed = blogPostParamsSchema.safeParse({ id: param });
    expect(parsed.success && parsed.data.id).toBe(postIdFrom(param));
  });
});
