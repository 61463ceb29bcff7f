import { useEffect } from 'react';
import { BRAND } from '@shared/constants';

/** Sets the tab title as '<Page> | G.O.A.T. Authentication' while the calling page is shown. */
export function useDocumentTitle(page: string): void {
  useEffect(() => {
    document.title = `${page} | ${BRAND.name}`;
  }, [page]);
}
