import { toast, type ToastVariant } from '@/components/ui/use-toast';

/**
 * Shows one of the product's messages as a toast. Some are written 'Title: description' ('Upload
 * Failed: Failed to upload image. Please try again.'): those are split at the first colon, the
 * others become the title alone.
 */
export function toastMessage(message: string, variant: ToastVariant = 'default'): void {
  const at = message.indexOf(': ');
  if (at > 0 && at <= 30) toast({ variant, title: message.slice(0, at), description: message.slice(at + 2) });
  else toast({ variant, title: message });
}
