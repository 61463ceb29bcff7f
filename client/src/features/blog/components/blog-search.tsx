import { Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '@/components/ui/input';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** 'Search articles...': typed freely, handed on once the typing pauses (the server searches). */
export function BlogSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const [text, setText] = useState(value);
  const settled = useDebouncedValue(text, 300);
  // The address changed by itself (back button, a link), not by our own search: show its search.
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    if (value !== settled.trim()) setText(value);
  }
  useEffect(() => {
    if (settled.trim() !== value) onSearch(settled);
    // Only a pause in typing searches; `value` catching up must not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  return (
    <div role="search" className="relative w-full sm:max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-500" aria-hidden="true" />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder="Search articles..."
        aria-label="Search articles"
        maxLength={100}
        className="pr-10 pl-10 [&::-webkit-search-cancel-button]:hidden"
      />
      {text ? (
        <button
          type="button"
          onClick={() => {
            setText('');
            onSearch('');
          }}
          className="absolute top-1/2 right-2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-500 hover:bg-ink-900/5 hover:text-ink-900"
        >
          <X className="size-4" aria-hidden="true" />
          <span className="sr-only">Clear search</span>
        </button>
      ) : null}
    </div>
  );
}
