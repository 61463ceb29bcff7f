import { ImagePlus, Loader2, X } from 'lucide-react';
import { useId, useState } from 'react';
import { ACCEPT_ATTRIBUTE } from '@shared/uploads';
import { uploadImages } from '@/api/uploads/upload-images';
import { Button } from '@/components/ui/button';
import { toastMessage } from '@/lib/toast-message';
import { cn } from '@/lib/utils';

/**
 * One image for an admin form (a collection item, a post): pick a file, it is uploaded at once
 * through /api/upload-images and previewed; the form only holds the returned address.
 */
export function SingleImageField({
  label,
  value,
  onChange,
  check,
  messages,
  error,
}: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  /** A first check in the browser: the message to show, or null to upload. */
  check?: (file: File) => string | null;
  messages: { uploaded: string; failed: string };
  error?: string | undefined;
}) {
  const id = useId();
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // Said inside the field: an open dialog hides the toasts from screen readers.
  const [status, setStatus] = useState('');

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const found = check?.(file) ?? null;
    setProblem(found);
    if (found) return;
    setUploading(true);
    setStatus(`Uploading ${file.name}...`);
    try {
      const { imageUrls } = await uploadImages([file]);
      const url = imageUrls[0];
      if (!url) throw new Error('No image address returned');
      onChange(url);
      setStatus(`${file.name} uploaded`);
      toastMessage(messages.uploaded);
    } catch {
      setStatus(`${file.name} was not uploaded`);
      toastMessage(messages.failed, 'destructive');
    } finally {
      setUploading(false);
    }
  };

  const shown = problem ?? error;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium text-ink-900" id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <div className="relative w-full max-w-xs overflow-hidden rounded-lg border border-ink-900/10 bg-paper-100">
          <img src={value} alt="Selected image preview" className="aspect-[4/3] w-full object-cover" />
          <Button variant="outline" size="sm" className="absolute top-2 right-2 bg-white/90" onClick={() => onChange('')}>
            <X aria-hidden="true" /> Remove
          </Button>
        </div>
      ) : null}
      <label
        htmlFor={id}
        className={cn(
          'flex cursor-pointer items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-4 text-sm font-semibold text-ink-900 transition-colors',
          'border-slate-300 bg-paper-50 hover:border-ink-900/40 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2',
          shown ? 'border-status-rejected' : null,
        )}
      >
        {uploading ? <Loader2 className="size-5 animate-spin text-gold-600" aria-hidden="true" /> : <ImagePlus className="size-5 text-gold-600" aria-hidden="true" />}
        {uploading ? 'Uploading...' : value ? 'Replace image' : 'Upload image'}
        <input
          id={id}
          type="file"
          accept={ACCEPT_ATTRIBUTE}
          className="sr-only"
          disabled={uploading}
          aria-labelledby={`${id}-label`}
          aria-describedby={shown ? `${id}-error` : undefined}
          aria-invalid={Boolean(shown)}
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
      </label>
      <p role="status" className="sr-only">
        {status}
      </p>
      {shown ? (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-status-rejected">
          {shown}
        </p>
      ) : null}
    </div>
  );
}
