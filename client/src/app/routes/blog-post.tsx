import { useParams } from 'react-router';
import { postIdFrom } from '@shared/blog';
import { PostScreen } from '@/features/blog/components/post-screen';

/**
 * /blog/:id: the article (docs/product.md, Pages); an id that is not a number is simply not found.
 * Read by a plain function, not the API's Zod schema: a reader's first load evaluates no Zod.
 */
export function BlogPostPage() {
  const id = postIdFrom(useParams().id);
  return <PostScreen key={id ?? 'none'} id={id} />;
}
