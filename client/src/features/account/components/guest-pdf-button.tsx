import type { ButtonProps } from '@/components/ui/button';
import { downloadGuestDocument, type GuestDocument } from '../api/download-guest-document';
import { PdfButton } from './pdf-download-button';

/** Downloads one of the PDFs a guest link opens (the token in a header), saying so when it fails. */
export function GuestPdfButton({
  token,
  document,
  fallbackName,
  label,
  ...props
}: { token: string; document: GuestDocument; fallbackName: string; label: string } & Omit<ButtonProps, 'onClick' | 'children'>) {
  return <PdfButton {...props} download={() => downloadGuestDocument(token, document, fallbackName)} label={label} />;
}
