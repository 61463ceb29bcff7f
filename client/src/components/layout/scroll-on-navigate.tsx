import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { scrollBehavior } from '@/lib/motion';

const MAX_FRAMES = 60;

/**
 * docs/product.md, Pages: every navigation scrolls smoothly to the top, unless the URL names an element
 * (#about, #shipping-address), which is then scrolled into view. Lazy pages may mount a moment
 * after the location changes, so the element is looked for over a few frames.
 */
export function ScrollOnNavigate() {
  const { pathname, hash, key, state } = useLocation();
  const firstKey = useRef(key);
  // A step of a checkout (use-checkout-step.ts) scrolls to the checkout itself, not to the page's top.
  const keepScroll = (state as { keepScroll?: boolean } | null)?.keepScroll === true;

  useEffect(() => {
    const behavior = scrollBehavior();
    if (keepScroll) return;
    if (!hash) {
      // A fresh page load is already at the top (or where the browser restored it): scrolling
      // again would only force an early layout while the page starts.
      if (key === firstKey.current) return;
      window.scrollTo({ top: 0, left: 0, behavior });
      return;
    }
    // Sections that are not rendered yet have estimated heights: render them all so the target's
    // position is exact (styles.css, .defer-render).
    document.documentElement.dataset.renderAll = '';
    const id = decodeURIComponent(hash.slice(1));
    let frame = 0;
    let handle = 0;
    const tryScroll = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView({ behavior, block: 'start' });
      else if (frame++ < MAX_FRAMES) handle = requestAnimationFrame(tryScroll);
    };
    tryScroll();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash, key, keepScroll]);

  return null;
}
