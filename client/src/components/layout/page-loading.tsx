/** Shown in the content area while a page's code is fetched; quiet, so fast loads do not flash. */
export function PageLoading() {
  return (
    <div className="flex flex-1 items-center justify-center py-32" role="status">
      <span className="flex items-center gap-3 text-sm text-slate-600 opacity-0 [animation:fade-in_200ms_ease-out_400ms_forwards]">
        <span className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-ink-900 motion-reduce:animate-none" aria-hidden="true" />
        Loading…
      </span>
    </div>
  );
}
