import { Star, Video } from 'lucide-react';
import type { BlogPost } from '@shared/schemas/blog';
import { Badge } from '@/components/ui/badge';

/** Category, Video (when the post has one) and Featured, as on the cards and the post page. */
export function PostBadges({ post, showDraft = false }: { post: BlogPost; showDraft?: boolean }) {
  return (
    <div className="flex flex-wrap gap-2">
      {showDraft && !post.isPublished ? <Badge variant="pending">Draft</Badge> : null}
      <Badge variant="neutral">{post.category}</Badge>
      {post.videoUrl ? (
        <Badge variant="processing">
          <Video className="size-3" aria-hidden="true" /> Video
        </Badge>
      ) : null}
      {post.isFeatured ? (
        <Badge variant="gold">
          <Star className="size-3" aria-hidden="true" /> Featured
        </Badge>
      ) : null}
    </div>
  );
}
