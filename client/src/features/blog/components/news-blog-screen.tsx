import { AlertTriangle, Newspaper } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { BLOG_MESSAGES, BLOG_TABS } from '@shared/blog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useSearchAfterHydration } from '@/hooks/use-search-after-hydration';
import { useBlogPosts } from '../api/get-blog-posts';
import { BLOG_TAB_LABELS, emptyMessage, parseBlogParams, writeBlogParams } from '../lib/blog-params';
import { BlogCard } from './blog-card';
import { BlogSearch } from './blog-search';
import { FeaturedStory, FeaturedStorySkeleton } from './featured-story';

/**
 * The News & Blog list (docs/product.md, Pages). The search and the tab live in the address; the server
 * filters, counts and pages, so the page only ever holds the posts shown.
 */
export function NewsBlogScreen() {
  const [, setParams] = useSearchParams();
  // The search and tab, read once hydrated (the page is prerendered without a query string).
  const search = useSearchAfterHydration();
  const { q, tab } = useMemo(() => parseBlogParams(new URLSearchParams(search)), [search]);
  const query = useBlogPosts({ q, tab });
  const first = query.data?.pages[0];
  const posts = query.data?.pages.flatMap((p) => p.items) ?? [];
  const update = (next: Parameters<typeof writeBlogParams>[1]) => setParams((current) => writeBlogParams(current, next), { replace: true, preventScrollReset: true });

  let list;
  // The featured story's picture is the largest paint; without it (a search) the first card's is.
  const featured = !q ? first?.featured : undefined;
  if (query.isPending) {
    // Cards of the list's own size, not a spinner: the posts take their place without a shift.
    list = <CardGridSkeleton count={3} label={BLOG_MESSAGES.loading} imageClassName="aspect-[16/9]" />;
  } else if (query.isError) {
    list = (
      <div role="alert" className="flex flex-col items-center gap-3 py-16 text-center">
        <AlertTriangle className="size-6 text-status-rejected" aria-hidden="true" />
        <p className="font-semibold text-ink-900">{BLOG_MESSAGES.loadFailed}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!posts.length) {
    list = (
      <Card className="flex flex-col items-center gap-3 px-6 py-14 text-center">
        <Newspaper className="size-8 text-gold-600" aria-hidden="true" />
        <p className="max-w-md text-slate-600">{emptyMessage(tab)}</p>
      </Card>
    );
  } else {
    list = (
      <>
        <ul className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`} aria-busy={query.isPlaceholderData}>
          {posts.map((post, i) => (
            <BlogCard key={post.id} post={post} first={i === 0 && !featured} />
          ))}
        </ul>
        <div className="mt-10 flex flex-col items-center gap-3">
          <p className="text-sm text-slate-600">
            Showing {posts.length} of {first?.total ?? posts.length}
          </p>
          {query.hasNextPage ? (
            <Button variant="outline" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading...' : 'Load more'}
            </Button>
          ) : null}
        </div>
      </>
    );
  }

  return (
    <div className="grid gap-10">
      {/* While loading, the place of a featured story is kept: most lists have one (see docs/decisions/014). */}
      {featured ? <FeaturedStory post={featured} /> : query.isPending && !q ? <FeaturedStorySkeleton /> : null}
      <Tabs value={tab} onValueChange={(value) => update({ tab: BLOG_TABS.find((t) => t === value) ?? 'all' })}>
        <div className="flex flex-col-reverse gap-4 border-b border-ink-900/10 sm:flex-row sm:items-end sm:justify-between">
          <TabsList aria-label="Show" className="border-b-0">
            {BLOG_TABS.map((t) => (
              <TabsTrigger key={t} value={t}>
                {BLOG_TAB_LABELS[t]}
                <span className="min-w-7 rounded-full bg-paper-200 px-2 py-0.5 text-center text-xs text-ink-900 tabular-nums">{first ? first.counts[t] : '–'}</span>
              </TabsTrigger>
            ))}
          </TabsList>
          <div className="pb-3">
            <BlogSearch value={q} onSearch={(next) => update({ q: next })} />
          </div>
        </div>
        {BLOG_TABS.map((t) => (
          // Every panel exists (empty when inactive), so each tab's aria-controls names a real element.
          <TabsContent key={t} value={t} forceMount>
            {t === tab ? list : null}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
