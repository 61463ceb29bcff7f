import { Clock, User } from 'lucide-react';
import { Link } from 'react-router';
import type { BlogPost } from '@shared/schemas/blog';
import { SizedPicture } from '@/components/media/sized-picture';
import { CARD_IMAGE_SIZES } from '@shared/image-srcset';
import { postDate, shortDate } from '../lib/post-dates';
import { PostBadges } from './post-badges';

/**
 * A post in the list: the whole card opens it (one link, reached once by the keyboard). `first`: the
 * first card of a list without the featured story, whose picture is then the page's largest paint.
 */
export function BlogCard({ post, first = false }: { post: BlogPost; first?: boolean }) {
  const date = postDate(post);
  return (
    <li className="group relative flex flex-col overflow-hidden rounded-xl border border-ink-900/10 bg-white shadow-card transition-shadow hover:shadow-lg">
      <SizedPicture picture={post} sizes={CARD_IMAGE_SIZES} first={first} width={800} height={450} className="aspect-[16/9] w-full object-cover" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <PostBadges post={post} />
        {/* h2: without the featured story (a search) the cards come right after the page's h1. */}
        <h2 className="font-display text-xl leading-tight font-semibold tracking-wide text-ink-900 uppercase">
          <Link
            to={`/blog/${post.id}`}
            className="after:absolute after:inset-0 after:content-[''] group-hover:underline group-hover:decoration-gold-500 group-hover:decoration-2 group-hover:underline-offset-4 focus-visible:outline-none after:focus-visible:rounded-xl after:focus-visible:outline-2 after:focus-visible:outline-offset-2 after:focus-visible:outline-ink-900"
          >
            {post.title}
          </Link>
        </h2>
        {post.readTime ? (
          <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <Clock className="size-3.5" aria-hidden="true" /> {post.readTime}
          </p>
        ) : null}
        <p className="line-clamp-3 text-sm leading-relaxed text-slate-600">{post.excerpt}</p>
        <p className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-ink-900/10 pt-3 text-xs text-slate-600">
          <span className="flex items-center gap-1.5 font-semibold text-ink-900">
            <User className="size-3.5" aria-hidden="true" /> {post.author}
          </span>
          <time dateTime={date}>{shortDate(date)}</time>
        </p>
      </div>
    </li>
  );
}
