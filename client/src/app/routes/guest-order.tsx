import { useParams } from 'react-router';
import { GuestOrderScreen } from '@/features/account/components/guest-order';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLinkToken } from '@/hooks/use-link-token';

/** /orders/{orderNumber}#token=…: where a guest's invoice and confirmation e-mails lead (decision 034). */
export function GuestOrderPage() {
  const orderNumber = (useParams().orderNumber ?? '').toUpperCase();
  useDocumentTitle(`Order ${orderNumber}`);
  // Taken out of the address bar at once; sent only in a header.
  const token = useLinkToken();
  return <GuestOrderScreen key={orderNumber} orderNumber={orderNumber} token={token} />;
}
