import { StatCards } from './stat-cards';
import { UnattachedPayments } from './unattached-payments';

/** Overview: the counts and the payments that need a follow-up. */
export function OverviewTab() {
  return (
    <div className="grid gap-8">
      <h2 className="sr-only">Overview</h2>
      <StatCards />
      <UnattachedPayments />
    </div>
  );
}
