import { useEffect } from 'react';
import { BRAND } from '@shared/constants';
import { PUBLIC_PAGES, describePath, type PublicPath } from '@/lib/page-meta';

/** The full tab title of a page, as prerendered pages carry it too. */
export function documentTitle(page: string): string {
  return `${page} | ${BRAND.name}`;
}

/**
 * Sets the tab title as '<Page> | G.O.A.T. Authentication' while the calling page is shown, and the
 * meta description to the page's own (app/page-meta.ts) or the site's.
 */
export function useDocumentTitle(page: string, description?: string): void {
  useEffect(() => {
    document.title = documentTitle(page);
    const meta = document.querySelector('meta[name="description"]');
    if (meta) meta.setAttribute('content', description ?? describePath(window.location.pathname));
  }, [page, description]);
}

/** For public pages: the title and description the prerendered HTML carries, from one table. */
export function usePageMeta(path: PublicPath): void {
  const meta = PUBLIC_PAGES[path];
  useDocumentTitle(meta.title, meta.description);
}
