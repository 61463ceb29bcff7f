import type { BlogList, BlogPost } from './schemas/blog';
import type { CollectionItem } from './schemas/collection';
import type { PublicCertificate } from './schemas/certificate';

/**
 * The data a content page is rendered from on the server (docs/decisions/014, the content pages rendered per request),
 * sent with its HTML so the browser's query cache starts with it instead of fetching it again: the
 * list's first page without a search (/news-blog), the visible items (/collection), the post (/blog/:id),
 * a public certificate (/certificates/:number, decision 040).
 */
export type ContentPageData =
  | { page: 'news-blog'; list: BlogList }
  | { page: 'collection'; items: CollectionItem[] }
  | { page: 'blog-post'; post: BlogPost }
  | { page: 'certificate'; certificate: PublicCertificate };

/** The id of the `<script type="application/json">` element (outside #root) that carries it. */
export const PAGE_DATA_ELEMENT_ID = 'page-data';
