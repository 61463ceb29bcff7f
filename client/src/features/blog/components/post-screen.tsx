import { ArrowLeft, Calendar, Clock, FileQuestion, User } from 'lucide-react';
import { Link } from 'react-router';
import { POST_IMAGE_SIZES } from '@shared/image-srcset';
import { BLOG_MESSAGES } from '@shared/blog';
import type { BlogPost } from '@shared/schemas/blog';
import { SizedPicture } from '@/components/media/sized-picture';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useBlogPost } from '../api/get-blog-post';
import { longDate, postDate } from '../lib/post-dates';
import { PostBadges } from './post-badges';
import { PostVideo } from './post-video';

function BackButton() {
  return (
    <Button asChild variant="ghost" size="sm" className="-ml-3">
      <Link to="/news-blog">
        <ArrowLeft aria-hidden="true" /> {BLOG_MESSAGES.backToList}
      </Link>
    </Button>
  );
}

function PostSkeleton() {
  return (
    <div role="status" aria-label="Loading the article" className="grid gap-6">
      <Skeleton className="aspect-[21/9] w-full rounded-xl" />
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-12 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-24 w-full" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

function PostNotFound() {
  useDocumentTitle(BLOG_MESSAGES.notFoundTitle);
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-16 text-center">
      <FileQuestion className="size-10 text-gold-600" aria-hidden="true" />
      <h1 className="font-display text-3xl font-semibold tracking-wide text-ink-900 uppercase">{BLOG_MESSAGES.notFoundTitle}</h1>
      <p className="max-w-md text-slate-600">{BLOG_MESSAGES.notFound}</p>
      <Button asChild variant="gold">
        <Link to="/news-blog">{BLOG_MESSAGES.backToList}</Link>
      </Button>
    </Card>
  );
}

function Article({ post }: { post: BlogPost }) {
  useDocumentTitle(post.title, post.excerpt);
  const date = postDate(post);
  return (
    <article className="grid gap-8">
      {post.imageUrl ? (
        // The page's largest paint: the server preloads the same rendition (blog-page-head.ts).
        <SizedPicture
          picture={post}
          sizes={POST_IMAGE_SIZES}
          first
          width={800}
          height={450}
          className="aspect-video w-full rounded-xl object-cover shadow-card sm:aspect-[21/9]"
        />
      ) : null}
      <header className="grid gap-4">
        <PostBadges post={post} showDraft />
        <h1 className="font-display text-4xl leading-[1.05] font-semibold tracking-wide text-balance text-ink-900 uppercase sm:text-5xl">{post.title}</h1>
        <p className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <span className="flex items-center gap-1.5 font-semibold text-ink-900">
            <User className="size-4" aria-hidden="true" /> {post.author}
          </span>
          <span className="flex items-center gap-1.5">
            <Calendar className="size-4" aria-hidden="true" /> <time dateTime={date}>{longDate(date)}</time>
          </span>
          {post.readTime ? (
            <span className="flex items-center gap-1.5">
              <Clock className="size-4" aria-hidden="true" /> {post.readTime}
            </span>
          ) : null}
        </p>
      </header>
      <p className="border-l-4 border-gold-400 bg-gold-100/50 px-5 py-4 text-lg leading-relaxed text-ink-800 italic">{post.excerpt}</p>
      {post.videoUrl ? <PostVideo url={post.videoUrl} title={post.title} /> : null}
      {/* Text, never HTML: what the database holds is shown as written, line breaks kept. */}
      <div className="text-lg leading-relaxed break-words whitespace-pre-line text-ink-800">{post.content}</div>
      <footer className="border-t border-ink-900/10 pt-6 text-sm text-slate-600">Published on {longDate(date)}</footer>
    </article>
  );
}

/** /blog/{id} (docs/product.md, Pages): a published post, or an admin's draft. */
export function PostScreen({ id }: { id: number | null }) {
  const { data: post, isPending, isError } = useBlogPost(id);
  let body;
  if (id === null || isError) body = <PostNotFound />;
  else if (isPending) body = <PostSkeleton />;
  else body = <Article post={post} />;
  return (
    <div className="mx-auto grid w-full max-w-3xl flex-1 gap-6 px-4 py-10 sm:px-6 sm:py-14">
      <div>
        <BackButton />
      </div>
      {body}
    </div>
  );
}
