/**
 * What the submissions table and cards say when a page is empty: no match at all, or a shared link
 * that points past the end of a list that does have matches (the pager offers First then).
 */
export function SubmissionsEmpty({ beyondEnd, className }: { beyondEnd: boolean; className?: string }) {
  return (
    <div className={className}>
      <p className="font-semibold text-ink-900">{beyondEnd ? 'No more submissions on this page' : 'No submissions match these filters'}</p>
      <p className="mt-1 text-sm text-slate-600">
        {beyondEnd ? 'The list has moved on since this address was made: go back to the first page.' : 'Try another status or service type, or clear the search.'}
      </p>
    </div>
  );
}
