import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { RefundRetry, RefundState } from '@shared/schemas/refund';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ADMIN_QUERY_KEY } from '../api/signed-in-admin';
import { useRetryRefund } from '../api/retry-refund';
import { pendingRefundNotice, RETRY_OUTCOME_LABELS } from '../lib/pending-refund';

/** Reads the charge's refunds again once the request out with the processor has had its time. */
function useRefreshAt(iso: string | null) {
  const client = useQueryClient();
  useEffect(() => {
    if (!iso) return;
    const timer = setTimeout(() => void client.invalidateQueries({ queryKey: [...ADMIN_QUERY_KEY, 'refunds'] }), Math.max(0, Date.parse(iso) - Date.now()) + 1000);
    return () => clearTimeout(timer);
  }, [client, iso]);
}

/**
 * A refund of this charge left pending (its answer from the card processor was lost): what and since
 * when, and "Ask the card processor again", which re-sends THAT refund with its own key (decision 027),
 * then says what it came to. Kept mounted across the refetch that follows, so the outcome stays said.
 */
export function PendingRefund({ state }: { state: RefundState }) {
  const retry = useRetryRefund();
  const [answer, setAnswer] = useState<RefundRetry | null>(null);
  const notice = pendingRefundNotice(state);
  useRefreshAt(notice?.askAfter ?? null);
  if (!notice && !answer) return null;
  return (
    <div role="status" aria-label="Pending refund" className="grid gap-2 rounded-lg border border-gold-500/40 bg-gold-100 p-3 text-sm text-gold-900">
      {answer ? (
        <p>
          <Badge variant={answer.outcome === 'refunded' ? 'completed' : answer.outcome === 'refused' ? 'rejected' : 'gold'}>{RETRY_OUTCOME_LABELS[answer.outcome]}</Badge> {answer.message}
        </p>
      ) : null}
      {notice ? <p>{notice.text}</p> : null}
      {retry.isError ? <p className="text-status-rejected">{retry.error.message}</p> : null}
      {notice && !notice.askAfter ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          disabled={retry.isPending}
          onClick={() => retry.mutate(notice.refundId, { onSuccess: (result) => setAnswer(result) })}
        >
          {retry.isPending ? 'Asking the card processor…' : 'Ask the card processor again'}
        </Button>
      ) : null}
    </div>
  );
}
