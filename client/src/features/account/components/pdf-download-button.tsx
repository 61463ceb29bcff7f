import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { downloadSubmissionPdf } from '@/api/submissions/download-submission-pdf';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

// docs/product.md, Errors: the server said no, or the request never got an answer.
export const PDF_FAILED = 'Failed to download PDF. Please try again.';
export const PDF_ERROR = 'Error downloading PDF. Please try again.';

/** A button that runs `download` (a PDF saved as a file), saying so in a toast when it fails. */
export function PdfButton({
  download,
  label,
  srSuffix,
  ...props
}: { download: () => Promise<void>; label: string; srSuffix?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast({ variant: 'destructive', title: 'Download failed', description: error instanceof ApiError ? PDF_FAILED : PDF_ERROR });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} onClick={() => void run()} disabled={busy}>
      <FileDown aria-hidden="true" /> {busy ? 'Downloading...' : label}
      {srSuffix ? <span className="sr-only"> {srSuffix}</span> : null}
    </Button>
  );
}

/** Downloads the submission's packing-slip PDF. */
export function PdfDownloadButton({
  orderNumber,
  label = 'Download PDF',
  ...props
}: { orderNumber: string; label?: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  return <PdfButton {...props} download={() => downloadSubmissionPdf(orderNumber)} label={label} srSuffix={`for order ${orderNumber}`} />;
}
