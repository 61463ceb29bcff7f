import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseSubmissionView, writeSubmissionView, type SubmissionView } from './submission-query';

/**
 * The submissions table's view from the URL, and a setter that writes a change back. Any change but
 * a page turn starts again at the first page (a cursor is a place in one filter's order). Typing in
 * the search box replaces the history entry instead of adding one per pause.
 */
export function useSubmissionView() {
  const [params, setParams] = useSearchParams();
  const view = parseSubmissionView(params);
  const update = useCallback(
    (change: Partial<SubmissionView>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const now = parseSubmissionView(current);
          // A page turn brings its own cursor; any other change drops it.
          const next: SubmissionView = { ...now, after: undefined, before: undefined, ...change };
          return writeSubmissionView(current, next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { view, update };
}
