import { MapPin } from 'lucide-react';
import { FACILITIES } from '@shared/constants';
import { cn } from '@/lib/utils';

/** Bundles ship to the Chicago-area (Midwest) facility in Crystal Lake, IL. */
export const BUNDLE_FACILITY = FACILITIES.find((f) => f.key === 'midwest') ?? FACILITIES[1];

/** The facility's mailing address as a card, with the order number line when there is one. */
export function ShippingFacility({ orderNumber, className }: { orderNumber?: string; className?: string }) {
  return (
    <div className={cn('flex gap-4 rounded-lg border border-ink-900/10 bg-white p-4 sm:p-5', className)}>
      <MapPin className="mt-1 size-5 shrink-0 text-gold-600" aria-hidden="true" />
      <div className="grid gap-1 text-sm">
        <p className="font-semibold text-ink-900">
          {BUNDLE_FACILITY.name} · Chicago area
        </p>
        <address className="text-slate-700 not-italic">
          {BUNDLE_FACILITY.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
          {orderNumber !== undefined ? <span className="block font-semibold text-ink-900">Order {orderNumber}</span> : null}
        </address>
      </div>
    </div>
  );
}
