import { useRef, useState } from 'react';
import type { DuplicateOf } from '@shared/schemas/submission';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

const ago = (minutes: number) => (minutes < 1 ? 'less than a minute ago' : `${minutes} minute${minutes === 1 ? '' : 's'} ago`);

/**
 * "Submit again?": asked when the server finds the same items from the same customer within ten
 * minutes (POST /api/submissions's 409, or the card checkouts' check before charging). `ask` resolves
 * true for "Submit again", false for Cancel; `dialog` goes in the checkout's tree.
 */
export function useSubmitAgain() {
  const [asking, setAsking] = useState<DuplicateOf | null>(null);
  const answer = useRef<((confirmed: boolean) => void) | null>(null);
  const settle = (confirmed: boolean) => {
    answer.current?.(confirmed);
    answer.current = null;
    setAsking(null);
  };
  const ask = (duplicateOf: DuplicateOf) =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setAsking(duplicateOf);
    });
  const dialog = (
    <ConfirmDialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) settle(false);
      }}
      title="Submit again?"
      description={
        asking ? (
          <>
            You sent these items {ago(asking.minutesAgo)} (order <strong className="font-semibold whitespace-nowrap text-ink-900">{asking.orderNumber}</strong>). Submit them
            again as a new order?
          </>
        ) : null
      }
      confirmLabel="Submit again"
      variant="primary"
      onConfirm={() => settle(true)}
    />
  );
  return { ask, dialog };
}
