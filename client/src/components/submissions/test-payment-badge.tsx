import { FlaskConical } from 'lucide-react';
import { PAYMENT_MODE_LABELS } from '@shared/constants';
import type { Submission } from '@shared/schemas/submission';
import { Badge } from '@/components/ui/badge';

/** "Test payment" beside a payment a sandbox took: it must never pass for money received. */
export function TestPaymentBadge({ submission }: { submission: Pick<Submission, 'testPayment' | 'paymentMode'> }) {
  if (!submission.testPayment || !submission.paymentMode) return null;
  return (
    <Badge variant="gold" title={PAYMENT_MODE_LABELS[submission.paymentMode]} data-testid="test-payment">
      <FlaskConical className="size-3" aria-hidden="true" /> Test payment
    </Badge>
  );
}
