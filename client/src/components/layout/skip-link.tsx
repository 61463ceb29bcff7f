import type { MouseEvent } from 'react';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every page: jumps past the navigation to the page's content. */
export function SkipLink() {
  // Focus the target directly instead of following the hash, so the URL stays clean and the
  // router does not treat it as a navigation.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      onClick={onClick}
      className="sr-only z-50 rounded-md bg-gold-400 px-4 py-2 text-sm font-semibold text-ink-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to content
    </a>
  );
}
