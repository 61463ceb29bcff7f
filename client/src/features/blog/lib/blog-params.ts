import { BLOG_MESSAGES, BLOG_TABS, type BlogTab } from '@shared/blog';

/** The list's state in the address (?q=&tab=), so a search or a tab can be shared and reloaded. */
export interface BlogParams {
  q: string;
  tab: BlogTab;
}

export const BLOG_TAB_LABELS: Record<BlogTab, string> = { all: 'All', blog: 'Blog', news: 'News' };

const MAX_QUERY = 100;

export function parseBlogParams(params: URLSearchParams): BlogParams {
  const tab = BLOG_TABS.find((t) => t === params.get('tab')) ?? 'all';
  const q = (params.get('q') ?? '').trim().slice(0, MAX_QUERY);
  return { q, tab };
}

/** The address with `next` applied; defaults are left out so the plain page stays /news-blog. */
export function writeBlogParams(current: URLSearchParams, next: Partial<BlogParams>): URLSearchParams {
  const out = new URLSearchParams(current);
  const merged = { ...parseBlogParams(current), ...next };
  const q = merged.q.trim().slice(0, MAX_QUERY);
  if (q) out.set('q', q);
  else out.delete('q');
  if (merged.tab === 'all') out.delete('tab');
  else out.set('tab', merged.tab);
  return out;
}

/** The empty-state text: the product's words for All, its variants for the Blog and News tabs. */
export function emptyMessage(tab: BlogTab): string {
  if (tab === 'blog') return 'No blog posts found matching your criteria. Try adjusting your search.';
  if (tab === 'news') return 'No news articles found matching your criteria. Try adjusting your search.';
  return BLOG_MESSAGES.noResults;
}
