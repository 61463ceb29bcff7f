import { FileStack } from 'lucide-react';
import type { AdminUser } from '@shared/schemas/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDate } from '@/lib/submission-format';

/** The Users tab on a phone: one card per user instead of the wide table (which takes over from md). */
export function UserCards({ items, onOpen }: { items: AdminUser[] | null; onOpen: (u: AdminUser) => void }) {
  if (items === null) {
    return (
      <div className="grid gap-3 p-4" aria-hidden="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-24" />
      </div>
    );
  }
  if (items.length === 0) return <p className="px-6 py-12 text-center font-semibold text-ink-900">No users match this search</p>;
  return (
    <ul className="divide-y divide-ink-900/8" aria-label="Users">
      {items.map((u) => (
        <li key={u.id} className="grid gap-2 px-5 py-4 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold text-ink-900">{u.fullName || u.username}</span>
            <Badge variant={u.role === 'admin' ? 'gold' : 'neutral'}>{u.role === 'admin' ? 'Admin' : 'Customer'}</Badge>
          </div>
          <span className="text-slate-600">
            <span className="font-mono text-xs">{u.username}</span> · joined {formatDate(u.createdAt)} · {u.submissionCount}{' '}
            {u.submissionCount === 1 ? 'submission' : 'submissions'}
          </span>
          <a href={`mailto:${u.email}`} className="w-fit break-all text-ink-900 underline decoration-gold-500 underline-offset-2">
            {u.email}
          </a>
          <Button variant="outline" size="sm" className="w-fit" onClick={() => onOpen(u)}>
            <FileStack aria-hidden="true" /> View submissions<span className="sr-only"> of {u.fullName || u.username}</span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
