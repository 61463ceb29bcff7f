import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { downloadSubmissionPdf } from '@/api/submissions/download-submission-pdf';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';

/** Download PDF for a mailed-in submission, with the three toasts of docs/product.md, Errors. */
export function PdfDownloadAction({ orderNumber }: { orderNumber: string }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadSubmissionPdf(orderNumber);
      toast({ title: 'PDF Downloaded', description: `PDF for submission ${orderNumber} downloaded successfully.` });
    } catch (error) {
      // A refused answer and an unreachable server are told apart, as docs/product.md words them.
      if (error instanceof ApiError) toast({ variant: 'destructive', title: 'Download Failed', description: 'Could not download the PDF. Please try again.' });
      else toast({ variant: 'destructive', title: 'Download Error', description: 'There was an error downloading the PDF.' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      <FileDown aria-hidden="true" /> PDF<span className="sr-only"> of submission {orderNumber}</span>
    </Button>
  );
}
