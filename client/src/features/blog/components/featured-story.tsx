import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@shared/schemas/blog';
import { FallbackImage } from '@/components/media/fallback-image';
import { Button } from '@/components/ui/button';
import { longDate, postDate } from '../lib/post-dates';
import { PostBadges } from './post-badges';

/** The featured story: the newest published post marked featured, with Read More. */
export function FeaturedStory({ post }: { post: BlogPost }) {
  const date = postDate(post);
  return (
    <section aria-labelledby="featured-story" className="surface-dark grid overflow-hidden rounded-xl bg-ink-900 text-white shadow-card lg:grid-cols-2">
      <FallbackImage src={post.imageUrl} alt="" className="aspect-[16/9] size-full object-cover lg:aspect-auto lg:min-h-80" />
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
            <Link to={`/blog/${post.id}`} aria-label={`Read More: ${post.title}`}>
              Read More <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
