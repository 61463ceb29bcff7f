import type { ContentPageData } from '@shared/content-page-data';
import { CARD_IMAGE_SIZES, FEATURED_IMAGE_SIZES } from '@shared/image-srcset';
import { BLOG_PAGE_SIZE, postIdFrom } from '@shared/blog';
import { BoundedMap } from '../../lib/bounded-map';
import type { PageOverride } from '../../lib/built-client';
import { blogHead, injectHead } from './blog-page-head';
import { toBlogPost, type BlogRepository } from '../blog/blog-repository';
import type { CollectionRepository } from '../collection/collection-repository';
import { picturePreload } from './picture-preload';
import { withRenderedBody, type RenderedBody, type ServerRender } from './server-render';

/** How long a rendered page is kept without a write: a scheduled post appears within it, and so does another process's write. */
export const CONTENT_PAGE_TTL_MS = 60_000;
// A page is 40-80 KB of HTML: a few MB at most, however many posts are asked for.
const MAX_PAGES = 50;
// The data is a head start, not a reason to wait: a slow or unreachable database (decision 016) must
// not hold the page, which is then served as it was built (the prerendered page, or the app shell).
const WAIT_MS = 250;
const BLOG_PAGE = /^\/blog\/([^/]+)$/;

// Built by scripts/prerender.ts: the prerendered pages' head (stylesheet inlined, no render-blocking
// request) around an empty #root. /blog/:id has no prerendered page of its own: the app shell's
// stylesheet link cost the post page its first paint.
const CONTENT_SHELL = 'content-shell.html';

interface Page {
  /** Tags for the head: the post's own title and cards (injectHead), or the picture's preload. */
  head: { replace: boolean; tags: string[] };
  /** A built file to start from instead of the page's own. */
  source?: string;
  /** The rendered #root and the JSON it was rendered from; null when it could not be rendered. */
  body: RenderedBody | null;
}
const NOT_FOUND = 'not-found' as const;
type Built = Page | typeof NOT_FOUND;

interface Deps {
  posts: BlogRepository;
  collection: CollectionRepository;
  publicUrl: string;
  /** The SSR bundle of the same build as the client (server-render.ts); without one the pages keep their built HTML. */
  render: ServerRender;
  ttlMs: number;
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  return Promise.race([promise.catch(() => undefined), late]).finally(() => clearTimeout(timer));
}

function transformOf(page: Page): PageOverride {
  return {
    ...(page.source ? { source: page.source } : {}),
    transform(html) {
      const { head, body } = page;
      const out = head.replace ? injectHead(html, head.tags) : head.tags.length ? html.replace(/<\/head>/i, () => `  ${head.tags.join('\n    ')}\n  </head>`) : html;
      return body ? withRenderedBody(out, body) : out;
    },
  };
}

/**
 * The client plugin's hook for the pages whose content comes from the database (docs/decisions/014,
 * the content pages rendered per request): /news-blog, /collection and /blog/:id are rendered per request with the SSR
 * bundle the prerender uses, from the same public queries as the API (published posts whose date has
 * come, visible items), with that data as JSON for the browser's query cache. A rendered page is kept
 * until a write through either repository, or `ttlMs`; concurrent misses share one render. A slow or
 * failing database, a missing bundle or a failed render leave the page as built: never an error.
 * /blog/:id also gets the post's own head, or the Not Found page (404) for a draft, scheduled or unknown post.
 */
export function createContentPageRender(deps: Deps) {
  const render = (pathname: string, data: ContentPageData) => deps.render(pathname, data);

  /** The page's data (undefined: not a content page), then the page built from it. */
  function load(pathname: string): { data: Promise<ContentPageData | typeof NOT_FOUND>; build: (data: ContentPageData) => Promise<Page> } | undefined {
    if (pathname === '/news-blog') {
      return {
        data: deps.posts.listPublic({ q: '', tab: 'all', page: 1, pageSize: BLOG_PAGE_SIZE }).then((list) => ({ page: 'news-blog', list })),
        build: async (data) => {
          const list = data.page === 'news-blog' ? data.list : null;
          const first = list?.featured ?? list?.items[0];
          const tag = picturePreload(first, list?.featured ? FEATURED_IMAGE_SIZES : CARD_IMAGE_SIZES);
          return { head: { replace: false, tags: tag ? [tag] : [] }, body: await render(pathname, data) };
        },
      };
    }
    if (pathname === '/collection') {
      return {
        data: deps.collection.list(false).then((items) => ({ page: 'collection', items })),
        build: async (data) => {
          const first = data.page === 'collection' ? data.items[0] : undefined;
          const tag = picturePreload(first, CARD_IMAGE_SIZES);
          return { head: { replace: false, tags: tag ? [tag] : [] }, body: await render(pathname, data) };
        },
      };
    }
    const match = BLOG_PAGE.exec(pathname);
    if (!match) return undefined;
    const id = postIdFrom(match[1]);
    // Drafts and scheduled posts are as unknown as a missing one, whoever asks: the page is public HTML.
    const found = id !== null ? deps.posts.find(id, false) : Promise.resolve(undefined);
    return {
      data: found.then((row) => (row ? { page: 'blog-post', post: toBlogPost(row) } : NOT_FOUND)),
      build: async (data) => ({
        head: { replace: true, tags: data.page === 'blog-post' ? blogHead(data.post, deps.publicUrl) : [] },
        source: CONTENT_SHELL,
        body: await render(pathname, data),
      }),
    };
  }

  const pages = new BoundedMap<string, { at: number; version: string; data: Promise<unknown>; built: Promise<Built> }>(MAX_PAGES);
  const version = () => `${deps.posts.version()}:${deps.collection.version()}`;
  const overrides = new WeakMap<Page, PageOverride>();

  return async (requested: string): Promise<PageOverride | null> => {
    const pathname = requested.replace(/\/+$/, '') || '/';
    const now = Date.now();
    let cached = pages.get(pathname);
    if (!cached || now - cached.at >= deps.ttlMs || cached.version !== version()) {
      // The version is read before the data: a write that lands meanwhile makes this page stale at once.
      const at = version();
      const loading = load(pathname);
      if (!loading) return null;
      const { data } = loading;
      const built = data.then((d): Built | Promise<Built> => (d === NOT_FOUND ? NOT_FOUND : loading.build(d)));
      const mine = { at: now, version: at, data, built };
      cached = mine;
      if (deps.ttlMs > 0) pages.set(pathname, mine);
      // A failed load is not kept, nor an unknown post (anyone can ask for any number).
      const forget = () => pages.get(pathname) === mine && pages.delete(pathname);
      built.then((page) => page === NOT_FOUND && forget(), forget);
    }
    // Only the database is given a deadline: rendering is this process's own work, and fails to the built page.
    if ((await within(cached.data, WAIT_MS)) === undefined) return null;
    const page = await cached.built.catch(() => undefined);
    if (page === undefined) return null;
    if (page === NOT_FOUND) return { notFound: true };
    // The same override for as long as the page is kept: the client plugin rewrites and compresses it once.
    let override = overrides.get(page);
    if (!override) {
      override = transformOf(page);
      overrides.set(page, override);
    }
    return override;
  };
}
