import { Images, PencilLine } from 'lucide-react';
import type { Submission } from '@shared/schemas/submission';
import { StatusBadge } from '@/components/submissions/status-badge';
import { TestPaymentBadge } from '@/components/submissions/test-payment-badge';
import { Button } from '@/components/ui/button';
import { athleteName, formatDate, hasSubmissionPdf, serviceTypeLabel } from '@/lib/submission-format';
import type { ImageSet } from './image-viewer';
import { PdfDownloadAction } from './pdf-download-action';

const cell = 'px-3 py-3 align-top';

/** One row of All Submissions, the columns of spec 02, 2.7. */
export function SubmissionRow({ s, onUpdate, onImages }: { s: Submission; onUpdate: (s: Submission) => void; onImages: (images: ImageSet) => void }) {
  const images = s.imageUrls.length;
  return (
    <tr className="border-t border-ink-900/8 hover:bg-paper-100/60">
      <th scope="row" className={`${cell} text-left font-mono text-xs font-semibold whitespace-nowrap text-ink-900`}>
        {s.orderNumber}
      </th>
      <td className={`${cell} font-medium whitespace-nowrap text-ink-900`}>{s.fullName}</td>
      <td className={cell}>
        <a
          href={`mailto:${s.email}`}
          title={s.email}
          className="block max-w-52 truncate text-ink-900 underline decoration-gold-500 underline-offset-2 hover:decoration-ink-900"
        >
          {s.email}
        </a>
      </td>
      <td className={`${cell} max-w-48 min-w-36`}>
        <span className="line-clamp-2" title={s.item}>
          {s.item}
        </span>
      </td>
      <td className={`${cell} whitespace-nowrap`}>{athleteName(s.athlete)}</td>
      <td className={`${cell} whitespace-nowrap`}>{serviceTypeLabel(s)}</td>
      <td className={cell}>
        {images > 0 ? (
          <Button
            variant="ghost"
            size="sm"
            className="-ml-2"
            onClick={() => onImages({ urls: s.imageUrls, caption: `Order ${s.orderNumber} · ${s.item}` })}
          >
            <Images aria-hidden="true" /> {images}
            <span className="sr-only"> {images === 1 ? 'image' : 'images'} of submission {s.orderNumber}</span>
          </Button>
        ) : (
          <span className="text-slate-500">None</span>
        )}
      </td>
      <td className={cell}>
        <span className="flex flex-col items-start gap-1.5">
          <StatusBadge status={s.status} />
          <TestPaymentBadge submission={s} />
        </span>
      </td>
      <td className={`${cell} whitespace-nowrap`}>
        <time dateTime={s.submissionDate}>{formatDate(s.submissionDate)}</time>
      </td>
      <td className={cell}>
        <span className="flex gap-2">
          <Button size="sm" onClick={() => onUpdate(s)}>
            <PencilLine aria-hidden="true" /> Update<span className="sr-only"> submission {s.orderNumber}</span>
          </Button>
          {hasSubmissionPdf(s) ? <PdfDownloadAction orderNumber={s.orderNumber} /> : null}
        </span>
      </td>
    </tr>
  );
}
