import { Receipt } from 'lucide-react';
import type { Submission } from '@shared/schemas/submission';
import { Button, type ButtonProps } from '@/components/ui/button';
import { hasCardReceipt } from '@/lib/submission-format';

export const receiptPdfUrl = (orderNumber: string) => `/api/submissions/${encodeURIComponent(orderNumber)}/receipt/pdf`;

/** The receipt of the card payment made with the submission (Quick Opinion, Bundle); none otherwise. */
export function ReceiptLink({ submission: s, ...props }: { submission: Submission } & Pick<ButtonProps, 'variant' | 'size'>) {
  if (!hasCardReceipt(s)) return null;
  return (
    <Button asChild {...props}>
      <a href={receiptPdfUrl(s.orderNumber)} download={`Receipt_${s.orderNumber}.pdf`}>
        <Receipt aria-hidden="true" /> Download Receipt<span className="sr-only"> for order {s.orderNumber}</span>
      </a>
    </Button>
  );
}
