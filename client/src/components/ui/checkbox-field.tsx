import type { ComponentProps, ReactNode } from 'react';
import { useId } from 'react';

/** A native checkbox with its label beside it and an error under it. */
export function CheckboxField({ label, error, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode; error?: string | undefined }) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 accent-ink-900"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          {...props}
        />
        <label htmlFor={id} className="text-sm leading-relaxed text-ink-800">
          {label}
        </label>
      </div>
      {error ? (
        <p id={`${id}-error`} className="pl-8 text-sm font-medium text-status-rejected">
          {error}
        </p>
      ) : null}
    </div>
  );
}
