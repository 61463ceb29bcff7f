import { Copy, KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { AccountCertificate, TransferStarted } from '@shared/schemas/certificate-holders';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { formatDate } from '@/lib/submission-format';
import { useStartTransfer } from '../api/start-transfer';

/**
 * Transfer: the holder asks for a one-time code to give the buyer with the number. The code is shown
 * here once (the server keeps only its hash); asking again replaces it.
 */
export function TransferDialog({ certificate, onClose }: { certificate: AccountCertificate | null; onClose: () => void }) {
  const start = useStartTransfer();
  const [started, setStarted] = useState<TransferStarted | null>(null);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    setStarted(null);
    setError(null);
    onClose();
  };

  const create = async () => {
    if (!certificate) return;
    setError(null);
    try {
      setStarted(await start.mutateAsync(certificate.certificateNumber));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : 'The code could not be created. Please try again.');
    }
  };

  const copy = async () => {
    if (!started || !certificate) return;
    try {
      await navigator.clipboard.writeText(`Certificate ${certificate.certificateNumber}\nTransfer code ${started.code}`);
      toast({ title: 'Number and code copied' });
    } catch {
      toast({ variant: 'destructive', title: 'Could not copy', description: 'Select the code and copy it.' });
    }
  };

  return (
    <Dialog open={certificate !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Transfer certificate</DialogTitle>
          <DialogDescription>
            {certificate ? (
              <>
                <span className="font-mono font-semibold text-ink-900">{certificate.certificateNumber}</span> · {certificate.item}
              </>
            ) : null}
          </DialogDescription>
        </DialogHeader>
        {started ? (
          <div className="grid gap-4">
            <p className="text-sm text-slate-700">
              Give the buyer this code with the certificate number. They enter both at <span className="font-semibold">My Account → Receive a certificate</span>.
              Once they do, the certificate is theirs: it leaves your account and verification asks for their last name.
            </p>
            <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-gold-500/50 bg-gold-100 px-4 py-3">
              <span className="font-mono text-2xl font-semibold tracking-widest text-ink-900" aria-label={`Transfer code ${started.code.split('').join(' ')}`}>
                {started.code}
              </span>
              <Button variant="outline" size="sm" onClick={() => void copy()}>
                <Copy aria-hidden="true" /> Copy
              </Button>
            </div>
            <p className="text-sm text-slate-600">
              Valid until {formatDate(started.expiresAt)}. This is the only time it is shown: write it down or copy it now. You can cancel it until the buyer uses it.
            </p>
            <Button variant="primary" className="justify-self-end" onClick={close}>
              Done
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <p className="text-sm text-slate-700">
              Selling the item? Create a one-time code for the buyer. Whoever enters it with the number becomes the holder, so give it only to your buyer.
              {certificate?.transferExpiresAt ? ' A new code replaces the one you created before.' : ''}
            </p>
            {error ? (
              <p role="alert" className="text-sm font-medium text-status-rejected">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={close}>
                Not now
              </Button>
              <Button variant="primary" onClick={() => void create()} disabled={start.isPending}>
                <KeyRound aria-hidden="true" /> {start.isPending ? 'Creating...' : 'Create transfer code'}
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
