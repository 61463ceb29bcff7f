import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { BLOG_CATEGORIES, BLOG_MESSAGES } from '@shared/blog';
import type { BlogPost } from '@shared/schemas/blog';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/checkbox-field';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { SingleImageField } from '@/components/uploads/single-image-field';
import { ApiError } from '@/lib/api-client';
import { toastMessage } from '@/lib/toast-message';
import { useSaveBlogPost } from '../../api/save-blog-post';
import { checkPostImage, newPostValues, postFormResolver, postFormValues, videoHint, type PostFormValues, type PostPayload } from '../../lib/post-form';
import { VideoThumbnailButton } from './video-thumbnail-button';

const FIELDS = Object.keys(newPostValues()) as (keyof PostFormValues)[];

/** Create or edit a post (docs/product.md, Pages): every field, with the image and thumbnail helpers. */
export function PostFormDialog({ target, onClose }: { target: BlogPost | 'new' | null; onClose: () => void }) {
  const editing = target !== null && target !== 'new' ? target : null;
  const save = useSaveBlogPost();
  const form = useForm<PostFormValues, unknown, PostPayload>({ resolver: postFormResolver, defaultValues: newPostValues() });
  const { errors, isSubmitting } = form.formState;
  const videoUrl = useWatch({ control: form.control, name: 'videoUrl' });

  useEffect(() => {
    if (target !== null) form.reset(editing ? postFormValues(editing) : newPostValues());
  }, [target, editing, form]);

  const onSubmit = form.handleSubmit(async (payload) => {
    try {
      await save.mutateAsync({ id: editing?.id, input: payload });
      toastMessage(editing ? BLOG_MESSAGES.updated : BLOG_MESSAGES.created);
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError) || error.status === 0) {
        toastMessage(BLOG_MESSAGES.saveError, 'destructive');
        return;
      }
      for (const [field, message] of Object.entries(error.fieldErrors)) {
        const name = FIELDS.find((f) => f === field);
        if (name) form.setError(name, { message });
      }
      // The server's own words when it gave some (docs/product.md, Errors).
      toastMessage(error.message || BLOG_MESSAGES.saveFailed, 'destructive');
    }
  });

  return (
    <Dialog open={target !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Post' : 'New Post'}</DialogTitle>
          <DialogDescription>Fields marked * are required. A draft is seen by admins only.</DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <FormField label="Title *" error={errors.title?.message}>
            {(p) => <Input {...p} {...form.register('title')} />}
          </FormField>
          <FormField label="Excerpt *" error={errors.excerpt?.message}>
            {(p) => <Textarea {...p} rows={2} {...form.register('excerpt')} />}
          </FormField>
          <FormField label="Content *" hint="Plain text; line breaks are kept." error={errors.content?.message}>
            {(p) => <Textarea {...p} rows={10} {...form.register('content')} />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Author *" error={errors.author?.message}>
              {(p) => <Input {...p} {...form.register('author')} />}
            </FormField>
            <FormField label="Category *" error={errors.category?.message}>
              {(p) => (
                <NativeSelect {...p} {...form.register('category')}>
                  {BLOG_CATEGORIES.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            <FormField label="Read time" error={errors.readTime?.message}>
              {(p) => <Input {...p} placeholder="5 min read" {...form.register('readTime')} />}
            </FormField>
            <FormField label="Publish date" error={errors.publishDate?.message}>
              {(p) => <Input {...p} type="date" {...form.register('publishDate')} />}
            </FormField>
          </div>
          <FormField label="Video URL" hint={videoHint(videoUrl)} error={errors.videoUrl?.message}>
            {(p) => <Input {...p} type="url" inputMode="url" placeholder="https://www.youtube.com/watch?v=…" {...form.register('videoUrl')} />}
          </FormField>
          <VideoThumbnailButton videoUrl={videoUrl} onExtracted={(url) => form.setValue('imageUrl', url, { shouldDirty: true, shouldValidate: true })} />
          <Controller
            control={form.control}
            name="imageUrl"
            render={({ field, fieldState }) => (
              <SingleImageField
                label="Image"
                value={field.value}
                onChange={field.onChange}
                check={checkPostImage}
                error={fieldState.error?.message}
                messages={{ uploaded: BLOG_MESSAGES.uploaded, failed: BLOG_MESSAGES.uploadFailed }}
              />
            )}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <CheckboxField label="Published (unticked: a draft)" {...form.register('isPublished')} />
            <CheckboxField label="Featured story" {...form.register('isFeatured')} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" variant="gold" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : editing ? 'Update Post' : 'Create Post'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
