import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { parseSubmissionView, writeSubmissionView, type SubmissionView } from './submission-query';

/**
 * The submissions table's view from the URL, and a setter that writes a change back. Any change but
 * a page turn starts again at page 1 (page 4 of another filter means nothing). Typing in the search
 * box replaces the history entry instead of adding one per pause.
 */
export function useSubmissionView() {
  const [params, setParams] = useSearchParams();
  const view = parseSubmissionView(params);
  const update = useCallback(
    (change: Partial<SubmissionView>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const now = parseSubmissionView(current);
          const next: SubmissionView = { ...now, ...change };
          if (change.page === undefined) next.page = 1;
          return writeSubmissionView(current, next);
        },
        { replace: options.replace ?? false },
      );
    },
    [setParams],
  );
  return { view, update };
}
