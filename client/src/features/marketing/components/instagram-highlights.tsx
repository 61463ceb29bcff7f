import { Heart } from 'lucide-react';
import type { ReactNode } from 'react';
import { InstagramIcon } from '@/components/layout/social-icons';
import { buttonVariants } from '@/components/ui/button-variants';
import { INSTAGRAM, INSTAGRAM_POSTS, formatPostDate } from '../content/home';
import { SectionHeading } from './section-heading';

// "1,284": written out instead of Intl.NumberFormat, whose locale data costs a phone ~25 ms to load.
const formatCount = (n: number) => Math.round(n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

// relative: the visually hidden label is positioned absolutely; without a containing block inside
// the swipeable row it escapes the row and widens the page.
const frameClass = 'group relative block overflow-hidden rounded-xl border border-ink-900/10 bg-white shadow-card';

/** A post links to Instagram only when the site's Instagram address is configured. */
function PostFrame({ href, children }: { href: string | undefined; children: ReactNode }) {
  if (!href) return <div className={frameClass}>{children}</div>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={`${frameClass} transition-shadow hover:shadow-lg`}>
      {children}
      <span className="sr-only">(opens Instagram in a new tab)</span>
    </a>
  );
}

/** Three static Instagram highlights and, when an Instagram address is configured, the follow button. */
export function InstagramHighlights() {
  return (
    <section aria-labelledby="instagram-heading" className="bg-paper-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-6">
          <SectionHeading id="instagram-heading" eyebrow="From the vault" title="Instagram highlights" lead={`Items on our bench this season. Follow ${INSTAGRAM.handle} for every new verdict.`} />
          {INSTAGRAM.href ? (
            <a
              href={INSTAGRAM.href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: 'primary', size: 'lg' })}
            >
              <InstagramIcon className="size-5" /> Follow {INSTAGRAM.handle}
              <span className="sr-only">on Instagram (opens in a new tab)</span>
            </a>
          ) : null}
        </div>
        {/* A swipeable row on phones, a grid from tablets up. With no links in it (no Instagram address
            configured) the row itself takes the focus, so a keyboard can still scroll it. */}
        <ul
          tabIndex={INSTAGRAM.href ? undefined : 0}
          aria-label={INSTAGRAM.href ? undefined : 'Instagram highlights'}
          className="-mx-4 mt-10 flex snap-x snap-mandatory gap-4 overflow-x-auto px-4 pb-4 sm:-mx-6 sm:px-6 md:mx-0 md:grid md:grid-cols-3 md:gap-6 md:overflow-visible md:px-0 md:pb-0">
          {INSTAGRAM_POSTS.map((post) => (
            <li key={post.id} className="w-[80%] max-w-sm shrink-0 snap-start md:w-auto md:max-w-none">
              <PostFrame href={post.postUrl}>
                <div className={`relative aspect-square bg-gradient-to-b ${post.tint}`}>
                  <div aria-hidden="true" className="spotlight absolute inset-0" />
                  <img
                    src={post.imageUrl}
                    alt={post.imageAlt}
                    width={400}
                    height={400}
                    loading="lazy"
                    decoding="async"
                    className="relative size-full object-contain p-4 transition-transform duration-500 group-hover:scale-[1.03]"
                  />
                  <InstagramIcon className="absolute top-4 right-4 size-5 text-white/80" />
                </div>
                <div className="grid gap-3 p-5">
                  <p className="text-[0.95rem] leading-relaxed text-ink-900">{post.caption}</p>
                  <p className="flex items-center justify-between text-sm text-slate-600">
                    <span className="inline-flex items-center gap-1.5">
                      <Heart className="size-4 text-status-rejected" aria-hidden="true" />
                      {formatCount(post.likes)} likes
                    </span>
                    <time dateTime={post.timestamp}>{formatPostDate(post.timestamp)}</time>
                  </p>
                </div>
              </PostFrame>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
