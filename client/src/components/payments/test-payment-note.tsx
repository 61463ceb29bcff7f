import { FlaskConical } from 'lucide-react';
import { PAYMENT_MODE_LABELS, type PaymentMode } from '@shared/constants';

/** Beside any recorded payment a sandbox took: it must never pass for money received. */
export function TestPaymentNote({ mode }: { mode: PaymentMode | null }) {
  if (!mode || mode === 'clover_live') return null;
  return (
    <p className="inline-flex items-center gap-2 rounded-md border border-gold-400/60 bg-gold-100/70 px-3 py-1.5 text-sm font-semibold text-ink-900" data-testid="test-payment">
      <FlaskConical className="size-4 shrink-0 text-gold-600" aria-hidden="true" />
      {PAYMENT_MODE_LABELS[mode]}
    </p>
  );
}
