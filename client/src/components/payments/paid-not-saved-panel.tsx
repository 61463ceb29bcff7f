import { formatUsd } from '@shared/pricing';
import { Button } from '@/components/ui/button';
import type { ApprovedPayment } from '@/api/payments/process-payment';

/**
 * The card was charged but the submission was not saved yet (or is being saved). The charge is
 * kept on the server; trying again attaches the same charge, never a second one.
 */
export function PaidNotSavedPanel({
  charge,
  amountCents,
  error,
  saving,
  onRetry,
  onBack,
}: {
  charge: ApprovedPayment;
  amountCents: number;
  error: string | null;
  saving: boolean;
  onRetry: () => void;
  onBack: () => void;
}) {
  return (
    <div className="grid gap-4 rounded-xl border border-ink-900/10 bg-paper-50 p-6">
      <p className="text-sm text-ink-900">
        Your payment of <strong>{formatUsd(amountCents)}</strong> was approved (card ending {charge.cardLast4}, transaction {charge.transactionId}).
      </p>
      {saving ? (
        <p role="status" className="text-sm text-slate-700">
          Saving your submission...
        </p>
      ) : null}
      {error && !saving ? (
        <p role="alert" className="rounded-md border border-status-rejected/30 bg-red-50 px-4 py-3 text-sm font-medium text-status-rejected">
          We could not save your submission: {error} You will not be charged again: try again, or go back to correct the form.
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button variant="outline" onClick={onBack} disabled={saving}>
          Back to Form
        </Button>
        <Button variant="gold" onClick={onRetry} disabled={saving}>
          {saving ? 'Saving...' : 'Try Again'}
        </Button>
      </div>
    </div>
  );
}
