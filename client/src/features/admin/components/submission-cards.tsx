import { Images, PencilLine } from 'lucide-react';
import type { Submission } from '@shared/schemas/submission';
import { StatusBadge } from '@/components/submissions/status-badge';
import { TestPaymentBadge } from '@/components/submissions/test-payment-badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { athleteName, formatDate, hasSubmissionPdf, serviceTypeLabel } from '@/lib/submission-format';
import type { ImageSet } from './image-viewer';
import { PdfDownloadAction } from './pdf-download-action';
import { SubmissionsEmpty } from './submissions-empty';

/**
 * All Submissions on a phone: the table's columns stacked as one card per submission, so nothing
 * needs sideways scrolling. The table takes over from the md breakpoint.
 */
export function SubmissionCards({
  items,
  beyondEnd,
  onOpen,
  onImages,
}: {
  items: Submission[] | null;
  /** The filters match submissions, but not on this page (a link past the end of the list). */
  beyondEnd: boolean;
  onOpen: (id: number) => void;
  onImages: (images: ImageSet) => void;
}) {
  if (items === null) {
    return (
      <div className="grid gap-3 p-4" aria-hidden="true">
        <Skeleton className="h-36" />
        <Skeleton className="h-36" />
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <SubmissionsEmpty beyondEnd={beyondEnd} className="px-6 py-12 text-center" />
    );
  }
  return (
    <ul className="divide-y divide-ink-900/8" aria-label="Submissions">
      {items.map((s) => (
        <li key={s.id} className="grid gap-3 px-5 py-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-mono text-sm font-semibold text-ink-900">{s.orderNumber}</span>
            <span className="flex flex-wrap gap-1.5">
              <StatusBadge status={s.status} />
              <TestPaymentBadge submission={s} />
            </span>
          </div>
          <div className="grid gap-0.5 text-sm">
            <span className="font-semibold text-ink-900">{s.item}</span>
            <span className="text-slate-600">
              {athleteName(s.athlete)} · {serviceTypeLabel(s)} · {formatDate(s.submissionDate)}
            </span>
            <span className="text-slate-700">
              {s.fullName} ·{' '}
              <a href={`mailto:${s.email}`} className="break-all underline decoration-gold-500 underline-offset-2">
                {s.email}
              </a>
            </span>
          </div>
          <div className="flex flex-wrap gap-2">
            <Button size="sm" onClick={() => onOpen(s.id)}>
              <PencilLine aria-hidden="true" /> Update<span className="sr-only"> submission {s.orderNumber}</span>
            </Button>
            {s.imageUrls.length > 0 ? (
              <Button variant="outline" size="sm" onClick={() => onImages({ urls: s.imageUrls, caption: `Order ${s.orderNumber} · ${s.item}` })}>
                <Images aria-hidden="true" /> {s.imageUrls.length}
                <span className="sr-only"> {s.imageUrls.length === 1 ? 'image' : 'images'} of submission {s.orderNumber}</span>
              </Button>
            ) : null}
            {hasSubmissionPdf(s) ? <PdfDownloadAction orderNumber={s.orderNumber} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
