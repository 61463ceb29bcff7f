import { AlertCircle, Check, RotateCw, X } from 'lucide-react';
import type { PickedImage } from './use-image-uploads';

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** One picked photo: its preview, its upload progress or error (with "Try again" when worth it), and a remove button. */
export function ImageThumb({ image, onRemove, onRetry }: { image: PickedImage; onRemove: () => void; onRetry: () => void }) {
  const percent = Math.round(image.progress * 100);
  return (
    <li className="relative overflow-hidden rounded-lg border border-ink-900/10 bg-white shadow-xs">
      <div className="relative aspect-[4/3] bg-paper-100">
        {/* Once uploaded, the server's JPEG copy: most browsers cannot show an iPhone's HEIC itself. */}
        <img src={image.status === 'done' && image.url ? image.url : image.previewUrl} alt={`Preview of ${image.name}`} className="size-full object-cover" />
        {image.status === 'uploading' ? <div className="absolute inset-0 bg-ink-950/35" aria-hidden="true" /> : null}
        <button
          type="button"
          onClick={onRemove}
          className="absolute top-1.5 right-1.5 grid size-8 place-items-center rounded-full bg-ink-950/80 text-white shadow hover:bg-status-rejected focus-visible:outline-2 focus-visible:outline-gold-300"
          aria-label={`Remove ${image.name}`}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      <div className="grid gap-1 px-2.5 py-2 text-xs">
        <p className="truncate font-medium text-ink-900" title={image.name}>
          {image.name}
        </p>
        {image.status === 'uploading' ? (
          <>
            <div
              role="progressbar"
              aria-label={`Uploading ${image.name}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-1.5 overflow-hidden rounded-full bg-paper-200"
            >
              <div className="h-full rounded-full bg-gold-500 transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-slate-600">Uploading… {percent}%</p>
          </>
        ) : image.status === 'done' ? (
          <p className="flex items-center gap-1 text-status-completed">
            <Check className="size-3.5" aria-hidden="true" /> Uploaded{image.size > 0 ? ` · ${formatSize(image.size)}` : ''}
          </p>
        ) : (
          <>
            <p className="flex items-start gap-1 text-status-rejected" role="alert">
              <AlertCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" /> {image.error}
            </p>
            {image.retryable ? (
              <button
                type="button"
                onClick={onRetry}
                className="inline-flex min-h-8 items-center gap-1 justify-self-start rounded-md border border-ink-900/15 bg-white px-2.5 font-semibold text-ink-900 hover:border-ink-900/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ink-900"
                aria-label={`Try uploading ${image.name} again`}
              >
                <RotateCw className="size-3.5" aria-hidden="true" /> Try again
              </button>
            ) : null}
          </>
        )}
      </div>
    </li>
  );
}
