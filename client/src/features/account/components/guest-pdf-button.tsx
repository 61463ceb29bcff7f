import { FileDown } from 'lucide-react';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api-client';
import { downloadGuestDocument, type GuestDocument } from '../api/download-guest-document';
import { PDF_ERROR, PDF_FAILED } from './pdf-download-button';

/** Downloads one of the PDFs a guest link opens (the token in a header), saying so when it fails. */
export function GuestPdfButton({
  token,
  document,
  fallbackName,
  label,
  ...props
}: { token: string; document: GuestDocument; fallbackName: string; label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await downloadGuestDocument(token, document, fallbackName);
    } catch (error) {
      toast({ variant: 'destructive', title: 'Download failed', description: error instanceof ApiError ? PDF_FAILED : PDF_ERROR });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button {...props} onClick={() => void download()} disabled={busy}>
      <FileDown aria-hidden="true" /> {busy ? 'Downloading...' : label}
    </Button>
  );
}
