import { ArrowRight, PackageOpen } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** The prompt shown while a customer has no submissions yet. */
export function EmptySubmissions() {
  return (
    <div className="flex flex-col items-center gap-4 px-6 py-12 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-paper-100 text-ink-700">
        <PackageOpen className="size-6" aria-hidden="true" />
      </span>
      <p className="max-w-sm text-slate-600">You haven't submitted any items for authentication yet.</p>
      <Button asChild variant="gold">
        <Link to="/services">
          Submit an Item <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </div>
  );
}
