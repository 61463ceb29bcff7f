import { describe, expect, it } from 'vitest';
import { linkTokenOf, tokenLink, withoutLinkToken } from './link-token';

describe('tokens in e-mailed links', () => {
  it('puts the token in the fragment, which browsers never send to a server', () => {
    const link = tokenLink('https://goat.example.com', '/reset-password', 'a-b_c');
    expect(link).toBe('https://goat.example.com/reset-password#token=a-b_c');
    const url = new URL(link);
    expect(url.search).toBe('');
    expect(linkTokenOf(url)).toBe('a-b_c');
  });

  it('still reads a link sent before, with the token in the query', () => {
    expect(linkTokenOf(new URL('https://goat.example.com/account/claim?token=old1'))).toBe('old1');
    expect(linkTokenOf(new URL('https://goat.example.com/account/claim'))).toBeNull();
  });

  it('gives the address without the token, keeping anything else', () => {
    expect(withoutLinkToken(new URL('https://x.example/reset-password#token=abc'))).toBe('/reset-password');
    expect(withoutLinkToken(new URL('https://x.example/account/claim?token=abc&from=mail'))).toBe('/account/claim?from=mail');
  });
});
