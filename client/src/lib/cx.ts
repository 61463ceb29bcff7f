/**
 * Joins class names (clsx) without resolving Tailwind conflicts. For code every page loads (the
 * layout, the brand marks, marketing pages): tailwind-merge costs about 8 KB gzipped, which the
 * home page cannot afford. Use `cn` from ./utils wherever a className prop may override a default.
 */
export { clsx as cx } from 'clsx';
