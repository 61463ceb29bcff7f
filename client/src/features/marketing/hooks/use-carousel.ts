import { startTransition, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { nextIndex, previousIndex, swipeDirection, wrapIndex } from './carousel-index';

/**
 * State of an auto-advancing carousel: it moves on every `interval` ms and wraps both ways, waits
 * while the pointer is over it or focus is inside it, and does not rotate on its own when the
 * visitor prefers reduced motion or pressed pause. Any move restarts the wait, so a slide picked
 * by hand stays for a full interval.
 */
export function useCarousel(count: number, interval: number) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // null: follow the motion preference; true/false: the visitor's own choice with the button.
  const [userStopped, setUserStopped] = useState<boolean | null>(null);
  const reducedMotion = useReducedMotion();
  const stopped = userStopped ?? reducedMotion;
  const waiting = stopped || hovered || focused || count < 2;
  // Counts runs of the timer, so the progress bar restarts whenever the wait does.
  const [run, setRun] = useState(0);
  const [lastWaiting, setLastWaiting] = useState(waiting);
  if (lastWaiting !== waiting) {
    setLastWaiting(waiting);
    if (!waiting) setRun((r) => r + 1);
  }

  useEffect(() => {
    if (waiting) return;
    const timer = setTimeout(() => setIndex((i) => nextIndex(i, count)), interval);
    return () => clearTimeout(timer);
  }, [index, run, waiting, count, interval]);

  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  // Slides whose artwork is loaded: the current one, and the next once the page has settled, so a
  // visit that never leaves the first slide does not fetch and decode four more illustrations.
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const want = [index, nextIndex(index, count)];
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    // A transition: rendering the next slide's image may wait for anything more urgent.
    const timer = setTimeout(() => startTransition(() => setSettled(true)), 1500);
    return () => clearTimeout(timer);
  }, []);
  const needed = settled ? want : [index];
  if (needed.some((i) => !shown.has(i))) setShown(new Set([...shown, ...needed]));

  return {
    index,
    shown,
    /** Whether it is rotating right now (for the progress bar and the live region). */
    rotating: !waiting,
    /** Whether rotation is off (by preference or the pause button), for the button's label. */
    stopped,
    run,
    goTo: (i: number) => setIndex(wrapIndex(i, count)),
    next: () => setIndex((i) => nextIndex(i, count)),
    previous: () => setIndex((i) => previousIndex(i, count)),
    toggleStopped: () => setUserStopped(!stopped),
    /** Spread on the carousel's root element. */
    rootProps: {
      onPointerEnter: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(true),
      onPointerLeave: (event: PointerEvent) => event.pointerType === 'mouse' && setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent) => {
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) setFocused(false);
      },
      onPointerDown: (event: PointerEvent) => {
        swipeStart.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
      },
      onPointerUp: (event: PointerEvent) => {
        const start = swipeStart.current;
        swipeStart.current = null;
        if (!start) return;
        const step = swipeDirection(event.clientX - start.x, event.clientY - start.y);
        if (step !== 0) setIndex((i) => wrapIndex(i + step, count));
      },
    },
  };
}
