import { describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, swipeDirection, wrapIndex } from './carousel-index';

describe('carousel index', () => {
  it('advances and wraps from the last slide to the first', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('goes back and wraps from the first slide to the last', () => {
    expect(previousIndex(4, 5)).toBe(3);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it('wraps any index, however far out of range', () => {
    expect(wrapIndex(5, 5)).toBe(0);
    expect(wrapIndex(-1, 5)).toBe(4);
    expect(wrapIndex(-11, 5)).toBe(4);
    expect(wrapIndex(12, 5)).toBe(2);
    expect(wrapIndex(3, 0)).toBe(0);
  });

  it('reads a swipe: left shows the next slide, right the previous, small or vertical moves nothing', () => {
    expect(swipeDirection(-80, 10)).toBe(1);
    expect(swipeDirection(80, -5)).toBe(-1);
    expect(swipeDirection(-20, 0)).toBe(0);
    expect(swipeDirection(-60, 70)).toBe(0);
  });
});
