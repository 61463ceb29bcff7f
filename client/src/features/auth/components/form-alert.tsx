import { AlertCircle } from 'lucide-react';

/** A form-level error under the fields; announced to screen readers as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <div role="alert" aria-live="assertive">
      {message ? (
        <p className="flex items-start gap-2 rounded-md border border-status-rejected/25 bg-red-50 px-3.5 py-3 text-sm font-medium text-status-rejected">
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {message}
        </p>
      ) : null}
    </div>
  );
}
