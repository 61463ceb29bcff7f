import { ImagePlus } from 'lucide-react';
import { useEffect, useId, useState, type DragEvent } from 'react';
import { ACCEPT_ATTRIBUTE, ACCEPTED_IMAGE_NAMES } from '@shared/uploads';
import { cn } from '@/lib/utils';
import { checkImageFile } from './check-image-file';
import { useImageUploads, type ImageUploadsState } from './use-image-uploads';
import { ImageThumb } from './image-thumb';
import { forgetPhotosCutShort, photosCutShort } from './photo-memory';
import { useHydrated } from '@/hooks/use-hydrated';

export interface ImagePickerMessages {
  wrongType: (name: string) => string;
  tooLarge: (name: string) => string;
}

/**
 * Pick (or drop) JPG/PNG photos, see each one, remove it, and watch it upload. The parent only
 * hears the accepted URLs and whether anything is still uploading.
 */
export function ImagePicker({
  label,
  hint,
  error,
  maxImages,
  messages,
  onChange,
  restore,
}: {
  label: string;
  hint?: string;
  error?: string | undefined;
  maxImages: number;
  messages: ImagePickerMessages;
  onChange: (state: ImageUploadsState) => void;
  /** A form kept across reloads: the item's name in the tab's photo memory, and the URLs it holds. */
  restore?: { slot: string; urls: readonly string[] };
}) {
  const id = useId();
  const { images, add, remove, retry } = useImageUploads(onChange, restore);
  // A photo still uploading when the page was reloaded is not on the server: say which to add again.
  // Read only in a picker mounted after hydration (a restored form's rows), never in the prerendered HTML.
  const hydrated = useHydrated();
  const slot = restore?.slot;
  const [problems, setProblems] = useState<string[]>(() =>
    hydrated && slot ? photosCutShort(slot).map((name) => `${name} had not finished uploading when the page was reloaded. Please add it again.`) : [],
  );
  useEffect(() => {
    if (hydrated && slot) forgetPhotosCutShort(slot);
    // Said once, when the picker appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [dragging, setDragging] = useState(false);
  const room = maxImages - images.length;

  const pick = (list: FileList | null) => {
    const files = Array.from(list ?? []);
    const found: string[] = [];
    const accepted = files.filter((file) => {
      const problem = checkImageFile(file);
      if (problem) found.push(messages[problem](file.name));
      return !problem;
    });
    if (accepted.length > room) found.push(maxImages === 1 ? 'Only one image can be added for this item' : `At most ${maxImages} images per item`);
    setProblems(found);
    if (accepted.length && room > 0) add(accepted.slice(0, room));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    pick(event.dataTransfer.files);
  };

  const described = [error || problems.length ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ');
  return (
    <div className="grid gap-2">
      <span className="text-sm font-semibold text-ink-900" id={`${id}-label`}>
        {label}
      </span>
      {images.length ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3" aria-label={`${label}: selected images`}>
          {images.map((image) => (
            <ImageThumb key={image.key} image={image} onRemove={() => remove(image.key)} onRetry={() => retry(image.key)} />
          ))}
        </ul>
      ) : null}
      {room > 0 ? (
        <label
          htmlFor={id}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-6 text-center transition-colors',
            'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ink-900',
            dragging ? 'border-gold-500 bg-gold-100/60' : 'border-slate-300 bg-paper-50 hover:border-ink-900/40',
            error ? 'border-status-rejected' : null,
          )}
        >
          <ImagePlus className="size-6 text-gold-600" aria-hidden="true" />
          <span className="text-sm font-semibold text-ink-900">{maxImages === 1 ? 'Choose a photo or drop it here' : images.length ? 'Add another photo' : 'Choose photos or drop them here'}</span>
          <span className="text-xs text-slate-600">{maxImages === 1 ? `${ACCEPTED_IMAGE_NAMES}, up to 50MB` : `${ACCEPTED_IMAGE_NAMES}, up to 50MB each`}</span>
          <input
            id={id}
            type="file"
            accept={ACCEPT_ATTRIBUTE}
            multiple={maxImages > 1}
            className="sr-only"
            aria-labelledby={`${id}-label`}
            aria-describedby={described || undefined}
            aria-invalid={Boolean(error)}
            onChange={(event) => {
              pick(event.target.files);
              event.target.value = '';
            }}
          />
        </label>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error || problems.length ? (
        <div id={`${id}-error`} className="grid gap-0.5 text-sm font-medium text-status-rejected" role="alert">
          {problems.map((p) => (
            <p key={p}>{p}</p>
          ))}
          {error ? <p>{error}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
