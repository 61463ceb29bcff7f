const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** True when the visitor asked the system for less motion. */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(REDUCED_MOTION).matches;
}

/** 'smooth' unless the visitor prefers reduced motion, for scrollTo and scrollIntoView. */
export function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
