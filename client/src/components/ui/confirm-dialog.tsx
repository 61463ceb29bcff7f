import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { buttonVariants } from './button-variants';

/**
 * A yes/no question before something that cannot be undone (deleting an item or a post), as an
 * alert dialog: focus starts on Cancel, Esc cancels, and the page behind is inert.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  pendingLabel = 'Deleting...',
  variant = 'destructive',
  pending = false,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  /** The confirm button while `pending`. */
  pendingLabel?: string;
  /** Destructive for a deletion; primary for a step that is final but not a loss (issuing an invoice). */
  variant?: 'destructive' | 'primary';
  pending?: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-950/70 backdrop-blur-[2px]" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border border-ink-900/10 bg-white p-6 text-ink-900 shadow-2xl">
          <AlertDialog.Title className="font-display text-xl font-semibold tracking-wide uppercase">{title}</AlertDialog.Title>
          {description ? <AlertDialog.Description className="text-sm text-slate-600">{description}</AlertDialog.Description> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonVariants({ variant: 'outline' })}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonVariants({ variant })}
              disabled={pending}
              onClick={(event) => {
                // The caller closes the dialog once the deletion has answered.
                event.preventDefault();
                onConfirm();
              }}
            >
              {pending ? pendingLabel : confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
