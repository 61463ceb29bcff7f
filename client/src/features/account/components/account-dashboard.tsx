import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { User } from '@shared/schemas/auth';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';
import { EmptySubmissions } from './empty-submissions';
import { ScreenHeading } from './screen-heading';

// Submissions arrive in a later release; until then every customer's counts are truly zero.
const COUNTS = [
  { label: 'Pending', value: 0, dot: 'bg-status-pending' },
  { label: 'Processing', value: 0, dot: 'bg-status-processing' },
  { label: 'Completed', value: 0, dot: 'bg-status-completed' },
] as const;

export function AccountDashboard({ user }: { user: User }) {
  return (
    <div className="grid gap-8">
      <ScreenHeading
        title={`Welcome, ${user.firstName}`}
        description="An overview of the items you have sent us for authentication."
      />
      <ul className="grid grid-cols-3 gap-3 sm:gap-4" aria-label="Submissions by status">
        {COUNTS.map((count) => (
          <li key={count.label} className="rounded-xl border border-ink-900/10 bg-white p-4 shadow-card sm:p-5">
            <p className="flex items-center gap-1.5 text-xs font-medium text-slate-600 sm:gap-2 sm:text-sm">
              <span className={cn('size-2 rounded-full', count.dot)} aria-hidden="true" />
              {count.label}
            </p>
            <p className="mt-2 font-display text-3xl font-semibold text-ink-900 sm:text-4xl">{count.value}</p>
          </li>
        ))}
      </ul>
      <Card>
        <CardHeader className="flex-row items-center justify-between">
          <CardTitle className="text-xl">Recent Submissions</CardTitle>
          <Link
            to="/account/submissions"
            className="inline-flex items-center gap-1 rounded-sm text-sm font-semibold text-ink-900 hover:underline"
          >
            View All <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </CardHeader>
        <CardContent className="pt-2 sm:pt-2">
          <EmptySubmissions />
        </CardContent>
      </Card>
    </div>
  );
}
