import type { SubmissionStatus } from '@shared/constants';
import { Badge } from '@/components/ui/badge';
import { statusLabel } from '@/lib/submission-format';

/** Completed green, processing blue, pending gray, rejected red; capitalised (docs/product.md, Statuses). */
export function StatusBadge({ status }: { status: SubmissionStatus }) {
  return (
    <Badge variant={status}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {statusLabel(status)}
    </Badge>
  );
}
