import { Mail } from 'lucide-react';
import { LoadError } from '@/components/submissions/load-error';
import { Badge } from '@/components/ui/badge';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDateTime } from '@/lib/submission-format';
import { PAYMENT_MODE_LABELS } from '@shared/constants';
import { formatUsd } from '@shared/pricing';
import { useUnattachedPayments, type UnattachedPayment } from '../api/get-unattached-payments';
import { RefundButton } from './refund-dialog';

function PaymentRow({ p }: { p: UnattachedPayment }) {
  return (
    <li className="grid gap-2 px-6 py-4 sm:grid-cols-[7rem_1fr_auto] sm:items-center sm:gap-6 sm:px-8">
      <span className="font-display text-xl font-semibold tracking-wide text-ink-900">
        {formatUsd(p.amountCents)}
        {p.currency !== 'USD' ? <span className="ml-1 text-xs text-slate-500">{p.currency}</span> : null}
      </span>
      <div className="grid min-w-0 gap-0.5 text-sm">
        <span className="font-semibold text-ink-900">{p.customerName ?? 'Unknown customer'}</span>
        {p.customerEmail ? (
          <a href={`mailto:${p.customerEmail}`} className="inline-flex w-fit items-center gap-1.5 break-all text-ink-900 underline decoration-gold-500 underline-offset-2">
            <Mail className="size-3.5 shrink-0" aria-hidden="true" /> {p.customerEmail}
          </a>
        ) : null}
        <span className="text-slate-600">
          {formatDateTime(p.createdAt)} · Reference <span className="font-mono">{p.orderReference}</span>
          {p.cardLast4 ? ` · card •••• ${p.cardLast4}` : ''}
        </span>
      </div>
      <span className="flex flex-wrap gap-2 sm:justify-end">
        <Badge variant={p.testPayment ? 'gold' : 'neutral'}>{p.testPayment ? 'Test payment' : PAYMENT_MODE_LABELS[p.mode]}</Badge>
        <RefundButton paymentId={p.id} />
      </span>
    </li>
  );
}

/** Charges whose submission was never created: someone must follow up with the customer. */
export function UnattachedPayments() {
  const query = useUnattachedPayments();
  let body;
  if (query.isPending) {
    body = (
      <div className="grid gap-3 px-6 py-6 sm:px-8" role="status" aria-label="Loading unattached payments">
        <Skeleton className="h-12" />
        <Skeleton className="h-12" />
      </div>
    );
  } else if (!query.data) {
    body = <LoadError what="unattached payments" message={query.error?.message} onRetry={() => void query.refetch()} />;
  } else if (query.data.length === 0) {
    body = <p className="px-6 py-8 text-sm text-slate-600 sm:px-8">None: every approved charge has its submission.</p>;
  } else {
    body = (
      <ul className="divide-y divide-ink-900/8">
        {query.data.map((p) => (
          <PaymentRow key={p.id} p={p} />
        ))}
      </ul>
    );
  }
  return (
    <Card>
      <CardHeader className="pb-4 sm:pb-5">
        <CardTitle className="text-xl">Unattached payments</CardTitle>
        <CardDescription>Charges approved by the card processor that pay for nothing: the submission was never created, or the invoice was cancelled before the charge was recorded. Contact the customer to complete or refund them.</CardDescription>
      </CardHeader>
      <div className="border-t border-ink-900/8">{body}</div>
    </Card>
  );
}
