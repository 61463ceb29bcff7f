import type { AccountSubmission } from '@shared/schemas/submission-list';
import { Badge } from '@/components/ui/badge';
import { StatusBadge } from '@/components/submissions/status-badge';

/**
 * The order's state as the customer reads it: an order with an invoice still to pay is not done,
 * whatever the examination's status, so it says "Payment due" (red once overdue) instead.
 */
export function OrderStatusBadge({ submission }: { submission: Pick<AccountSubmission, 'status' | 'invoiceDue'> }) {
  const due = submission.invoiceDue;
  if (!due) return <StatusBadge status={submission.status} />;
  return (
    <Badge variant={due.overdue ? 'rejected' : 'gold'}>
      <span className="size-1.5 rounded-full bg-current" aria-hidden="true" />
      {due.overdue ? 'Payment overdue' : 'Payment due'}
    </Badge>
  );
}
