import { BookOpen } from 'lucide-react';
import { ComingWithContent } from './coming-with-content';

/** The Blog Posts tab: replaced by the blog management of the content release. */
export function BlogPostsTab() {
  return (
    <ComingWithContent
      icon={BookOpen}
      title="Blog Posts"
      text="Writing, scheduling and featuring news and blog posts, drafts included, will be managed here."
    />
  );
}
