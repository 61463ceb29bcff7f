import type { Submission } from '@shared/schemas/submission';
import { completionEstimate, formatDate } from '@/lib/submission-format';
import { Missing } from './field-list';

/** The completion date; while under way 'Pending' with the usual turnaround; a rejected one never completes. */
export function CompletionDate({ submission: s }: { submission: Pick<Submission, 'completionDate' | 'status' | 'serviceType' | 'serviceLevel'> }) {
  if (s.completionDate) return <>{formatDate(s.completionDate)}</>;
  if (s.status === 'rejected') return <Missing>Not completed</Missing>;
  return (
    <>
      Pending <span className="block text-xs text-slate-600">{completionEstimate(s)}</span>
    </>
  );
}
