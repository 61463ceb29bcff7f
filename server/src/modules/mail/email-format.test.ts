import { describe, expect, it } from 'vitest';
import { unlinked } from './email-format';

describe('unlinked: free text an e-mail echoes, never a link', () => {
  it.each([
    ['Visit www.evil.example now.', 'Visit www\u2024evil\u2024example now.'],
    ['see http://evil.test/x', 'see http\u2236//evil\u2024test/x'],
    ['write to bob@evil.example', 'write to bob\uFF20evil\u2024example'],
    ['mailto:bob@x.y', 'mailto\u2236bob\uFF20x\u2024y'],
    // Dots IDNA reads as a host name's dot.
    ['evil\u3002example evil\uFF0Eexample evil\uFF61example', 'evil\u2024example evil\u2024example evil\u2024example'],
    ['http://1234567890/x', 'http\u2236//1234567890/x'],
  ])('%s', (text, expected) => {
    expect(unlinked(text)).toBe(expected);
  });

  it('leaves ordinary text as the customer wrote it', () => {
    for (const text of ['Jersey: signed on the number. Game-used!', 'Avery Stone', 'A @ B', 'Ends with a dot.']) expect(unlinked(text)).toBe(text);
    // A decimal reads the same.
    expect(unlinked('Size 10.5')).toBe('Size 10\u20245');
  });
});
