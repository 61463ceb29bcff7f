import { TEST_CARDS } from '@shared/schemas/payment';

/**
 * Shown whenever payments are not live: the built-in sandbox (with the card numbers it approves and
 * declines) or Clover's own sandbox environment (which takes Clover's test cards).
 */
export function TestCardHint({ mode }: { mode: 'sandbox' | 'clover' }) {
  const group = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
  return (
    <div className="rounded-md border border-gold-400/50 bg-gold-100/60 px-4 py-3 text-sm text-ink-900" data-testid="test-mode">
      <p className="font-semibold">Test mode: no real card is charged.</p>
      {mode === 'clover' ? (
        <p className="mt-1">Payments go to Clover&apos;s sandbox environment: use one of Clover&apos;s test cards.</p>
      ) : (
        <p className="mt-1">
          Use card <span className="font-mono font-semibold">{group(TEST_CARDS.approved)}</span> with any future expiry date, any 3-digit CVV and any
          ZIP. <span className="font-mono">{group(TEST_CARDS.declined)}</span> is declined.
        </p>
      )}
    </div>
  );
}
