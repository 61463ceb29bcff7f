import { describe, expect, it, vi } from 'vitest';
import { readFrameHeight, type FrameLike } from './frame-height';

const frameOf = (scrollHeight: number): FrameLike => ({ contentWindow: { document: { documentElement: { scrollHeight } } } });
const PAGE = 'https://goat-authentication.com/certificate-verification';

describe('readFrameHeight', () => {
  it('reads a same-origin portal’s content height', () => {
    expect(readFrameHeight(frameOf(1420), '/portal/verify', PAGE)).toBe(1420);
    expect(readFrameHeight(frameOf(900), 'https://goat-authentication.com/portal', PAGE)).toBe(900);
  });

  it('skips a cross-origin portal without touching it', () => {
    const frame = {
      get contentWindow(): never {
        throw new Error('must not be read');
      },
    };
    const warn = vi.fn();
    expect(readFrameHeight(frame, 'https://portal.example.org/goat', PAGE, warn)).toBeNull();
    expect(warn).not.toHaveBeenCalled();
  });

  it('keeps the default (null) for an empty document, and only logs a failure', () => {
    expect(readFrameHeight(frameOf(0), '/portal', PAGE)).toBeNull();
    const warn = vi.fn();
    const blocked = {
      get contentWindow(): never {
        throw new DOMException('Blocked a frame', 'SecurityError');
      },
    };
    expect(readFrameHeight(blocked, '/portal', PAGE, warn)).toBeNull();
    expect(warn).toHaveBeenCalledOnce();
  });
});
