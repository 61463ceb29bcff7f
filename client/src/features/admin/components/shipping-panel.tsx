import type { Submission } from '@shared/schemas/submission';
import { Skeleton } from '@/components/ui/skeleton';
import { useAdminShipping } from '../api/get-shipping';
import { InvoiceSection } from './invoice-section';
import { ParcelSection } from './parcel-section';
import { ReturnSection } from './return-section';

/** The shipping steps after the form (decision 015), in the admin's dialog: parcel in, invoice, parcel out. */
export function ShippingPanel({ submission, onStep }: { submission: Submission; onStep: () => Promise<unknown> }) {
  const query = useAdminShipping(submission.id, true);
  if (query.isError) return <p className="text-sm text-slate-600">The shipping and invoice could not be loaded: {query.error.message}</p>;
  if (!query.data) return <Skeleton className="h-24" />;
  return (
    <div className="grid gap-5 [&>*+*]:border-t [&>*+*]:border-ink-900/10 [&>*+*]:pt-4">
      <ParcelSection submission={submission} view={query.data} onStep={onStep} />
      <InvoiceSection submission={submission} view={query.data} onStep={onStep} />
      <ReturnSection submission={submission} view={query.data} onStep={onStep} />
    </div>
  );
}
