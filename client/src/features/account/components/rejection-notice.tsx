import { rejectionWords } from '@shared/rejection';
import type { Submission } from '@shared/schemas/submission';

/**
 * Why a rejected submission was rejected, in the kind's words (shared/rejection.ts), whether its items
 * were examined, the authenticators' message when they wrote one, and the refund once it was made.
 */
export function RejectionNotice({ submission: s }: { submission: Submission }) {
  const words = rejectionWords(s.rejectionKind, s.quantity);
  return (
    <div role="note" aria-label="Why this submission was rejected" className="rounded-xl border border-status-rejected/30 bg-red-50/60 p-5 text-sm text-slate-700">
      <p className="font-semibold text-status-rejected">{words.headline}</p>
      {words.examined ? <p className="mt-1">{words.examined}</p> : null}
      {s.rejectionReason ? (
        <div className="mt-3">
          <p className="font-medium text-ink-900">Message from our authenticators</p>
          <p className="mt-0.5 whitespace-pre-line">{s.rejectionReason}</p>
        </div>
      ) : null}
      {s.paymentStatus === 'refunded' ? <p className="mt-3">What you paid for it has been refunded.</p> : null}
    </div>
  );
}
