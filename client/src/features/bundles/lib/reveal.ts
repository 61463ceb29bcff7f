import { scrollBehavior } from '@/lib/motion';

/** Ids the checkout scrolls to: the cards' heading, the checkout's heading and its steps. */
export const CARDS_TITLE_ID = 'bundles-choose';
export const CHECKOUT_TITLE_ID = 'bundle-checkout-title';
export const CHECKOUT_TOP_ID = 'bundle-checkout-top';

/**
 * After React has committed the change, brings the element into view and moves focus to it, so
 * keyboard and screen reader users land where the page moved to. (By id rather than a ref: the
 * element may only appear with this very change.)
 */
export function reveal(id: string): void {
  requestAnimationFrame(() => {
    const target = document.getElementById(id);
    target?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
    target?.focus({ preventScroll: true });
  });
}
