import { ArrowLeft, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';

/** A missing number and someone else's get the same words (docs/product.md, Pages): nothing tells them apart. */
export function SubmissionNotFound() {
  return (
    <Card className="flex flex-col items-center gap-4 px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-paper-100 text-ink-700">
        <SearchX className="size-6" aria-hidden="true" />
      </span>
      <h2 className="font-display text-2xl font-semibold tracking-wide text-ink-900 uppercase">Submission Not Found</h2>
      <p className="max-w-md text-slate-600">The submission you're looking for doesn't exist or you don't have access to it.</p>
      <Button asChild variant="outline">
        <Link to="/account/submissions">
          <ArrowLeft aria-hidden="true" /> Back to My Submissions
        </Link>
      </Button>
    </Card>
  );
}
