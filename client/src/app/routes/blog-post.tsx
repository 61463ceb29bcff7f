import { useParams } from 'react-router';
import { blogPostParamsSchema } from '@shared/schemas/blog';
import { PostScreen } from '@/features/blog/components/post-screen';

/** /blog/:id: the article (docs/product.md, Pages); an id that is not a number is simply not found. */
export function BlogPostPage() {
  const parsed = blogPostParamsSchema.safeParse(useParams());
  return <PostScreen key={parsed.data?.id ?? 'none'} id={parsed.success ? parsed.data.id : null} />;
}
