import { useEffect } from 'react';
import { BRAND } from '@shared/constants';

/** The full tab title of a page, as prerendered pages carry it too. */
export function documentTitle(page: string): string {
  return `${page} | ${BRAND.name}`;
}

function setDescription(content: string): void {
  document.querySelector('meta[name="description"]')?.setAttribute('content', content);
}

/**
 * Sets the tab title as '<Page> | G.O.A.T. Authentication' while the calling page is shown, and the
 * meta description: the given one, else the page's own from lib/page-meta.ts (the table the
 * prerendered HTML was built from). The table is fetched on demand: on a first visit the
 * prerendered description is already in place, and the home page does not pay for every page's text.
 */
export function useDocumentTitle(page: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
    if (description !== undefined) {
      setDescription(description);
      return;
    }
    let cancelled = false;
    const pathname = window.location.pathname;
    void import('@/lib/page-meta').then(({ describePath }) => {
      if (!cancelled) setDescription(describePath(pathname));
    });
    return () => {
      cancelled = true;
    };
  }, [page, description]);
}
