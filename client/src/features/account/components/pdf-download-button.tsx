import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { downloadSubmissionPdf } from '@/api/submissions/download-submission-pdf';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

// docs/product.md, Errors: the server said no, or the request never got an answer.
export const PDF_FAILED = 'Failed to download PDF. Please try again.';
export const PDF_ERROR = 'Error downloading PDF. Please try again.';

/** Downloads the submission's packing-slip PDF, saying so in a toast when it fails. */
export function PdfDownloadButton({
  orderNumber,
  label = 'Download PDF',
  ...props
}: { orderNumber: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSubmissionPdf(orderNumber);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Download failed', description: error instanceof ApiError ? PDF_FAILED : PDF_ERROR });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} onClick={() => void download()} disabled={busy}>
      <FileDown aria-hidden="true" /> {busy ? 'Downloading...' : label}
      <span className="sr-only"> for order {orderNumber}</span>
    </Button>
  );
}
