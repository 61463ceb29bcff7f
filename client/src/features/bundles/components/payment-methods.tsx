import { CreditCard, Lock } from 'lucide-react';

const BRANDS = ['Visa', 'Mastercard', 'American Express', 'Discover'] as const;

/**
 * How a bundle is paid: by card only, through Clover. (The product's list also names PayPal and Venmo,
 * which this product does not accept, so they are not offered.)
 */
export function PaymentMethods() {
  return (
    <div className="grid gap-3 border-t border-white/15 pt-5">
      <h4 className="text-xs font-semibold tracking-[0.2em] text-mist-200 uppercase">Payment</h4>
      <p className="flex items-center gap-2 text-sm font-medium text-white">
        <CreditCard className="size-4 text-gold-300" aria-hidden="true" /> Credit or debit card
      </p>
      <ul className="flex flex-wrap gap-1.5" aria-label="Accepted cards">
        {BRANDS.map((brand) => (
          <li key={brand} className="rounded border border-white/20 px-2 py-0.5 text-[0.6875rem] font-semibold tracking-wide text-mist-100">
            {brand}
          </li>
        ))}
      </ul>
      <p className="flex gap-2 text-xs leading-relaxed text-mist-200">
        <Lock className="mt-0.5 size-3.5 shrink-0 text-gold-300" aria-hidden="true" />
        Payments are handled by Clover, a card payment provider: your card details go to Clover and never touch our servers.
      </p>
    </div>
  );
}
