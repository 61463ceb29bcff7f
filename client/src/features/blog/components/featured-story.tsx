import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@shared/schemas/blog';
import { SizedPicture } from '@/components/media/sized-picture';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { FEATURED_IMAGE_SIZES } from '@shared/image-srcset';
import { longDate, postDate } from '../lib/post-dates';
import { PostBadges } from './post-badges';

const FEATURED_FRAME = 'surface-dark grid overflow-hidden rounded-xl bg-ink-900 text-white shadow-card lg:grid-cols-2';
const FEATURED_IMAGE = 'aspect-[16/9] size-full object-cover lg:aspect-auto lg:min-h-80';

/** The featured story: the newest published post marked featured, with Read More. */
export function FeaturedStory({ post }: { post: BlogPost }) {
  const date = postDate(post);
  return (
    <section aria-labelledby="featured-story" className={FEATURED_FRAME}>
      {/* The page's largest paint: the sized renditions, fetched at once and first. */}
      <SizedPicture picture={post} sizes={FEATURED_IMAGE_SIZES} first width={800} height={450} className={FEATURED_IMAGE} />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <p className="flex items-center gap-3 text-xs font-semibold tracking-[0.28em] text-gold-300 uppercase">
          <span className="foil h-px w-8" aria-hidden="true" /> Featured Story
        </p>
        <PostBadges post={post} />
        <h2 id="featured-story" className="font-display text-3xl leading-tight font-semibold tracking-wide text-balance uppercase sm:text-4xl">
          {post.title}
        </h2>
        <p className="leading-relaxed text-mist-200">{post.excerpt}</p>
        <p className="text-sm text-mist-300">
          {post.author} · <time dateTime={date}>{longDate(date)}</time>
          {post.readTime ? ` · ${post.readTime}` : null}
        </p>
        <div>
          <Button asChild variant="gold">
            {/* The title is in the link's text, not only its label: search engines read the text. */}
            <Link to={`/blog/${post.id}`}>
              Read More<span className="sr-only">: {post.title}</span> <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}

/**
 * The featured story's place while the list loads: the same frame, picture box and lines of text,
 * so the story replaces it without moving the tabs and the list below (layout shift).
 */
export function FeaturedStorySkeleton() {
  return (
    <div aria-hidden="true" className={FEATURED_FRAME}>
      <div className={FEATURED_IMAGE} />
      <div className="flex flex-col justify-center gap-4 p-6 sm:p-10">
        <Skeleton className="h-4 w-40 bg-white/15" />
        <Skeleton className="h-6 w-32 bg-white/15" />
        <Skeleton className="h-18 w-full bg-white/15 sm:h-20" />
        <Skeleton className="h-20 w-full bg-white/15" />
        <Skeleton className="h-5 w-2/3 bg-white/15" />
        <Skeleton className="h-10 w-36 bg-white/15" />
      </div>
    </div>
  );
}
