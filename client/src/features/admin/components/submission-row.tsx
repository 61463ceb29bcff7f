import { Images, PencilLine } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import type { Submission } from '@shared/schemas/submission';
import { StatusBadge } from '@/components/submissions/status-badge';
import { TestPaymentBadge } from '@/components/submissions/test-payment-badge';
import { Button } from '@/components/ui/button';
import { athleteName, formatDate, hasSubmissionPdf, serviceTypeLabel } from '@/lib/submission-format';
import type { ImageSet } from './image-viewer';
import { PdfDownloadAction } from './pdf-download-action';

const cell = 'px-2 py-3 align-top';

/** A click or Enter on the row itself, not on one of its links or buttons (they do their own thing). */
const onRowItself = (event: MouseEvent | KeyboardEvent) => !(event.target as HTMLElement).closest('a, button, input, select, textarea');

/**
 * One row of the submissions table, the columns of docs/product.md, Pages, the actions first. A click on the
 * row, or Enter when it has the focus, opens the submission like its Update button.
 */
export function SubmissionRow({ s, onOpen, onImages }: { s: Submission; onOpen: (id: number) => void; onImages: (images: ImageSet) => void }) {
  const images = s.imageUrls.length;
  return (
    <tr
      className="group cursor-pointer border-t border-ink-900/8 hover:bg-paper-100/60 focus-visible:outline-2 focus-visible:-outline-offset-2"
      tabIndex={0}
      onClick={(event) => onRowItself(event) && onOpen(s.id)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !onRowItself(event)) return;
        // Else the same key press would also press the button the opening dialog focuses (its Close).
        event.preventDefault();
        onOpen(s.id);
      }}
    >
      <td className={`${cell} sticky left-0 z-10 bg-white shadow-[1px_0_0_0_rgba(11,18,32,0.1)] group-hover:bg-paper-50`}>
        <span className="flex gap-2">
          <Button size="sm" onClick={() => onOpen(s.id)}>
            <PencilLine aria-hidden="true" /> Update<span className="sr-only"> submission {s.orderNumber}</span>
          </Button>
          {hasSubmissionPdf(s) ? <PdfDownloadAction orderNumber={s.orderNumber} /> : null}
        </span>
      </td>
      <th scope="row" className={`${cell} text-left font-mono text-xs font-semibold whitespace-nowrap text-ink-900`}>
        {s.orderNumber}
      </th>
      <td className={`${cell} max-w-32 min-w-24 font-medium text-ink-900`}>{s.fullName}</td>
      <td className={cell}>
        <a
          href={`mailto:${s.email}`}
          title={s.email}
          className="block max-w-32 truncate text-ink-900 underline decoration-gold-500 underline-offset-2 hover:decoration-ink-900"
        >
          {s.email}
        </a>
      </td>
      <td className={`${cell} max-w-36 min-w-28`}>
        <span className="line-clamp-2" title={s.item}>
          {s.item}
        </span>
      </td>
      <td className={`${cell} min-w-20`}>{athleteName(s.athlete)}</td>
      <td className={`${cell} min-w-20`}>{serviceTypeLabel(s)}</td>
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
    </tr>
  );
}
