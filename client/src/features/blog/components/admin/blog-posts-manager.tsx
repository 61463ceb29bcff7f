import { ExternalLink, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BLOG_MESSAGES } from '@shared/blog';
import type { BlogPost } from '@shared/schemas/blog';
import { LoadError } from '@/components/submissions/load-error';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { useAdminBlogPosts } from '../../api/get-admin-blog-posts';
import { useDeleteBlogPost } from '../../api/delete-blog-post';
import { postDate, shortDate } from '../../lib/post-dates';
import { PostBadges } from '../post-badges';
import { PostFormDialog } from './post-form-dialog';

/** The admin's Blog Posts tab (docs/product.md, Pages): every post, drafts marked, with create, edit and delete. */
export function BlogPostsManager() {
  const { data: posts, isPending, isError, refetch } = useAdminBlogPosts();
  const remove = useDeleteBlogPost();
  const [editing, setEditing] = useState<BlogPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => toast({ title: BLOG_MESSAGES.deleted }),
      onError: (error) =>
        toast({ variant: 'destructive', title: error instanceof ApiError && error.status > 0 ? BLOG_MESSAGES.deleteFailed : BLOG_MESSAGES.deleteError, description: error.message }),
      onSettled: () => setDeleting(null),
    });
  };

  let body;
  if (isPending) body = <Skeleton className="h-64 w-full" />;
  else if (isError) body = <LoadError what="the blog posts" onRetry={() => void refetch()} />;
  else if (!posts.length) body = <p className="px-6 py-12 text-center text-slate-600">No posts yet. Write the first one with New Post.</p>;
  else {
    body = (
      <ul className="divide-y divide-ink-900/10" aria-label="Blog posts">
        {posts.map((post) => (
          <li key={post.id} className="flex flex-col gap-3 px-5 py-4 sm:flex-row sm:items-center sm:gap-6">
            <div className="grid min-w-0 flex-1 gap-1.5">
              <PostBadges post={post} showDraft />
              <p className="truncate font-semibold text-ink-900">{post.title}</p>
              <p className="text-xs text-slate-600">
                {post.author} · {shortDate(postDate(post))}
              </p>
            </div>
            <div className="flex shrink-0 flex-wrap gap-2">
              <Button asChild variant="ghost" size="sm">
                <Link to={`/blog/${post.id}`} aria-label={`View ${post.title}`}>
                  <ExternalLink aria-hidden="true" /> View
                </Link>
              </Button>
              <Button variant="outline" size="sm" onClick={() => setEditing(post)} aria-label={`Edit ${post.title}`}>
                <Pencil aria-hidden="true" /> Edit
              </Button>
              <Button variant="ghost" size="sm" className="text-status-rejected" onClick={() => setDeleting(post)} aria-label={`Delete ${post.title}`}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">Blog Posts</h2>
        <Button variant="gold" onClick={() => setEditing('new')}>
          <Plus aria-hidden="true" /> New Post
        </Button>
      </div>
      <Card className="overflow-hidden">{body}</Card>
      <PostFormDialog target={editing} onClose={() => setEditing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete post"
        description={deleting ? `Are you sure you want to delete "${deleting.title}"?` : undefined}
        pending={remove.isPending}
        onConfirm={confirmDelete}
      />
    </div>
  );
}
