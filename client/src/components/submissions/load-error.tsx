import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** A failed load with the reason and a way to try again (queries never retry by themselves, docs/product.md, Talking to the server). */
export function LoadError({ what, message, onRetry }: { what: string; message?: string; onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-6 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-red-50 text-status-rejected">
        <AlertTriangle className="size-5" aria-hidden="true" />
      </span>
      <p className="font-semibold text-ink-900">We couldn't load {what}.</p>
      {message ? <p className="max-w-md text-sm text-slate-600">{message}</p> : null}
      <Button variant="outline" onClick={onRetry}>
        <RefreshCw aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}
