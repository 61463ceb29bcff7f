import { useState } from 'react';
import { ITEM_TITLE_MAX } from '@shared/item-title';
import type { AdminSubmissionDetails } from '@shared/schemas/admin';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useSetItemTitle } from '../api/set-item-title';

type Item = AdminSubmissionDetails['items'][number];

/** One item's title: editable until its certificate is issued, then shown as printed. */
function ItemTitle({ submissionId, item, n, certified }: { submissionId: number; item: Item; n: number; certified: boolean }) {
  const [title, setTitle] = useState(item.title);
  const [error, setError] = useState<string | null>(null);
  // Said next to the field: a toast behind the open dialog would go unseen by screen readers.
  const [saved, setSaved] = useState(false);
  const save = useSetItemTitle();
  const id = `item-title-${item.id}`;

  const submit = async () => {
    setError(null);
    setSaved(false);
    try {
      const details = await save.mutateAsync({ submissionId, itemId: item.id, title });
      setTitle(details.items.find((i) => i.id === item.id)?.title ?? title);
      setSaved(true);
    } catch (err) {
      const message = err instanceof ApiError ? (err.fieldErrors.title ?? err.message) : 'The title could not be saved. Please try again.';
      setError(message);
    }
  };

  if (certified) {
    return (
      <li className="grid gap-0.5 text-sm">
        <span className="text-xs font-semibold tracking-wide text-slate-600 uppercase">Item {n}</span>
        <span className="text-ink-900">{item.title}</span>
        <span className="text-xs text-slate-600">On its certificate: it can no longer change.</span>
      </li>
    );
  }
  return (
    <li>
      <form
        className="grid gap-1.5"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <label htmlFor={id} className="text-sm font-medium text-ink-900">
          Item {n} title
        </label>
        <div className="flex flex-wrap gap-2">
          <Input
            id={id}
            value={title}
            maxLength={ITEM_TITLE_MAX}
            onChange={(e) => {
              setTitle(e.target.value);
              setSaved(false);
            }}
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
            className="min-w-0 flex-1"
          />
          <Button type="submit" variant="outline" disabled={save.isPending || title.trim() === item.title}>
            {save.isPending ? 'Saving...' : 'Save'}
            <span className="sr-only"> the title of item {n}</span>
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className="text-sm font-medium text-status-rejected">
            {error}
          </p>
        ) : null}
        <p role="status" className="text-xs text-slate-600">
          {saved ? 'Saved: the certificate will carry this title.' : null}
        </p>
      </form>
    </li>
  );
}

/**
 * The titles printed as ITEM on the certificates, made from athlete and type, which the admin may
 * reword before completing (e.g. "Michael Jordan signed 1997 Bulls home jersey"). A Quick Opinion
 * has no certificate, so no titles.
 */
export function ItemTitles({ details }: { details: AdminSubmissionDetails }) {
  if (details.serviceType === 'quick_opinion') return null;
  const certified = new Set(details.certificates.map((c) => c.itemId));
  return (
    <fieldset className="grid gap-3 rounded-lg border border-ink-900/10 p-4">
      <legend className="px-1 text-sm font-semibold text-ink-900">Titles on the certificates</legend>
      <ol className="grid gap-3">
        {details.items.map((item, n) => (
          <ItemTitle key={item.id} submissionId={details.id} item={item} n={n + 1} certified={certified.has(item.id)} />
        ))}
      </ol>
    </fieldset>
  );
}
