import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/**
 * Joins class names and lets a later Tailwind utility override an earlier conflicting one: for a
 * component's own classes with its caller's `className`, or a variant with classes that replace some
 * of its own. Where nothing can conflict (a condition choosing between classes, extras that set what
 * the base leaves unset), a template string does the same without tailwind-merge (8.5 KB gzip): the
 * layout and the home page are written that way, and `npm run bench:bundle` shows the cost if it
 * comes back to a first visit (decision 032).
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

// tailwind-merge builds its class map on its first call (about 17 ms on a fast machine, four times
// that on a phone). Done here in a task of its own, as soon as a page that uses it has loaded the
// code, instead of inside the first render that calls `cn`, where it lengthens the longest task.
if (typeof window !== 'undefined') setTimeout(() => twMerge(''), 0);
